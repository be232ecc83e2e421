import { AI_ENTRY_TEXTS, useAiEntry, type UseAiEntryOptions } from '../../../src';
import { SparkleIcon } from './icons';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { chatSheet } from './styles';

const c = chatSheet.classes;

export interface AiEntryFieldProps extends UseAiEntryOptions {
  /** The field's label and placeholder. @default 'Find pros with AI' */
  label?: string;
  /** The go button's accessible name. @default the label */
  submitLabel?: string;
  className?: string;
}

/** The header's 'Find pros with AI' text field (standardWithAiField): Enter or the button goes to the AI page. */
export function AiEntryField({
  label = AI_ENTRY_TEXTS.fieldLabel,
  submitLabel,
  className,
  ...options
}: AiEntryFieldProps) {
  const ai = useAiEntry(options);
  const root = useSkinRoot([chatSheet]);
  return (
    <>
      {root.styles}
      <form {...ai.getFormProps({ 'aria-label': label })} {...root.props(c.entryFormStyle, className)}>
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
