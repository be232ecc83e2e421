/** Limits of analytics (spec 7.10 and 9): activity tracking, cookies, the search library and search insights. */
export const ANALYTICS_LIMITS = {
  /** Activity tracking: minimum visit, in seconds. */
  activityMinimumVisitSeconds: 30,
  /** Activity tracking: heartbeat, in seconds. */
  activityHeartbeatSeconds: 10,
  /** First-party tracker cookie name. */
  trackerCookieName: 'snpl',
  /** First-party tracker cookie `SameSite`. */
  trackerCookieSameSite: 'Lax',
  /** Analytics session length in ms (20 minutes). */
  analyticsSessionLengthMs: 1_200_000,
  /** Analytics attribute lookup walks at most this many ancestors. */
  attributeAncestorLookupLimit: 50,
  /** Cookie helper default expiry in ms (one year). */
  cookieDefaultExpiryMs: 31_536_000_000,
  /** Search library: `stalled` after this many ms. */
  searchLibraryStalledDelayMs: 200,
  /** Search library: URL written after this many ms without a change. */
  searchLibraryUrlWriteDebounceMs: 400,
  /** Search library: pages shown either side of the current one. */
  searchLibraryPaginationPadding: 3,
  /** Search library: hits per page. */
  searchLibraryPageSize: 20,
  /** Search insights: at most this many object ids per event (longer lists are split). */
  searchInsightsEventsBatch: 20,
  /** Search insights: lifetime of the user-token cookie, in ms (about 180 days). */
  searchInsightsCookieLifetimeMs: 15_552_000_000,
} as const;
