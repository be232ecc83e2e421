import type { CSSObject, Theme } from '@emotion/react';
import { defineStyles } from '../../theme/sheet';
import { borderBox, focusOutline, forcedButtonEdge, visuallyHiddenStyle } from '../styles';

export { visuallyHiddenStyle as visuallyHidden } from '../styles';

/**
 * The banner's box; `data-variant` (roofline | homeadvisor) and `data-placement` (page | footer) pick
 * the look. Grid areas place the parts: the heading beside the form on desktop, and the status line
 * (error or thank-you) right under the form, where the eye already is.
 */
export const bannerStyle = (theme: Theme): CSSObject => ({
  ...borderBox,
  fontFamily: theme.fonts.body,
  color: theme.colors.text,
  background: theme.colors.surface,
  borderRadius: theme.tokens.radii.large,
  padding: 24,
  margin: '0 auto',
  maxWidth: theme.tokens.containerWidths.large,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"text" "form" "status" "retry"',
  columnGap: 16,
  rowGap: 0,
  alignItems: 'center',
  '& > svg': { gridArea: 'icon' },
  '& > div': { gridArea: 'text', marginBottom: 16 },
  '& > form': { gridArea: 'form' },
  '& > p': { gridArea: 'status' },
  '& > p:not(:empty)': { marginTop: 8 },
  '& > button': { gridArea: 'retry', justifySelf: 'start', marginTop: 8 },
  [theme.media.desktop]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
    gridTemplateAreas: '"text form" "text status" "text retry"',
    columnGap: 32,
    '& > div': { marginBottom: 0 },
  },
  '&[data-variant="homeadvisor"]': {
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderTop: `4px solid ${theme.colors.primary}`,
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"icon text" "form form" "status status" "retry retry"',
    '& > svg': { gridArea: 'icon', alignSelf: 'start' },
    [theme.media.desktop]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1.4fr)',
      gridTemplateAreas: '"icon text form" "icon text status" "icon text retry"',
      '& > svg': { alignSelf: 'center' },
    },
  },
  '&[data-placement="footer"]': {
    background: 'transparent',
    border: 'none',
    color: 'inherit',
    padding: 0,
    maxWidth: 'none',
    '&, &[data-variant]': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"text" "form" "status" "retry"',
      [theme.media.desktop]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"text" "form" "status" "retry"',
      },
    },
    '& > div': { marginBottom: 12 },
  },
  '&[data-state="submitted"], &[data-state="submitted"][data-variant]': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"status"',
    [theme.media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"status"' },
    '& > p:not(:empty)': { marginTop: 0 },
  },
});

export const iconStyle = (theme: Theme): CSSObject => ({
  color: theme.colors.primary,
  width: 40,
  height: 40,
  '[data-placement="footer"] &': { display: 'none' },
});

export const titleStyle = (theme: Theme): CSSObject => ({
  fontFamily: theme.fonts.heading,
  fontSize: 22,
  lineHeight: 1.25,
  fontWeight: 700,
  margin: 0,
  '[data-placement="footer"] &, [data-footer-form] &': { fontSize: 18 },
});

export const subtitleStyle = (theme: Theme): CSSObject => ({
  margin: '6px 0 0',
  fontSize: 16,
  lineHeight: 1.4,
  color: theme.colors.muted,
  '[data-placement="footer"] &': { color: 'inherit' },
});

export const formStyle: CSSObject = { display: 'grid', gap: 8, margin: 0 };

export const rowStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'flex-start',
  [theme.media.mobile]: { flexDirection: 'column', alignItems: 'stretch', '&& > *': { flex: 'none' } },
});

export const fieldStyle: CSSObject = { display: 'grid', gap: 4, flex: '1 1 12em', minWidth: 0 };
export const zipFieldStyle: CSSObject = { ...fieldStyle, flex: '0 1 8em' };

export const inputStyle = (theme: Theme): CSSObject => ({
  minHeight: 44,
  width: '100%',
  boxSizing: 'border-box',
  padding: '0 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.tokens.radii.medium,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: 16,
  fontFamily: 'inherit',
  '&::placeholder': { color: theme.colors.muted, opacity: 1 },
  // A placeholder longer than the field (a long language) ends in an ellipsis, not mid-letter.
  textOverflow: 'ellipsis',
  '&:focus-visible': focusOutline(theme.colors.focus),
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, boxShadow: `0 0 0 1px ${theme.colors.error}` },
});

export const buttonStyle = (theme: Theme): CSSObject => ({
  minHeight: 44,
  padding: '0 20px',
  border: 'none',
  borderRadius: theme.tokens.radii.medium,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: 16,
  fontWeight: 700,
  fontFamily: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease',
  '&:hover': { background: theme.colors.primaryHover },
  '&:focus-visible': focusOutline(theme.colors.focus),
  '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  [theme.media.reducedMotion]: { transition: 'none' },
  ...forcedButtonEdge,
});

export const errorStyle = (theme: Theme): CSSObject => ({
  margin: 0,
  minHeight: '1.25em',
  fontSize: 14,
  color: theme.colors.error,
  '[data-placement="footer"] &': { color: 'inherit', fontWeight: 700 },
  '&:empty': { minHeight: 0 },
});

export const thankYouStyle = (theme: Theme): CSSObject => ({
  margin: 0,
  fontSize: 18,
  fontWeight: 700,
  color: theme.colors.success,
  '[data-placement="footer"] &, [data-footer-form] &': { color: 'inherit' },
  '&:focus': { outline: 'none' },
  '&:focus-visible': focusOutline(theme.colors.focus),
  '&:empty': { display: 'none' },
});

/** The footer form's box: inherits the footer's colours. */
export const footerFormStyle = (theme: Theme): CSSObject => ({
  ...borderBox,
  fontFamily: theme.fonts.body,
  color: 'inherit',
  display: 'grid',
  gap: 12,
});

/** 'Try again' after a failed sign-up: a secondary button under the message, beside the form. */
export const retryButtonStyle = (theme: Theme): CSSObject => ({
  ...buttonStyle(theme),
  color: theme.colors.primary,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.primary}`,
  '&:hover': { background: theme.colors.surface },
  '[data-placement="footer"] &': { color: 'inherit', background: 'transparent', borderColor: 'currentColor' },
});

/** The sign-up forms' static classes (`rc-signup-…`): compiled once, never per render. */
export const signupSheet = /* @__PURE__ */ defineStyles('signup', {
  visuallyHidden: visuallyHiddenStyle,
  bannerStyle,
  iconStyle,
  titleStyle,
  subtitleStyle,
  formStyle,
  rowStyle,
  fieldStyle,
  zipFieldStyle,
  inputStyle,
  buttonStyle,
  errorStyle,
  thankYouStyle,
  footerFormStyle,
  retryButtonStyle,
});
