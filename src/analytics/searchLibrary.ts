import { ANALYTICS_LIMITS } from './limits';

/** The hosted search library's timing and paging values (spec 9), as one typed object. */
export interface SearchLibraryConstants {
  /** The search shows as stalled after this many ms. */
  readonly stalledDelayMs: number;
  /** URL writes are debounced by this many ms. */
  readonly urlWriteDebounceMs: number;
  /** Pages shown on each side of the current one. */
  readonly paginationPadding: number;
  /** Hits per page. */
  readonly pageSize: number;
  /** Insights events carry at most this many object ids. */
  readonly insightsEventsBatch: number;
  /** Lifetime of the Insights user-token cookie, in ms (about 180 days). */
  readonly insightsCookieLifetimeMs: number;
}

/** Read from ANALYTICS_LIMITS so there is one source for each number. */
export const SEARCH_LIBRARY_CONSTANTS: SearchLibraryConstants = Object.freeze({
  stalledDelayMs: ANALYTICS_LIMITS.searchLibraryStalledDelayMs,
  urlWriteDebounceMs: ANALYTICS_LIMITS.searchLibraryUrlWriteDebounceMs,
  paginationPadding: ANALYTICS_LIMITS.searchLibraryPaginationPadding,
  pageSize: ANALYTICS_LIMITS.searchLibraryPageSize,
  insightsEventsBatch: ANALYTICS_LIMITS.searchInsightsEventsBatch,
  insightsCookieLifetimeMs: ANALYTICS_LIMITS.searchInsightsCookieLifetimeMs,
});
