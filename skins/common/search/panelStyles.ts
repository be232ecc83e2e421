import type { CSSObject, Theme } from '@emotion/react';
import { defineStyles } from '../../theme/sheet';
import { borderBox } from '../styles';

/**
 * The styles of the full-screen search and the desktop search panel: their own sheet, rendered by
 * their lazily loaded code, so a page whose visitors never open them carries none of it up front (as
 * the drawers' rc-popup sheet).
 */

export const overlayStyle = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  background: theme.colors.overlay,
  zIndex: theme.zIndex.overlay,
  pointerEvents: 'auto',
  touchAction: 'none',
});

export const dialogStyle = (theme: Theme): CSSObject => ({
  ...borderBox,
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.background,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  overflowY: 'auto',
  // Scrolling past its end does not scroll the page behind (the page is locked: see MobileSearchContent).
  overscrollBehavior: 'contain',
  animation: 'none',
  '&[data-state="open"]': { animation: `roofline-search-in 160ms ease-out` },
  '@keyframes roofline-search-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  [theme.media.reducedMotion]: { '&[data-state="open"]': { animation: 'none' } },
});

export const dialogHeaderStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  borderBottom: `1px solid ${theme.colors.border}`,
});

export const dialogBodyStyle: CSSObject = { padding: 12, display: 'flex', flexDirection: 'column', gap: 8 };

/**
 * The desktop search panel: under the icon, its right edge on the icon's, the one-line bar inside
 * (wide enough for project, ZIP and Search in one row), the suggestions dropping under the field.
 */
export const popoverStyle = (theme: Theme): CSSObject => ({
  ...borderBox,
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: theme.zIndex.dropdown,
  width: 'min(640px, calc(100vw - 32px))',
  padding: 12,
  background: theme.colors.background,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  textAlign: 'start',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.tokens.radii.large,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.16)',
  '&[data-state="open"]': { animation: 'roofline-search-drop 140ms ease-out' },
  '@keyframes roofline-search-drop': {
    from: { opacity: 0, transform: 'translateY(-4px)' },
    to: { opacity: 1, transform: 'none' },
  },
  [theme.media.reducedMotion]: { '&[data-state="open"]': { animation: 'none' } },
});

/** The full-screen search's and the desktop panel's static classes (`rc-search-panel-…`). */
export const searchPanelSheet = /* @__PURE__ */ defineStyles('search-panel', {
  overlayStyle,
  dialogStyle,
  dialogHeaderStyle,
  dialogBodyStyle,
  popoverStyle,
});
