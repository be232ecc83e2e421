/** @jsxImportSource @emotion/react */
import { css, type Theme } from '@emotion/react';
import { AI_ENTRY_TEXTS, useAiEntry, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { focusRing } from '../styles';

export interface AiProFinderButtonProps extends Omit<UseAiEntryOptions, 'defaultValue'> {
  /** The button's text. @default 'AI Pro Finder' */
  label?: string;
  className?: string;
}

const buttonStyle = (theme: Theme) =>
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

/** The mobile AI Pro Finder button (standardWithAiButton): goes to the AI link or `{origin}/ai`. */
export function AiProFinderButton({
  label = AI_ENTRY_TEXTS.buttonLabel,
  className,
  ...options
}: AiProFinderButtonProps) {
  const ai = useAiEntry(options);
  return (
    <button {...ai.getButtonProps()} className={className} css={buttonStyle}>
      <SparkleIcon />
      {label}
    </button>
  );
}
