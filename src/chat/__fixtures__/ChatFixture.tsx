import { useChatInput } from '../useChatInput';
import type { ChatTextareaUserProps, UseChatInputOptions, UseChatInputResult } from '../useChatInput.types';

export interface ChatFixtureProps extends UseChatInputOptions {
  onRender?: (result: UseChatInputResult) => void;
  /** Extra props for the textarea getter (to test handler composition). */
  textareaProps?: ChatTextareaUserProps;
}

/** A minimal unstyled UI on useChatInput, as a consumer would build it. */
export function ChatFixture({ onRender, textareaProps, ...options }: ChatFixtureProps) {
  const chat = useChatInput(options);
  onRender?.(chat);
  return (
    <form {...chat.getFormProps()}>
      <label {...chat.getLabelProps()}>Message</label>
      <textarea {...chat.getTextareaProps(textareaProps)} />
      {chat.isSendButtonVisible && <button {...chat.getSendButtonProps({ 'aria-label': 'Send' })} />}
      <output data-testid="status">{chat.status}</output>
      <output data-testid="error">{chat.error ? String(chat.error) : ''}</output>
      <output data-testid="submit-status">{chat.submitStatus}</output>
    </form>
  );
}
