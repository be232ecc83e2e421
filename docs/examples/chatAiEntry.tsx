// useAiEntry: the 'Find pros with AI' field and the AI Pro Finder button on the hook.
import { AI_ENTRY_TEXTS, buildAiEntryUrl, ChromeProvider, useAiEntry } from '../../src';

export function AiField({ aiLink }: { aiLink?: string }) {
  const ai = useAiEntry({ aiLink });
  return (
    <form {...ai.getFormProps({ 'aria-label': AI_ENTRY_TEXTS.fieldLabel })}>
      <label {...ai.getLabelProps({ className: 'visually-hidden' })}>{AI_ENTRY_TEXTS.fieldLabel}</label>
      <input {...ai.getInputProps({ placeholder: AI_ENTRY_TEXTS.fieldLabel })} />
      <button type="submit">Go</button>
    </form>
  );
}

export function AiButton({ aiLink }: { aiLink?: string }) {
  const ai = useAiEntry({ aiLink });
  return <button {...ai.getButtonProps()}>{AI_ENTRY_TEXTS.buttonLabel}</button>;
}

/** In a client-side router, pass its navigate so the AI page opens without a full reload. */
export function WithRouter({ push }: { push: (url: string) => void }) {
  return (
    <ChromeProvider config={{ navigate: (url) => push(url) }}>
      <AiButton />
    </ChromeProvider>
  );
}

// The pure URL builder, for a server redirect or a test:
export const exampleUrl = buildAiEntryUrl({
  origin: 'https://www.roofline.com',
  search: '?utm_source=mail',
  text: 'replace my roof',
}); // 'https://www.roofline.com/ai?utm_source=mail&initialText=replace+my+roof'
