/** Limits of the badges and the reviews widget (spec 2.5 and 9). */
export const BADGE_LIMITS = {
  /** Trust (reviews) widget: the one retry when its global is missing, after this many ms. */
  trustWidgetRetryMs: 1000,
  /** Certified badge: average rating at least this, with at least one review. */
  certifiedBadgeMinRating: 3.0,
} as const;
