/**
 * Limits of the search box and the hosted search client (spec 7.6-7.9 and 9). The hosted search
 * client's request deadlines are with the other deadlines: `HTTP_LIMITS` and `DEFAULT_TIMEOUTS`.
 */
export const SEARCH_LIMITS = {
  /** Autocomplete debounce in ms. */
  autocompleteDebounceMs: 100,
  /** Default number of autocomplete results. */
  autocompleteDefaultLimit: 5,
  /** Keyword-tracking delay in ms. */
  keywordTrackingDelayMs: 1000,
  /** Search input maximum length. */
  searchInputMaxLength: 512,
  /** Search shows `stalled` after this many ms without an answer. */
  searchStallThresholdMs: 300,
  /** The hosted search client retries a failed host after this many ms. */
  searchClientHostRetryMs: 120_000,
} as const;
