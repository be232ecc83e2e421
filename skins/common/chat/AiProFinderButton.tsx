'use client';

import { useAiEntry, useChromeTexts, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { chatSheet } from './styles';

const c = chatSheet.classes;

export interface AiProFinderButtonProps extends Omit<UseAiEntryOptions, 'defaultValue'> {
  /** The button's text. @default the catalogue's `chat.aiButtonLabel` ('AI Pro Finder' in en-US) */
  label?: string | undefined;
  className?: string | undefined;
}

/** The mobile AI Pro Finder button (standardWithAiButton): goes to the AI link or `{origin}/ai`. */
export function AiProFinderButton({ label, className, ...options }: AiProFinderButtonProps) {
  const { texts, lang } = useChromeTexts('chat');
  const ai = useAiEntry(options);
  const root = useSkinRoot([chatSheet]);
  return (
    <>
      {root.styles}
      <button {...ai.getButtonProps()} {...root.props(c.proFinderButtonStyle, className)} lang={lang}>
        <SparkleIcon />
        {label ?? texts.aiButtonLabel}
      </button>
    </>
  );
}
