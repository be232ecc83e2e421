import { SHARED_LIMITS } from '../../src';

/**
 * Design tokens of spec section 3: container widths and border radii, in px, and the desktop
 * breakpoint. Every brand theme carries them as `theme.tokens`; each skin entry exports them too.
 */
export const DESIGN_TOKENS = {
  containerWidths: { small: 750, medium: 970, large: 1170 },
  radii: { small: 2, medium: 4, large: 6 },
  breakpoints: { desktop: SHARED_LIMITS.mobileBreakpoint },
} as const;

export type DesignTokens = typeof DESIGN_TOKENS;
