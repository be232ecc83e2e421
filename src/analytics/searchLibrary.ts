import { LIMITS } from '../constants';

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

/** Read from LIMITS so there is one source for each number. */
export const SEARCH_LIBRARY_CONSTANTS: SearchLibraryConstants = Object.freeze({
  stalledDelayMs: LIMITS.searchLibraryStalledDelayMs,
  urlWriteDebounceMs: LIMITS.searchLibraryUrlWriteDebounceMs,
  paginationPadding: LIMITS.searchLibraryPaginationPadding,
  pageSize: LIMITS.searchLibraryPageSize,
  insightsEventsBatch: LIMITS.searchInsightsEventsBatch,
  insightsCookieLifetimeMs: LIMITS.searchInsightsCookieLifetimeMs,
});
