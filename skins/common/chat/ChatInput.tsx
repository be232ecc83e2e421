'use client';

import { useChatInput, useChromeTexts, type UseChatInputOptions } from '../../../src';
import { SendIcon, SparkleIcon, SpinnerIcon } from './icons';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { chatSheet } from './styles';

const c = chatSheet.classes;

export interface ChatInputProps extends UseChatInputOptions {
  /** The textarea's accessible name. @default the catalogue's `chat.messageLabel` ('Message' in en-US) */
  label?: string | undefined;
  /** Show the label above the field instead of only to assistive technology. @default false */
  showLabel?: boolean | undefined;
  /** Placeholder of the textarea. */
  placeholder?: string | undefined;
  /** The send button's accessible name. @default the catalogue's `chat.send` ('Send' in en-US) */
  sendLabel?: string | undefined;
  className?: string | undefined;
}

/**
 * The AI chat composer (spec 2.9, 4.6): a growing textarea (1 to 6 rows, 2000 characters) with a send
 * button showing an active or loading look. Enter sends, Shift+Enter adds a line; IME-safe.
 */
export function ChatInput({
  label: labelProp,
  showLabel = false,
  placeholder,
  sendLabel: sendLabelProp,
  className,
  ...options
}: ChatInputProps) {
  const { texts, lang } = useChromeTexts('chat');
  const label = labelProp ?? texts.messageLabel;
  const sendLabel = sendLabelProp ?? texts.send;
  const chat = useChatInput(options);
  const sparkle = options.sendButtonStyle === 'sparkle';
  const root = useSkinRoot([chatSheet]);
  return (
    <div {...root.props(className)} lang={lang}>
      {root.styles}
      <label {...chat.getLabelProps()} className={showLabel ? c.labelStyle : c.visuallyHidden}>
        {label}
      </label>
      <form {...chat.getFormProps()} className={c.chatFormStyle}>
        <textarea {...chat.getTextareaProps({ placeholder })} className={c.textareaStyle} />
        {chat.isSendButtonVisible && (
          <button {...chat.getSendButtonProps({ 'aria-label': sendLabel })} className={c.sendButtonStyle}>
            {chat.status === 'loading' ? <SpinnerIcon /> : sparkle ? <SparkleIcon /> : <SendIcon />}
          </button>
        )}
      </form>
    </div>
  );
}
