/** Limits of the navigation header (spec 2.7, 4.4 and 9): menu timings and link column layouts. */
export const NAVIGATION_LIMITS = {
  /** Mobile menu closing flag cleared after this many ms (`useNavMenus`' `closingDelayMs` default). */
  mobileMenuClosingDelayMs: 500,
  /** Panel transition of the other header (the HomeAdvisor skin's `closingDelayMs`), in ms. */
  mobilePanelTransitionMs: 700,
  /** Nav link column layouts change above these counts (two, three, four columns). */
  navColumnThresholds: [15, 23, 26] as const,
} as const;
