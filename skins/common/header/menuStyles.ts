import type { Theme } from '@emotion/react';
import { css, keyframes } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { focusRing, forcedColors } from '../styles';

/**
 * The desktop navigation bar and its panels (in the page from the start); the drawers and the account
 * dropdown, loaded when first opened, have their own sheet (popupStyles.ts). Every animation stops
 * under reduced motion.
 */

/** The panels' entrance (the dropdown's too, in popupStyles.ts). */
export const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

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

/** The menus' static classes (`rc-menu-…`): compiled once, never per render. */
export const menuSheet = /* @__PURE__ */ defineStyles('menu', {
  groupBarStyle,
  groupTriggerStyle,
  panelStyle,
  linkColumnsStyle,
  moreLinkStyle,
  articlesStyle,
});
