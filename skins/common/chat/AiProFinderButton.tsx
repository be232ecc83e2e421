import { AI_ENTRY_TEXTS, useAiEntry, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { chatSheet } from './styles';

const c = chatSheet.classes;

export interface AiProFinderButtonProps extends Omit<UseAiEntryOptions, 'defaultValue'> {
  /** The button's text. @default 'AI Pro Finder' */
  label?: string;
  className?: string;
}

/** The mobile AI Pro Finder button (standardWithAiButton): goes to the AI link or `{origin}/ai`. */
export function AiProFinderButton({
  label = AI_ENTRY_TEXTS.buttonLabel,
  className,
  ...options
}: AiProFinderButtonProps) {
  const ai = useAiEntry(options);
  const root = useSkinRoot([chatSheet]);
  return (
    <>
      {root.styles}
      <button {...ai.getButtonProps()} {...root.props(c.proFinderButtonStyle, className)}>
        <SparkleIcon />
        {label}
      </button>
    </>
  );
}
