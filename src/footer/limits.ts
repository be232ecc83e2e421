/** Limits of the footers (spec 9). */
export const FOOTER_LIMITS = {
  /** Footer accordion animation enabled after this many ms. */
  footerAccordionAnimationDelayMs: 300,
} as const;
