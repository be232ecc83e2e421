// useChatInput: a hooks-only composer, and the same composer from a skin.
import { useState } from 'react';
import { useChatInput } from '../../src';
import { ChatInput, ThemeProvider } from '../../skins/roofline';

/** A custom UI on the hook: every ARIA attribute and key rule comes from the prop getters. */
export function CustomComposer({ ask }: { ask: (text: string) => Promise<void> }) {
  const chat = useChatInput({ onSubmit: ask, sendButtonStyle: 'sparkle', initialText: '' });
  return (
    <form {...chat.getFormProps({ className: 'composer' })}>
      <label {...chat.getLabelProps({ className: 'visually-hidden' })}>Ask about your project</label>
      <textarea {...chat.getTextareaProps({ placeholder: 'Describe your project' })} />
      {chat.isSendButtonVisible && (
        <button {...chat.getSendButtonProps({ 'aria-label': 'Send' })}>
          {chat.status === 'loading' ? 'Sending…' : 'Send'}
        </button>
      )}
      <small aria-live="polite">{chat.remainingCharacters < 100 ? `${chat.remainingCharacters} left` : ''}</small>
    </form>
  );
}

/** The skin's composer, keeping the sent text and showing a loading look while an answer streams. */
export function SkinnedComposer() {
  const [streaming, setStreaming] = useState(false);
  return (
    <ThemeProvider>
      <ChatInput
        label="Ask about your project"
        placeholder="Describe your project"
        loading={streaming}
        keepSubmittedText
        onSubmit={async () => {
          setStreaming(true);
          try {
            await new Promise((resolve) => setTimeout(resolve, 1000));
          } finally {
            setStreaming(false);
          }
        }}
      />
    </ThemeProvider>
  );
}
