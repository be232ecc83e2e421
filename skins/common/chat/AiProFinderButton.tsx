import { AI_ENTRY_TEXTS, useAiEntry, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { cx, styleElements } from '../../theme/sheet';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { themeScope } from '../../theme/vars';
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
  const theme = useSkinTheme();
  const scope = themeScope(theme);
  return (
    <>
      {styleElements(theme.stylesheet, [chatSheet])}
      <button
        {...ai.getButtonProps()}
        className={cx(scope.className, c.proFinderButtonStyle, className)}
        style={scope.style}
      >
        <SparkleIcon />
        {label}
      </button>
    </>
  );
}
