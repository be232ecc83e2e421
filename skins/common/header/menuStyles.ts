import type { Theme } from '@emotion/react';
import { css, keyframes } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import type { CSSProperties } from 'react';
import { borderBox, focusRing, forcedColors, forcedHighlight } from '../styles';

/** Menus, drawers, panels and the dropdown; every animation stops under reduced motion. */

/**
 * The mobile menus' panel transition: set inline from `useNavMenus().closingDelayMs` (see
 * `menuTransitionVar`), so the slide and fade end when the hook clears the closing flag.
 */
const MENU_TRANSITION = 'var(--chrome-menu-transition, 500ms)';

/** The inline style carrying the hook's transition time to the overlay and the drawer. */
export const menuTransitionVar = (ms: number) => ({ '--chrome-menu-transition': `${ms}ms` }) as CSSProperties;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });
const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlayStyle = (theme: Theme) =>
  css({
    position: 'fixed',
    inset: 0,
    zIndex: theme.zIndex.overlay,
    background: theme.colors.overlay,
    '&[data-state="open"]': { animation: `${fadeIn} ${MENU_TRANSITION} ease-out` },
    '&[data-state="closing"]': { animation: `${fadeOut} ${MENU_TRANSITION} ease-in` },
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
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
    boxShadow: '-4px 0 16px rgba(0, 0, 0, 0.2)',
    // Forced colours drop the shadow: an edge keeps the drawer apart from the page behind.
    [forcedColors]: { borderLeft: '1px solid CanvasText' },
    '&[data-state="open"]': { animation: `${slideIn} ${MENU_TRANSITION} ease-out` },
    '&[data-state="closing"]': { animation: `${slideOut} ${MENU_TRANSITION} ease-in` },
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

export const groupBarStyle = (theme: Theme) =>
  css({
    position: 'relative',
    borderTop: `1px solid ${theme.colors.border}`,
    '& > ul': {
      display: 'flex',
      gap: 4,
      maxWidth: theme.tokens.containerWidths.large,
      margin: '0 auto',
      padding: '0 16px',
      listStyle: 'none',
    },
  });

export const groupTriggerStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      minHeight: 44,
      padding: '0 12px',
      border: 0,
      borderBottom: '3px solid transparent',
      background: 'transparent',
      color: theme.colors.text,
      font: 'inherit',
      fontSize: 15,
      fontWeight: 600,
      cursor: 'pointer',
      '&[aria-expanded="true"]': { borderBottomColor: theme.colors.primary, color: theme.colors.primary },
      // Forced colours would draw every trigger's transparent underline: only the open one keeps it.
      [forcedColors]: {
        forcedColorAdjust: 'none',
        color: 'CanvasText',
        background: 'Canvas',
        borderBottomColor: 'Canvas',
        '&[aria-expanded="true"]': { borderBottomColor: 'Highlight' },
      },
      '& svg': { transition: 'transform 150ms ease' },
      '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
      [theme.media.reducedMotion]: { '& svg': { transition: 'none' } },
    },
    focusRing(theme),
  );

export const panelStyle = (theme: Theme) =>
  css({
    position: 'absolute',
    left: 0,
    right: 0,
    top: '100%',
    zIndex: theme.zIndex.dropdown,
    background: theme.colors.background,
    borderTop: `1px solid ${theme.colors.border}`,
    boxShadow: '0 8px 16px rgba(0, 0, 0, 0.12)',
    '&[data-state="open"]': { animation: `${dropIn} 150ms ease-out` },
    [theme.media.reducedMotion]: { animation: 'none !important' },
    '& > div': {
      display: 'flex',
      gap: 32,
      maxWidth: theme.tokens.containerWidths.large,
      margin: '0 auto',
      padding: '24px 16px',
    },
    '& h2': { margin: '0 0 12px', fontSize: 16, fontFamily: theme.fonts.heading },
  });

export const linkColumnsStyle = (theme: Theme) =>
  css({
    display: 'grid',
    gridAutoFlow: 'column',
    gridTemplateRows: 'repeat(var(--nav-rows, 1), auto)',
    columnGap: 32,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& a': {
      display: 'inline-block',
      padding: '4px 0',
      color: theme.colors.text,
      textDecoration: 'none',
      '&:hover': { color: theme.colors.primary, textDecoration: 'underline' },
    },
    '& a:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });

export const moreLinkStyle = (theme: Theme) =>
  css({ display: 'inline-block', marginTop: 12, color: theme.colors.primary, fontWeight: 600 }, focusRing(theme));

export const articlesStyle = (theme: Theme) =>
  css({
    display: 'grid',
    gap: 12,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& a': {
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      color: theme.colors.text,
      textDecoration: 'none',
      '&:hover': { color: theme.colors.primary },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    },
    '& img': { width: 96, height: 64, objectFit: 'cover', borderRadius: theme.tokens.radii.medium },
  });

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
    [forcedColors]: { '&[data-highlighted]': forcedHighlight },
  });

export const separatorStyle = (theme: Theme) => css({ height: 1, margin: '6px 0', background: theme.colors.border });

/** The menus' static classes (`rc-menu-…`): compiled once, never per render. */
export const menuSheet = /* @__PURE__ */ defineStyles('menu', {
  overlayStyle,
  drawerStyle,
  drawerHeaderStyle,
  drawerListStyle,
  drawerFooterStyle,
  groupBarStyle,
  groupTriggerStyle,
  panelStyle,
  linkColumnsStyle,
  moreLinkStyle,
  articlesStyle,
  dropdownStyle,
  dropdownLabelStyle,
  dropdownItemStyle,
  separatorStyle,
});
