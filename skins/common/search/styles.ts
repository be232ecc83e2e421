import type { CSSObject, Theme } from '@emotion/react';
import { defineStyles } from '../../theme/sheet';
import {
  borderBox,
  focusOutline,
  forcedButtonEdge,
  forcedColors,
  forcedHighlight,
  visuallyHiddenStyle,
} from '../styles';

export { visuallyHiddenStyle as visuallyHidden } from '../styles';

export const formStyle = (theme: Theme): CSSObject => ({
  ...borderBox,
  position: 'relative',
  fontFamily: theme.fonts.body,
  color: theme.colors.text,
  width: '100%',
  // The bar's layout follows the room it has, not the window: the same bar sits in a page column,
  // in the header and in a phone's full width.
  containerType: 'inline-size',
  containerName: 'chrome-search',
});

/**
 * Below this width the one-line bar would squeeze the project field to a few letters: the project
 * field then takes the whole first row, the ZIP and the button share the second.
 */
const NARROW = '@container chrome-search (max-width: 479.98px)';

export const barStyle = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.tokens.radii.large,
  background: theme.colors.background,
  '&:focus-within': { borderColor: theme.colors.focus },
  '&[data-invalid="true"]': { borderColor: theme.colors.error },
  '&[data-layout="fullscreen"]': { flexDirection: 'column', border: 'none', gap: 8 },
  [NARROW]: { '&[data-layout="bar"]': { flexWrap: 'wrap' } },
});

export const inputStyle = (theme: Theme): CSSObject => ({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 44,
  padding: '0 12px',
  border: 'none',
  background: 'transparent',
  color: theme.colors.text,
  fontSize: 16,
  fontFamily: 'inherit',
  '&::placeholder': { color: theme.colors.muted, opacity: 1 },
  // A placeholder longer than the field (a long language) ends in an ellipsis, not mid-letter.
  textOverflow: 'ellipsis',
  '&:focus-visible': { ...focusOutline(theme.colors.focus), outlineOffset: -2 },
  '&[aria-invalid="true"]': { boxShadow: `inset 0 -2px 0 ${theme.colors.error}` },
  // Shadows are dropped in forced colours: a system-coloured underline marks the field instead.
  [forcedColors]: { '&[aria-invalid="true"]': { textDecoration: 'underline wavy', textDecorationColor: 'CanvasText' } },
  '[data-layout="fullscreen"] &': {
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.medium,
  },
  [NARROW]: { '[data-layout="bar"] > &': { flexBasis: '100%', borderBottom: `1px solid ${theme.colors.border}` } },
});

export const zipInputStyle = (theme: Theme): CSSObject => ({
  ...inputStyle(theme),
  flex: '0 0 7.5em',
  borderLeft: `1px solid ${theme.colors.border}`,
  // Narrow: at least 7.5em beside the button, which goes to a row of its own when a language's longer
  // button text leaves the field less ('Rechercher' beside 'Code postal' at 320 px).
  [NARROW]: {
    '[data-layout="bar"] > &': { flex: '999 1 7.5em', minWidth: '7.5em', borderLeft: 'none', borderBottom: 'none' },
  },
  '[data-layout="fullscreen"] &': {
    flex: '0 0 auto',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.medium,
  },
});

export const buttonStyle = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 20px',
  border: 'none',
  borderRadius: `0 ${theme.tokens.radii.large}px ${theme.tokens.radii.large}px 0`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: 16,
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  '&:hover': { background: theme.colors.primaryHover },
  '&:focus-visible': focusOutline(theme.colors.focus),
  [theme.media.reducedMotion]: { transition: 'none' },
  ...forcedButtonEdge,
  '[data-layout="fullscreen"] &': { borderRadius: theme.tokens.radii.medium },
  [NARROW]: { '[data-layout="bar"] > &': { flex: '1 0 auto', borderRadius: `0 0 ${theme.tokens.radii.large}px 0` } },
});

export const iconButtonStyle = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: theme.tokens.radii.medium,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': focusOutline(theme.colors.focus),
});

export const panelStyle = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: theme.zIndex.dropdown,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.tokens.radii.medium,
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.12)',
  '&[data-state="closed"]': { display: 'none' },
  '[data-layout="fullscreen"] &': { position: 'static', border: 'none', boxShadow: 'none' },
});

/** Downshift's menu element: the heading of the recent searches, the listbox and its buttons; it scrolls. */
export const menuStyle: CSSObject = {
  maxHeight: 360,
  overflowY: 'auto',
  '[data-layout="fullscreen"] &': { maxHeight: 'none' },
  // In a chunk failure's stand-in (a native <dialog>, which scrolls itself) it does not scroll: a
  // scrolling box whose options are not focusable is a region no keyboard can scroll (axe).
  'dialog[data-stand-in] &': { overflow: 'visible' },
};

/** The listbox and, over its right edge, the recent searches' remove buttons. */
export const listFrameStyle: CSSObject = { position: 'relative' };

/** The height of a recent search's row: its remove button is level with it. */
const RECENT_ROW = 44;

export const listStyle = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: '4px 0',
  '&[data-presentation="alternate"]': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: 8,
    padding: 8,
  },
  '&:empty': { padding: 0 },
  color: theme.colors.text,
});

/** An option's row: the option (a link) and, for a recent search, its remove button. */
export const optionRowStyle: CSSObject = {
  display: 'flex',
  alignItems: 'stretch',
  '[data-presentation="alternate"] > &': { display: 'grid' },
  // One line, room on the right for the remove button beside it.
  '&[data-recent="true"] > a': {
    boxSizing: 'border-box',
    height: RECENT_ROW,
    paddingTop: 0,
    paddingBottom: 0,
    paddingRight: 48,
  },
};

export const optionTextStyle: CSSObject = {
  minWidth: 0,
  '[data-recent="true"] &': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
};

/** The remove buttons, one per recent search, each as tall as its row (the recent group opens the list). */
export const removeColumnStyle: CSSObject = {
  position: 'absolute',
  top: 4,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  '&[data-presentation="alternate"]': { top: 8 },
};

export const optionStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  alignItems: 'center',
  gap: 10,
  padding: '10px 12px',
  cursor: 'pointer',
  // A link for what it does (a modified click opens a tab), an option for how it looks.
  color: 'inherit',
  textDecoration: 'none',
  '& > svg': { flexShrink: 0 },
  '&[aria-selected="true"]': { background: theme.colors.surface, color: theme.colors.primaryHover },
  [forcedColors]: { '&[aria-selected="true"]': forcedHighlight },
  '[data-presentation="alternate"] > li > &': {
    flexDirection: 'column',
    alignItems: 'flex-start',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.large,
    minHeight: 72,
  },
  '[data-presentation="alternate"] > li > &[aria-selected="true"]': { borderColor: theme.colors.primary },
});

/** The matched part of a suggestion's name: bold in the text's colour, not the browser's yellow. */
export const markStyle: CSSObject = {
  display: 'inline',
  background: 'transparent',
  color: 'inherit',
  fontWeight: 700,
  [forcedColors]: { color: 'inherit', background: 'transparent' },
};

/** A group of the list (recent searches, popular projects): across the alternate grid's columns. */
export const groupRowStyle: CSSObject = { '[data-presentation="alternate"] > &': { gridColumn: '1 / -1' } };

export const groupStyle: CSSObject = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& + &, li + li > &': { marginTop: 4 },
};

export const removeButtonStyle = (theme: Theme): CSSObject => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: RECENT_ROW,
  height: RECENT_ROW,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: theme.colors.muted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.surface },
  '&:focus-visible': { ...focusOutline(theme.colors.focus), outlineOffset: -2 },
});

export const clearButtonStyle = (theme: Theme): CSSObject => ({
  border: 'none',
  background: 'transparent',
  color: theme.colors.primary,
  fontFamily: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  minHeight: 24,
  minWidth: 24,
  padding: '0 4px',
  cursor: 'pointer',
  textDecoration: 'underline',
  textTransform: 'none',
  letterSpacing: 'normal',
  '&:focus-visible': focusOutline(theme.colors.focus),
});

export const noResultsStyle: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  padding: '6px 0 6px 12px',
};

export const noResultsTextStyle = (theme: Theme): CSSObject => ({
  margin: 0,
  color: theme.colors.text,
  fontSize: 15,
  overflowWrap: 'anywhere',
});

export const panelFooterStyle = (theme: Theme): CSSObject => ({
  borderTop: `1px solid ${theme.colors.border}`,
  padding: 8,
  display: 'flex',
  justifyContent: 'flex-end',
});

export const linkButtonStyle = (theme: Theme): CSSObject => ({
  border: 'none',
  background: 'transparent',
  color: theme.colors.primary,
  fontWeight: 600,
  fontSize: 15,
  fontFamily: 'inherit',
  minHeight: 44,
  padding: '0 12px',
  cursor: 'pointer',
  textDecoration: 'underline',
  '&:focus-visible': focusOutline(theme.colors.focus),
});

export const headingStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  margin: 0,
  padding: '4px 12px 0',
  fontSize: 13,
  fontWeight: 600,
  color: theme.colors.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const errorStyle = (theme: Theme): CSSObject => ({
  margin: '6px 0 0',
  color: theme.colors.error,
  fontSize: 14,
  '&:empty': { margin: 0 },
});

/** The desktop search panel's anchor: the icon button's box, so the panel opens under it. */
export const popoverAnchorStyle: CSSObject = { position: 'relative', display: 'inline-flex' };

/** The search box's static classes (`rc-search-…`): compiled once, never per render. */
export const searchSheet = /* @__PURE__ */ defineStyles('search', {
  visuallyHidden: visuallyHiddenStyle,
  formStyle,
  barStyle,
  inputStyle,
  zipInputStyle,
  buttonStyle,
  iconButtonStyle,
  panelStyle,
  listStyle,
  menuStyle,
  listFrameStyle,
  optionRowStyle,
  optionStyle,
  optionTextStyle,
  removeColumnStyle,
  markStyle,
  groupRowStyle,
  groupStyle,
  removeButtonStyle,
  clearButtonStyle,
  noResultsStyle,
  noResultsTextStyle,
  panelFooterStyle,
  linkButtonStyle,
  headingStyle,
  errorStyle,
  popoverAnchorStyle,
});
