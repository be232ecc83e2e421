import type { Theme } from '@emotion/react';
import type { CSSProperties } from 'react';
import { css, keyframes } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { borderBox, forcedColors, forcedHighlight } from '../styles';
import { dropIn } from './menuStyles';

/**
 * The mobile drawers and the account dropdown: their own sheet, in the code that loads when one first
 * opens (their components render it), so a page that never opens one carries none of it. Every
 * animation stops under reduced motion.
 */

/**
 * The mobile menus' panel transition: set inline from `useNavMenus().closingDelayMs` (see
 * `menuTransitionVar`). The exit keeps its animation once the hook says `closed` as well: switching
 * the animation off mid-exit would cancel it, and Radix's Presence, which waits for the exit's end to
 * unmount the dialog, would then keep it on screen. With the `hidden` attribute the drawer and the
 * overlay are `display: none`, which ends a running exit (and Presence unmounts them).
 */
const MENU_TRANSITION = 'var(--chrome-menu-transition, 500ms)';

/** The inline style carrying the hook's transition time to the overlay and the drawer. */
export const menuTransitionVar = (ms: number) => ({ '--chrome-menu-transition': `${ms}ms` }) as CSSProperties;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const overlayStyle = (theme: Theme) =>
  css({
    position: 'fixed',
    inset: 0,
    zIndex: theme.zIndex.overlay,
    background: theme.colors.overlay,
    // Taps reach it while the modal drawer makes the page inert to the pointer; swipes on it do not
    // scroll the page behind.
    pointerEvents: 'auto',
    touchAction: 'none',
    '&[data-state="open"]': { animation: `${fadeIn} ${MENU_TRANSITION} ease-out` },
    '&[data-state="closing"], &[data-state="closed"]': { animation: `${fadeOut} ${MENU_TRANSITION} ease-in` },
    '&[hidden]': { display: 'none' },
    [theme.media.reducedMotion]: { animation: 'none !important' },
  });

export const drawerStyle = (theme: Theme) =>
  css({
    ...borderBox,
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(360px, 100vw)',
    overflowY: 'auto',
    // Scrolling past the end of its list does not scroll the page behind.
    overscrollBehavior: 'contain',
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
    boxShadow: '-4px 0 16px rgba(0, 0, 0, 0.2)',
    // Forced colours drop the shadow: an edge keeps the drawer apart from the page behind.
    [forcedColors]: { borderLeft: '1px solid CanvasText' },
    '&[data-state="open"]': { animation: `${slideIn} ${MENU_TRANSITION} ease-out` },
    '&[data-state="closing"], &[data-state="closed"]': { animation: `${slideOut} ${MENU_TRANSITION} ease-in` },
    // Whatever else the styles say, a closed drawer takes no space and paints nothing.
    '&[hidden]': { display: 'none' },
    '&:focus': { outline: 'none' },
    [theme.media.reducedMotion]: { animation: 'none !important' },
  });

export const drawerHeaderStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 56,
    padding: '4px 12px 4px 16px',
    borderBottom: `1px solid ${theme.colors.border}`,
    '& h2': { flex: 1, margin: 0, fontSize: 18, fontFamily: theme.fonts.heading },
  });

export const drawerListStyle = (theme: Theme) =>
  css({
    margin: 0,
    padding: '8px 0',
    listStyle: 'none',
    '& > li > a, & > li > button': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      width: '100%',
      minHeight: 48,
      padding: '0 16px',
      border: 0,
      background: 'transparent',
      color: theme.colors.text,
      font: 'inherit',
      fontSize: 16,
      textAlign: 'left',
      textDecoration: 'none',
      cursor: 'pointer',
      '&:hover': { background: theme.colors.surface },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
    },
  });

export const drawerFooterStyle = css({ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 });

export const dropdownStyle = (theme: Theme) =>
  css({
    ...borderBox,
    zIndex: theme.zIndex.dropdown,
    minWidth: 220,
    padding: 8,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.large,
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.16)',
    '&[data-state="open"]': { animation: `${dropIn} 150ms ease-out` },
    [theme.media.reducedMotion]: { animation: 'none !important' },
  });

export const dropdownLabelStyle = (theme: Theme) =>
  css({ padding: '8px 12px', fontWeight: 700, color: theme.colors.text });

export const dropdownItemStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 12px',
    borderRadius: theme.tokens.radii.medium,
    color: theme.colors.text,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    '&[data-highlighted]': { background: theme.colors.surface, color: theme.colors.primary },
    // The item focused from the keyboard: a ring, as the drawers' items have (its background alone
    // differs from the menu's by about 1.1:1).
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
    [forcedColors]: { '&[data-highlighted]': forcedHighlight },
  });

export const separatorStyle = (theme: Theme) => css({ height: 1, margin: '6px 0', background: theme.colors.border });

/** The drawers' and the dropdown's static classes (`rc-popup-…`): compiled once, never per render. */
export const popupSheet = /* @__PURE__ */ defineStyles('popup', {
  overlayStyle,
  drawerStyle,
  drawerHeaderStyle,
  drawerListStyle,
  drawerFooterStyle,
  dropdownStyle,
  dropdownLabelStyle,
  dropdownItemStyle,
  separatorStyle,
});
