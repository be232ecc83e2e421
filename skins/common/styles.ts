import { css, type CSSObject, type Theme } from '@emotion/react';

/** Hidden on screen, still read by screen readers: a style object to use as is or to spread. */
export const visuallyHiddenStyle: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = /* @__PURE__ */ css(visuallyHiddenStyle);

/** The keyboard focus outline, in a given colour. */
export const focusOutline = (color: string): CSSObject => ({ outline: `2px solid ${color}`, outlineOffset: 2 });

/** A visible keyboard focus ring from the theme. */
export const focusRing = (theme: Theme) => css({ '&:focus-visible': focusOutline(theme.colors.focus) });

/**
 * Border-box sizing for a component's root and everything inside it, so a `width: 100%` with padding
 * never spills out of its box whatever the host page's own reset says.
 */
export const borderBox: CSSObject = {
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
};
