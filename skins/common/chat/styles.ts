import type { Theme } from '@emotion/react';
import { css, keyframes } from '../../theme/css';
import { defineStyles } from '../../theme/sheet';
import { focusRing, forcedColors, forcedFocusWithin, visuallyHidden } from '../styles';

/** The AI entry field, the AI Pro Finder button and the chat composer. */

// The header's 'Find pros with AI' field.

export const entryFormStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    minWidth: 0,
    padding: '2px 2px 2px 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 999,
    background: theme.colors.background,
    fontFamily: theme.fonts.body,
    '&:focus-within': { borderColor: theme.colors.focus, boxShadow: `0 0 0 1px ${theme.colors.focus}` },
    ...forcedFocusWithin,
  });

export const entryInputStyle = (theme: Theme) =>
  css({
    flex: 1,
    minWidth: 0,
    border: 0,
    padding: '8px 0',
    font: 'inherit',
    fontSize: 16,
    color: theme.colors.text,
    background: 'transparent',
    outline: 'none',
    '&::placeholder': { color: theme.colors.muted },
  });

export const entryButtonStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 36,
      height: 36,
      border: 0,
      borderRadius: '50%',
      cursor: 'pointer',
      color: theme.colors.onPrimary,
      background: theme.colors.primary,
      '&:hover': { background: theme.colors.primaryHover },
    },
    focusRing(theme),
  );

// The mobile AI Pro Finder button.

export const proFinderButtonStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      minHeight: 36,
      padding: '6px 12px',
      border: `1px solid ${theme.colors.primary}`,
      borderRadius: 999,
      cursor: 'pointer',
      font: 'inherit',
      fontFamily: theme.fonts.body,
      fontSize: 14,
      fontWeight: 600,
      color: theme.colors.primary,
      background: theme.colors.background,
      '&:hover': { color: theme.colors.onPrimary, background: theme.colors.primary },
      transition: 'background-color 150ms ease, color 150ms ease',
      [theme.media.reducedMotion]: { transition: 'none' },
    },
    focusRing(theme),
  );

// The chat composer.

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const chatFormStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'flex-end',
    gap: 8,
    padding: 8,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.large,
    background: theme.colors.background,
    fontFamily: theme.fonts.body,
    // A 2 px ring (its border and a 1 px shadow), as the entry field's.
    '&:focus-within': { borderColor: theme.colors.focus, boxShadow: `0 0 0 1px ${theme.colors.focus}` },
    ...forcedFocusWithin,
  });

export const textareaStyle = (theme: Theme) =>
  css({
    flex: 1,
    minWidth: 0,
    resize: 'none',
    border: 0,
    padding: '6px 4px',
    font: 'inherit',
    fontSize: 16, // 16 px stops iOS zooming into the field
    lineHeight: '24px',
    color: theme.colors.text,
    background: 'transparent',
    outline: 'none',
    '&::placeholder': { color: theme.colors.muted },
    '&:disabled': { color: theme.colors.muted },
  });

export const sendButtonStyle = (theme: Theme) =>
  css(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
      width: 36,
      height: 36,
      border: 0,
      borderRadius: '50%',
      cursor: 'pointer',
      color: theme.colors.muted,
      background: theme.colors.surface,
      transition: 'background-color 150ms ease, color 150ms ease',
      '&[data-state="active"]': { color: theme.colors.onPrimary, background: theme.colors.primary },
      '&[data-state="active"]:hover': { background: theme.colors.primaryHover },
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&[data-state="loading"] [data-spinner]': { animation: `${spin} 900ms linear infinite` },
      // Forced colours: an outlined system button, grey text while it cannot send (empty or busy).
      [forcedColors]: {
        forcedColorAdjust: 'none',
        color: 'ButtonText',
        background: 'ButtonFace',
        border: '1px solid ButtonText',
        '&[aria-disabled="true"], &[data-state="loading"]': { color: 'GrayText', borderColor: 'GrayText' },
      },
      [theme.media.reducedMotion]: {
        transition: 'none',
        '&[data-state="loading"] [data-spinner]': { animation: 'none' },
      },
    },
    focusRing(theme),
  );

export const labelStyle = (theme: Theme) => css({ display: 'block', marginBottom: 4, color: theme.colors.text });

/** The AI entry and chat's static classes (`rc-chat-…`): compiled once, never per render. */
export const chatSheet = /* @__PURE__ */ defineStyles('chat', {
  visuallyHidden,
  entryFormStyle,
  entryInputStyle,
  entryButtonStyle,
  proFinderButtonStyle,
  chatFormStyle,
  textareaStyle,
  sendButtonStyle,
  labelStyle,
});
