import { css, type Theme } from '@emotion/react';

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A visible keyboard focus ring from the theme. */
export const focusRing = (theme: Theme) =>
  css({
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
