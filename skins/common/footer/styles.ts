import type { Theme } from '@emotion/react';
import { css } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { borderBox, focusOutline, forcedButtonEdge, visuallyHidden } from '../styles';

/** The dark footer surface: links inherit the footer text colour. */
export const footerRoot = (theme: Theme) =>
  css({
    ...borderBox,
    background: theme.colors.footerBackground,
    color: theme.colors.footerText,
    fontFamily: theme.fonts.body,
    fontSize: 14,
    lineHeight: 1.5,
    '& a': { color: 'inherit', textDecoration: 'none', textUnderlineOffset: 3 },
    '& a:hover': { textDecoration: 'underline' },
    '& a:focus-visible, & button:focus-visible, & input:focus-visible': focusOutline(theme.colors.footerText),
  });

export const container = (theme: Theme) =>
  css({
    maxWidth: theme.tokens.containerWidths.large,
    margin: '0 auto',
    padding: '24px 16px',
    [theme.media.desktop]: { padding: '40px 24px' },
  });

/** Link columns: stacked accordions on mobile, a grid on desktop. */
export const columnsGrid = (theme: Theme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 32 },
  });

export const column = (theme: Theme) =>
  css({
    borderBottom: `1px solid ${theme.colors.muted}`,
    [theme.media.desktop]: { borderBottom: 0 },
  });

export const heading = css({ margin: 0, fontSize: 16, fontWeight: 700, lineHeight: 1.3 });

/**
 * The toggle inside a heading. On desktop a 'mobile' item's toggle is not shown (nor focusable, nor
 * read out): its heading text (`headingText`) is, and its links are always shown.
 */
export const toggle = (theme: Theme) =>
  css({
    appearance: 'none',
    background: 'none',
    border: 0,
    margin: 0,
    padding: '14px 0',
    width: '100%',
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '& [data-chevron]': { flex: 'none', transition: 'transform 200ms ease' },
    '&[aria-expanded="true"] [data-chevron]': { transform: 'rotate(180deg)' },
    [theme.media.desktop]: { '&[data-collapsible="mobile"]': { display: 'none' } },
    [theme.media.reducedMotion]: { '& [data-chevron]': { transition: 'none' } },
  });

/** A 'mobile' item's heading text on desktop (below the breakpoint its toggle shows instead). */
export const headingText = (theme: Theme) =>
  css({
    display: 'none',
    [theme.media.desktop]: { display: 'block', padding: '0 0 12px' },
  });

/**
 * A panel: under the mobile media query a closed 'mobile' panel collapses (grid rows 0fr and
 * hidden from everyone); on desktop it is always shown. The height transition runs only once the
 * hook enables the animation (300 ms after mount) and never under reduced motion.
 */
export const panel = (theme: Theme) =>
  css({
    [theme.media.mobile]: {
      '&[data-collapsible="mobile"]': { display: 'grid', gridTemplateRows: '1fr', paddingBottom: 12 },
      '&[data-collapsible="mobile"][data-state="closed"]': {
        gridTemplateRows: '0fr',
        visibility: 'hidden',
        paddingBottom: 0,
      },
      '&[data-collapsible="mobile"] > *': { minHeight: 0, overflow: 'hidden' },
      '[data-animation="enabled"] &[data-collapsible="mobile"]': {
        transition: 'grid-template-rows 250ms ease, padding-bottom 250ms ease, visibility 0s',
      },
      '[data-animation="enabled"] &[data-collapsible="mobile"][data-state="closed"]': {
        transition: 'grid-template-rows 250ms ease, padding-bottom 250ms ease, visibility 0s linear 250ms',
      },
    },
    [theme.media.reducedMotion]: {
      '[data-animation="enabled"] &[data-collapsible="mobile"], [data-animation="enabled"] &[data-collapsible="mobile"][data-state="closed"]':
        { transition: 'none' },
    },
  });

export const linkList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': { margin: 0 },
  '& a': { display: 'inline-block', padding: '6px 0' },
});

/** A multi-column list of city links. */
export const cityList = (theme: Theme) =>
  css({
    columnCount: 2,
    columnGap: 24,
    [theme.media.desktop]: { columnCount: 5 },
    '& li': { breakInside: 'avoid' },
  });

export const row = (theme: Theme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 16,
    marginTop: 24,
    paddingTop: 24,
    borderTop: `1px solid ${theme.colors.muted}`,
  });

/** A row of titled blocks (sign-up, follow us, apps, ratings): their titles line up along the top. */
export const titledRow = (theme: Theme) => css(row(theme), { alignItems: 'flex-start', columnGap: 40, rowGap: 24 });

export const subheading = css({ margin: '0 0 8px', fontSize: 14, fontWeight: 700, '* + &': { marginTop: 16 } });

/** Two directory lists side by side on desktop (regional cities and professions). */
export const directories = (theme: Theme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.media.desktop]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: 32,
      marginTop: 24,
      paddingTop: 24,
      borderTop: `1px solid ${theme.colors.muted}`,
    },
  });

/** The block right after the link columns: on mobile the columns' own borders separate it. */
export const afterColumns = (theme: Theme) =>
  css({ [theme.media.desktop]: { marginTop: 24, paddingTop: 24, borderTop: `1px solid ${theme.colors.muted}` } });

export const iconList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: '1px solid currentColor',
  },
});

export const badgeList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

export const badge = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 44,
    padding: '6px 12px',
    borderRadius: theme.tokens.radii.large,
    border: '1px solid currentColor',
    lineHeight: 1.15,
    '& small': { display: 'block', fontSize: 11 },
    '& strong': { display: 'block', fontSize: 16 },
  });

/** A button that looks like a footer link (Accessibility Tools, Additional Cities on desktop). */
export const linkButton = css({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: '6px 0',
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

export const smallPrint = css({ margin: 0, fontSize: 12 });

export const inlineList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 16,
  '& a': { display: 'inline-block', padding: '6px 0' },
});

export const primaryButton = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '10px 20px',
    borderRadius: theme.tokens.radii.medium,
    background: theme.colors.primary,
    color: `${theme.colors.onPrimary} !important`,
    fontWeight: 700,
    ...forcedButtonEdge,
    '&:hover': { background: theme.colors.primaryHover },
  });

/** The regional footer's post-a-job banner. */
export const regionalBanner = (theme: Theme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 16,
    padding: 24,
    marginBottom: 24,
    borderRadius: theme.tokens.radii.large,
    background: theme.colors.background,
    color: theme.colors.text,
    '& h2': { margin: 0, fontSize: 20 },
    '& p': { margin: '4px 0 0' },
    // On its light box the footer's light ring would not show: the theme's.
    '&& a:focus-visible': focusOutline(theme.colors.focus),
  });

/** The regional footer's sister brands. */
export const sisterList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 20px',
  '& a': { display: 'inline-block', padding: '6px 0' },
});

/** The legal bar's surface (simple footers). */
export const legalBar = (theme: Theme) =>
  css({
    ...borderBox,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
    fontSize: 13,
    lineHeight: 1.5,
    padding: '16px',
    borderTop: `1px solid ${theme.colors.border}`,
    '& a, & button': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: 3 },
    '& a:focus-visible, & button:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '& p': { margin: '8px 0 0' },
  });

export const legalBarInner = (theme: Theme) => css({ maxWidth: theme.tokens.containerWidths.large, margin: '0 auto' });

/** A column's list of city links (a link list in columns). */
export const cityLinkList = (theme: Theme) => css(linkList, cityList(theme));

/** The toggle of an 'always' collapsible column: as wide as its text. */
export const toggleAlways = (theme: Theme) => css(toggle(theme), { width: 'auto' });

/** The slot of the sign-up banner in the global footer (gone when the banner renders nothing). */
export const bannerSlot = css({ marginBottom: 32, '&:empty': { display: 'none' } });

/** The slot of the sign-up form in the global footer's titled row. */
export const signupSlot = css({ flex: '1 1 320px' });

/** The footers' static classes (`rc-footer-…`): compiled once, never per render. */
export const footerSheet = /* @__PURE__ */ defineStyles('footer', {
  visuallyHidden,
  footerRoot,
  container,
  columnsGrid,
  column,
  heading,
  toggle,
  headingText,
  toggleAlways,
  panel,
  linkList,
  cityLinkList,
  row,
  titledRow,
  subheading,
  directories,
  afterColumns,
  iconList,
  badgeList,
  badge,
  linkButton,
  smallPrint,
  inlineList,
  primaryButton,
  regionalBanner,
  sisterList,
  legalBar,
  legalBarInner,
  bannerSlot,
  signupSlot,
});
