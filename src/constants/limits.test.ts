import {
  ACCESSIBILITY_LIMITS,
  ANALYTICS_LIMITS,
  BADGE_LIMITS,
  CHAT_LIMITS,
  FOOTER_LIMITS,
  HTTP_LIMITS,
  LIMITS,
  NAVIGATION_LIMITS,
  SEARCH_LIMITS,
  SHARED_LIMITS,
  VALIDATION_LIMITS,
} from '..';

const GROUPS = {
  ACCESSIBILITY_LIMITS,
  ANALYTICS_LIMITS,
  BADGE_LIMITS,
  CHAT_LIMITS,
  FOOTER_LIMITS,
  HTTP_LIMITS,
  NAVIGATION_LIMITS,
  SEARCH_LIMITS,
  SHARED_LIMITS,
  VALIDATION_LIMITS,
};

// LIMITS as it was before the split into groups (spec section 9): every key and value must stay.
const LIMITS_BEFORE_SPLIT = {
  zipLength: 5,
  mobileBreakpoint: 1024,
  mobileMenuClosingDelayMs: 500,
  mobilePanelTransitionMs: 700,
  footerAccordionAnimationDelayMs: 300,
  navColumnThresholds: [15, 23, 26],
  autocompleteDebounceMs: 100,
  autocompleteDefaultLimit: 5,
  keywordTrackingDelayMs: 1000,
  searchInputMaxLength: 512,
  searchStallThresholdMs: 300,
  chatMaxLength: 2000,
  chatMinRows: 1,
  chatMaxRows: 6,
  accessibilityWidgetPollMs: 100,
  activityMinimumVisitSeconds: 30,
  activityHeartbeatSeconds: 10,
  trackerCookieName: 'snpl',
  trackerCookieSameSite: 'Lax',
  analyticsSessionLengthMs: 1_200_000,
  attributeAncestorLookupLimit: 50,
  trustWidgetRetryMs: 1000,
  searchClientConnectTimeoutMs: 1000,
  searchClientReadTimeoutMs: 2000,
  searchClientWriteTimeoutMs: 30_000,
  searchClientHostRetryMs: 120_000,
  certifiedBadgeMinRating: 3.0,
  passwordMinLength: 8,
  passwordMaxLength: 120,
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  phoneDigits: 10,
  cookieDefaultExpiryMs: 31_536_000_000,
  searchLibraryStalledDelayMs: 200,
  searchLibraryUrlWriteDebounceMs: 400,
  searchLibraryPaginationPadding: 3,
  searchLibraryPageSize: 20,
  searchInsightsEventsBatch: 20,
  searchInsightsCookieLifetimeMs: 15_552_000_000,
};

describe('LIMITS (deprecated aggregate)', () => {
  it('should equal the union of the area groups', () => {
    expect(LIMITS).toEqual(Object.assign({}, ...Object.values(GROUPS)));
  });

  it('should keep every key and value it had before the split', () => {
    expect(LIMITS).toEqual(LIMITS_BEFORE_SPLIT);
  });

  it('should find each key in exactly one group', () => {
    const owners = Object.keys(LIMITS).map((key) => ({
      key,
      groups: Object.entries(GROUPS)
        .filter(([, group]) => key in group)
        .map(([name]) => name),
    }));
    expect(owners.filter(({ groups }) => groups.length !== 1)).toEqual([]);
  });
});
