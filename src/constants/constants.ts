/**
 * Business constants and limits of spec section 9, and the design tokens of spec section 3.
 * Every value is a typed constant so a consumer's UI can share them.
 */
export const LIMITS = {
  /** ZIP length in digits. */
  zipLength: 5,
  /** Layout switches between mobile and desktop at this width, in px. */
  mobileBreakpoint: 1024,
  /** Mobile menu closing flag cleared after this many ms (navigation header). */
  mobileMenuClosingDelayMs: 500,
  /** Panel transition of the other header, in ms. */
  mobilePanelTransitionMs: 700,
  /** Footer accordion animation enabled after this many ms. */
  footerAccordionAnimationDelayMs: 300,
  /** Nav link column layouts change above these counts. */
  navColumnThresholds: [15, 23, 26] as const,
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
  /** Chat input maximum length. */
  chatMaxLength: 2000,
  chatMinRows: 1,
  chatMaxRows: 6,
  /** Accessibility widget trigger poll interval, in ms. */
  accessibilityWidgetPollMs: 100,
  /** Activity tracking: minimum visit and heartbeat, in seconds. */
  activityMinimumVisitSeconds: 30,
  activityHeartbeatSeconds: 10,
  /** First-party tracker cookie. */
  trackerCookieName: 'snpl',
  trackerCookieSameSite: 'Lax',
  /** Analytics session length in ms (20 minutes). */
  analyticsSessionLengthMs: 1_200_000,
  /** Analytics attribute lookup walks at most this many ancestors. */
  attributeAncestorLookupLimit: 50,
  /** Trust widget retry, in ms. */
  trustWidgetRetryMs: 1000,
  /** Hosted search client timeouts, in ms, and host retry delay. */
  searchClientConnectTimeoutMs: 1000,
  searchClientReadTimeoutMs: 2000,
  searchClientWriteTimeoutMs: 30_000,
  searchClientHostRetryMs: 120_000,
  /** Certified badge: average rating at least this, with at least one review. */
  certifiedBadgeMinRating: 3.0,
  passwordMinLength: 8,
  passwordMaxLength: 120,
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  phoneDigits: 10,
  /** Cookie helper default expiry in ms (one year). */
  cookieDefaultExpiryMs: 31_536_000_000,
  /** Search library constants. */
  searchLibraryStalledDelayMs: 200,
  searchLibraryUrlWriteDebounceMs: 400,
  searchLibraryPaginationPadding: 3,
  searchLibraryPageSize: 20,
  searchInsightsEventsBatch: 20,
  searchInsightsCookieLifetimeMs: 15_552_000_000,
} as const;

/**
 * Design tokens of spec section 3: container widths and border radii, in px.
 *
 * @deprecated The tokens live with the theme now: import `DESIGN_TOKENS` from a skin entry
 * (`@roofline/chrome/skins/roofline`, ...) or read `theme.tokens`. This copy stays until the next
 * major version (`skins/theme/tokens.test.ts` keeps the two equal).
 */
export const DESIGN_TOKENS = {
  containerWidths: { small: 750, medium: 970, large: 1170 },
  radii: { small: 2, medium: 4, large: 6 },
  breakpoints: { desktop: LIMITS.mobileBreakpoint },
} as const;

/** A search option (spec 3). */
export interface SearchOption {
  id: string | number;
  name: string;
  optionType: string;
  srPathUrl?: string;
}

/** Default initial suggestions shown for an empty query (spec 3), all of type TASK. */
export const DEFAULT_INITIAL_SUGGESTIONS: readonly SearchOption[] = [
  { id: 39794, name: 'Hire a Handyman', optionType: 'TASK', srPathUrl: 'service-request/task/39794' },
  {
    id: 39794,
    name: 'Clean House Interior (Maid Service)',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/39794',
  },
  {
    id: 40113,
    name: 'Install, Repair or Replace Plumbing or Fixtures',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40113',
  },
  {
    id: 40133,
    name: 'Install or Replace an Asphalt Shingle Roof',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40133',
  },
  {
    id: 40092,
    name: 'Mow Grass and Maintain Landscaping',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40092',
  },
];

/** Default banner and footer texts (spec 9). */
export const DEFAULT_TEXTS = {
  bannerTitle: 'Knowledge is priceless - so our cost guides are free.',
  bannerSubtitle: 'Sign up to get free project cost info in your inbox.',
  emailPlaceholder: 'Email address',
  zipCodePlaceholder: 'Zip code',
  buttonText: 'Sign me up',
  submittedText: "Thanks for signing up! You're all set.",
  homeAdvisorFooterTitle: 'Sign up for Free Project Cost Information',
  homeAdvisorFooterButton: 'Subscribe',
  homeAdvisorFooterButtonAlt: 'Sign up',
  footerSuccess: "You're all set!",
  authenticatedGreeting: 'Welcome Back',
} as const;

/** Default routes (spec 2.7, 4.7). */
export const DEFAULT_ROUTES = {
  login: '/login',
  logout: '/auth/logout',
  ai: '/ai',
} as const;

/** Default split flag (spec 7.7). */
export const DEFAULT_SPLIT_FLAG = 'growth_SearchUserEntry';
