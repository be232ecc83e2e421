/**
 * Limits of spec section 9 that more than one area uses: the search box and the sign-up forms both
 * read `zipLength`; the header, the footers and the skins' themes switch layout at `mobileBreakpoint`.
 */
export const SHARED_LIMITS = {
  /** ZIP length in digits (search ZIP field, sign-up forms). */
  zipLength: 5,
  /** Layout switches between mobile and desktop at this width, in px (header, footers, skins). */
  mobileBreakpoint: 1024,
} as const;
