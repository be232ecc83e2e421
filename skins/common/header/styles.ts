import type { Theme } from '@emotion/react';
import { css } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { borderBox, focusRing, forcedButtonEdge, visuallyHidden } from '../styles';

/**
 * Both layouts are rendered; a media query hides the other one, so the first server-rendered paint is
 * already final (no layout shift after hydration).
 */
export const desktopOnly = (theme: Theme) => css({ [theme.media.mobile]: { display: 'none' } });
export const mobileOnly = (theme: Theme) => css({ [theme.media.desktop]: { display: 'none' } });

export const headerStyle = (theme: Theme) =>
  css({
    ...borderBox,
    position: 'relative',
    zIndex: theme.zIndex.header,
    fontFamily: theme.fonts.body,
    color: theme.colors.text,
    background: theme.colors.background,
    borderBottom: `1px solid ${theme.colors.border}`,
  });

export const skipLinkStyle = (theme: Theme) =>
  css(visuallyHidden, {
    '&:focus, &:focus-visible': {
      position: 'absolute',
      top: 8,
      left: 8,
      width: 'auto',
      height: 'auto',
      margin: 0,
      padding: '8px 16px',
      clip: 'auto',
      zIndex: theme.zIndex.dropdown + 1,
      color: theme.colors.onPrimary,
      background: theme.colors.primary,
      borderRadius: theme.tokens.radii.medium,
      outline: `2px solid ${theme.colors.focus}`,
      outlineOffset: 2,
    },
  });

export const barStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 16,
    maxWidth: theme.tokens.containerWidths.large,
    minHeight: 64,
    margin: '0 auto',
    padding: '8px 16px',
  });

export const mobileBarStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 56,
  padding: '4px 12px',
});

export const spacer = css({ flex: 1, minWidth: 0 });

/**
 * Below this width the mobile bar has no room for the pro sign-up link next to the logo, the search
 * and the menu buttons: the link moves into the navigation menu instead (both are rendered, CSS
 * shows one, so nothing moves after hydration).
 */
const NARROW_PHONE = '@media (max-width: 519.98px)';
export const proLinkInBar = css({ [NARROW_PHONE]: { display: 'none' } });
export const proLinkInMenu = css({ display: 'none', [NARROW_PHONE]: { display: 'list-item' } });

export const logoStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 8,
      flex: 'none',
      minHeight: 44,
      color: theme.colors.primary,
      fontWeight: 700,
      fontSize: 22,
      textDecoration: 'none',
      '& img': { display: 'block', height: 32, width: 'auto' },
    },
    focusRing(theme),
  );

export const textLinkStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 44,
      padding: '0 4px',
      color: theme.colors.text,
      fontWeight: 600,
      fontSize: 15,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      '&:hover': { color: theme.colors.primary, textDecoration: 'underline' },
    },
    focusRing(theme),
  );

export const buttonLinkStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 40,
      padding: '0 16px',
      borderRadius: theme.tokens.radii.medium,
      border: `1px solid ${theme.colors.primary}`,
      color: theme.colors.onPrimary,
      background: theme.colors.primary,
      fontWeight: 600,
      fontSize: 15,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      '&:hover': { background: theme.colors.primaryHover },
    },
    focusRing(theme),
  );

export const outlineButtonLinkStyle = (theme: Theme) =>
  css(buttonLinkStyle(theme), {
    color: theme.colors.primary,
    background: theme.colors.background,
    '&:hover': { background: theme.colors.surface },
  });

export const iconButtonStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 44,
      height: 44,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      color: theme.colors.text,
      background: 'transparent',
      cursor: 'pointer',
      '&:hover': { background: theme.colors.surface },
    },
    focusRing(theme),
  );

export const avatarStyle = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    color: theme.colors.onPrimary,
    background: theme.colors.primary,
    fontWeight: 700,
    fontSize: 15,
    textTransform: 'uppercase',
    ...forcedButtonEdge,
  });

export const listReset = css({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The mobile bar's pro sign-up link, hidden on narrow phones (it is in the menu there). */
export const proTextLinkStyle = (theme: Theme) => css(textLinkStyle(theme), proLinkInBar);

/** The AI entry field's row under the mobile bar. */
export const aiFieldRowStyle = css({ padding: '0 12px 8px' });

/** The header's static classes (`rc-header-…`): compiled once, never per render. */
export const headerSheet = /* @__PURE__ */ defineStyles('header', {
  desktopOnly,
  mobileOnly,
  headerStyle,
  skipLinkStyle,
  barStyle,
  mobileBarStyle,
  spacer,
  proLinkInBar,
  proLinkInMenu,
  logoStyle,
  textLinkStyle,
  proTextLinkStyle,
  buttonLinkStyle,
  outlineButtonLinkStyle,
  iconButtonStyle,
  avatarStyle,
  listReset,
  aiFieldRowStyle,
});
