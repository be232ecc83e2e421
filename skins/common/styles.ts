import { css } from '../theme/css';
import type { CSSObject, Theme } from '@emotion/react';

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

/**
 * Forced colours (Windows High Contrast, forced dark or light): the system replaces every author
 * colour, so a state shown by a background alone disappears. States then use the system colours
 * (with `forced-color-adjust: none` where the pairing must hold) or an outline, as React Aria's and
 * GOV.UK's styles do.
 */
export const forcedColors = '@media (forced-colors: active)';

/** The highlighted option or menu item in forced colours: the system's selection pair. */
export const forcedHighlight: CSSObject = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
  outline: '2px solid Highlight',
  outlineOffset: -2,
};

/** A keyboard focus ring that survives forced colours on a box that shows focus by its border. */
export const forcedFocusWithin: CSSObject = {
  [forcedColors]: { '&:focus-within': { outline: '2px solid Highlight', outlineOffset: 2 } },
};

/** A filled button's edge in forced colours, where its background fill is dropped. */
export const forcedButtonEdge: CSSObject = { [forcedColors]: { border: '1px solid ButtonText' } };
