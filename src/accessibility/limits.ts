/**
 * Storage key of the accessibility widget's remembered choice; its value is 'yes' (spec 2.2).
 *
 * @deprecated An internal detail of `useAccessibilityWidget`; pass `storageKey` to the hook if you
 * need another. Removed in 0.3.0.
 */
export const ACCESSIBILITY_WIDGET_STORAGE_KEY = 'accessibilityWidget';

/** Limits of the accessibility widget (spec 2.2 and 9). */
export const ACCESSIBILITY_LIMITS = {
  /** Accessibility widget trigger poll interval, in ms. */
  accessibilityWidgetPollMs: 100,
} as const;
