/** Limits of the accessibility widget (spec 2.2 and 9). */
export const ACCESSIBILITY_LIMITS = {
  /** Accessibility widget trigger poll interval, in ms. */
  accessibilityWidgetPollMs: 100,
} as const;
