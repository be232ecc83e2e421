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

/**
 * The hosted search client's whole-call bounds, in ms (issue 37): outside `HTTP_LIMITS`, whose keys the
 * deprecated `LIMITS` aggregate keeps as they were.
 */
export const SEARCH_CLIENT_CALL_LIMITS = {
  /**
   * One whole call, every host, retry and rate-limit wait included: past it the call rejects with a
   * `SearchClientError` of kind 'unreachable'. The default of `DEFAULT_TIMEOUTS.searchClient.call`.
   */
  callDeadlineMs: 10_000,
  /** The longest a rate-limited (429) answer's `Retry-After` makes a call wait before its retry. */
  retryAfterCapMs: 2000,
} as const;

/**
 * The deadline of each call of spec 7, in milliseconds. On expiry a call ends exactly as a network
 * error does (see docs/http-client.md). Set any of them in `ChromeProvider` config: `http.timeouts`.
 */
export interface ChromeTimeouts {
  /** 7.1 member-create (banner and footer). */
  memberCreate: number;
  /** 7.2 profile attributes (banner visibility). */
  profileAttributes: number;
  /** 7.3 attribution event. */
  attribution: number;
  /** 7.4 HomeAdvisor footer sign-up. */
  homeAdvisorSignup: number;
  /** 7.5 navigation data. */
  navigation: number;
  /** 7.5 navigation token. */
  navigationToken: number;
  /** 7.6 autocomplete. */
  autocomplete: number;
  /** 7.7 split treatment. */
  splitTreatment: number;
  /** Search-insights events (spec 7.10). */
  searchInsights: number;
  /**
   * 7.9 hosted search client: connect, read and write per request (spec 9: 1 s, 2 s, 30 s), and `call`,
   * one whole call with its retries (10 s).
   */
  searchClient: { connect: number; read: number; write: number; call: number };
}

/** The defaults of {@link ChromeTimeouts}. */
export const DEFAULT_TIMEOUTS: Readonly<ChromeTimeouts> = Object.freeze({
  memberCreate: 10_000,
  profileAttributes: 5_000,
  attribution: 10_000,
  homeAdvisorSignup: 10_000,
  navigation: 8_000,
  navigationToken: 5_000,
  autocomplete: 5_000,
  splitTreatment: 3_000,
  searchInsights: 10_000,
  searchClient: Object.freeze({
    connect: HTTP_LIMITS.searchClientConnectTimeoutMs,
    read: HTTP_LIMITS.searchClientReadTimeoutMs,
    write: HTTP_LIMITS.searchClientWriteTimeoutMs,
    call: SEARCH_CLIENT_CALL_LIMITS.callDeadlineMs,
  }),
});
