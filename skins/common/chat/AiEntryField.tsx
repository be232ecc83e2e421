/** @jsxImportSource @emotion/react */
import { css, type Theme } from '@emotion/react';
import { AI_ENTRY_TEXTS, useAiEntry, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { focusRing, forcedFocusWithin, visuallyHidden } from '../styles';

export interface AiEntryFieldProps extends UseAiEntryOptions {
  /** The field's label and placeholder. @default 'Find pros with AI' */
  label?: string;
  /** The go button's accessible name. @default the label */
  submitLabel?: string;
  className?: string;
}

const formStyle = (theme: Theme) =>
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

const inputStyle = (theme: Theme) =>
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

const buttonStyle = (theme: Theme) =>
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

/** The header's 'Find pros with AI' text field (standardWithAiField): Enter or the button goes to the AI page. */
export function AiEntryField({
  label = AI_ENTRY_TEXTS.fieldLabel,
  submitLabel,
  className,
  ...options
}: AiEntryFieldProps) {
  const ai = useAiEntry(options);
  return (
    <form {...ai.getFormProps({ 'aria-label': label })} className={className} css={formStyle}>
      <label {...ai.getLabelProps()} css={visuallyHidden}>
        {label}
      </label>
      <input {...ai.getInputProps({ placeholder: label })} css={inputStyle} />
      {/* A plain submit button: the form's submit handler goes (getButtonProps would go twice). */}
      <button type="submit" aria-label={submitLabel ?? label} css={buttonStyle}>
        <SparkleIcon />
      </button>
    </form>
  );
}
