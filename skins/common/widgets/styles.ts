import type { Theme } from '@emotion/react';
import { css } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { focusOutline, focusRing, forcedColors } from '../styles';

// The reviews widget and the provider badges.

export const reviewsRootStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    maxWidth: '100%',
    overflow: 'hidden',
    '&[data-background="dark"]': { background: theme.colors.footerBackground, color: theme.colors.footerText },
  });

export const reviewsContainerStyle = css({
  display: 'block',
  maxWidth: '100%',
  '&[hidden]': { display: 'none' },
});

// `&&` outranks a surrounding `footer a { text-decoration: none }`: the fallback is always underlined.
export const fallbackLinkStyle = css({
  '&&': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    padding: '2px 0',
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
  },
  '&&:hover': { textDecorationThickness: 2 },
  '&&:focus-visible': focusOutline('currentColor'),
  [forcedColors]: { '&&': { color: 'LinkText' } },
});

export const badgeListStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badgeItemStyle = css({ position: 'relative' });

export const badgeTriggerStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      padding: '4px 10px',
      border: `1px solid ${theme.colors.border}`,
      borderRadius: 999,
      background: theme.colors.surface,
      color: theme.colors.text,
      font: 'inherit',
      fontFamily: theme.fonts.body,
      fontSize: 14,
      cursor: 'pointer',
      '&[data-state="open"]': { borderColor: theme.colors.primary },
      [forcedColors]: { '&[data-state="open"]': { outline: '2px solid Highlight', outlineOffset: 2 } },
    },
    focusRing(theme),
  );

export const badgePopoverStyle = (theme: Theme) =>
  css(
    {
      position: 'absolute',
      top: 'calc(100% + 6px)',
      left: 0,
      zIndex: theme.zIndex.dropdown,
      width: 260,
      maxWidth: '80vw',
      padding: 12,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.tokens.radii.medium,
      background: theme.colors.background,
      color: theme.colors.text,
      fontFamily: theme.fonts.body,
      fontSize: 14,
      boxShadow: '0 4px 16px rgba(0, 0, 0, 0.15)',
    },
    focusRing(theme),
  );

export const badgeTitleStyle = css({ margin: '0 0 4px', fontSize: 14, fontWeight: 700 });

export const badgeDescriptionStyle = css({ margin: 0 });

/** The widgets' static classes (`rc-widgets-…`): compiled once, never per render. */
export const widgetsSheet = /* @__PURE__ */ defineStyles('widgets', {
  reviewsRootStyle,
  reviewsContainerStyle,
  fallbackLinkStyle,
  badgeListStyle,
  badgeItemStyle,
  badgeTriggerStyle,
  badgePopoverStyle,
  badgeTitleStyle,
  badgeDescriptionStyle,
});
