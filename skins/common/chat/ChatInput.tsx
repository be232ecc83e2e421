/** @jsxImportSource @emotion/react */
import { css, keyframes, type Theme } from '@emotion/react';
import { useChatInput, type UseChatInputOptions } from '../../../src';
import { SendIcon, SparkleIcon, SpinnerIcon } from './icons';
import { focusRing, forcedColors, forcedFocusWithin, visuallyHidden } from '../styles';

export interface ChatInputProps extends UseChatInputOptions {
  /** The textarea's accessible name. @default 'Message' */
  label?: string;
  /** Show the label above the field instead of only to assistive technology. @default false */
  showLabel?: boolean;
  /** Placeholder of the textarea. */
  placeholder?: string;
  /** The send button's accessible name. @default 'Send' */
  sendLabel?: string;
  className?: string;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const formStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'flex-end',
    gap: 8,
    padding: 8,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.tokens.radii.large,
    background: theme.colors.background,
    fontFamily: theme.fonts.body,
    '&:focus-within': { borderColor: theme.colors.focus },
    ...forcedFocusWithin,
  });

const textareaStyle = (theme: Theme) =>
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

const buttonStyle = (theme: Theme) =>
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

const labelStyle = (theme: Theme) => css({ display: 'block', marginBottom: 4, color: theme.colors.text });

/**
 * The AI chat composer (spec 2.9, 4.6): a growing textarea (1 to 6 rows, 2000 characters) with a send
 * button showing an active or loading look. Enter sends, Shift+Enter adds a line; IME-safe.
 */
export function ChatInput({
  label = 'Message',
  showLabel = false,
  placeholder,
  sendLabel = 'Send',
  className,
  ...options
}: ChatInputProps) {
  const chat = useChatInput(options);
  const sparkle = options.sendButtonStyle === 'sparkle';
  return (
    <div className={className}>
      <label {...chat.getLabelProps()} css={showLabel ? labelStyle : visuallyHidden}>
        {label}
      </label>
      <form {...chat.getFormProps()} css={formStyle}>
        <textarea {...chat.getTextareaProps({ placeholder })} css={textareaStyle} />
        {chat.isSendButtonVisible && (
          <button {...chat.getSendButtonProps({ 'aria-label': sendLabel })} css={buttonStyle}>
            {chat.status === 'loading' ? <SpinnerIcon /> : sparkle ? <SparkleIcon /> : <SendIcon />}
          </button>
        )}
      </form>
    </div>
  );
}
