'use client';

import { useAiEntry, useChromeTexts, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { chatSheet } from './styles';

const c = chatSheet.classes;

export interface AiEntryFieldProps extends UseAiEntryOptions {
  /** The field's label and placeholder. @default the catalogue's `chat.aiFieldLabel` ('Find pros with AI' in en-US) */
  label?: string | undefined;
  /** The go button's accessible name. @default the label */
  submitLabel?: string | undefined;
  className?: string | undefined;
}

/** The header's 'Find pros with AI' text field (standardWithAiField): Enter or the button goes to the AI page. */
export function AiEntryField({ label: labelProp, submitLabel, className, ...options }: AiEntryFieldProps) {
  const { texts, lang } = useChromeTexts('chat');
  const label = labelProp ?? texts.aiFieldLabel;
  const ai = useAiEntry(options);
  const root = useSkinRoot([chatSheet]);
  return (
    <>
      {root.styles}
      <form {...ai.getFormProps({ 'aria-label': label })} {...root.props(c.entryFormStyle, className)} lang={lang}>
        <label {...ai.getLabelProps()} className={c.visuallyHidden}>
          {label}
        </label>
        <input {...ai.getInputProps({ placeholder: label })} className={c.entryInputStyle} />
        {/* A plain submit button: the form's submit handler goes (getButtonProps would go twice). */}
        <button type="submit" aria-label={submitLabel ?? label} className={c.entryButtonStyle}>
          <SparkleIcon />
        </button>
      </form>
    </>
  );
}
