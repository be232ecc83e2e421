/**
 * Deadlines of the hosted search client's requests, in ms (spec 9): the defaults of
 * `DEFAULT_TIMEOUTS.searchClient`, settable in `ChromeProvider` config under `http.timeouts.searchClient`.
 */
export const HTTP_LIMITS = {
  /** Until the response headers arrive. */
  searchClientConnectTimeoutMs: 1000,
  /** For the body of a read (search) request. */
  searchClientReadTimeoutMs: 2000,
  /** For a write request. */
  searchClientWriteTimeoutMs: 30_000,
} as const;
