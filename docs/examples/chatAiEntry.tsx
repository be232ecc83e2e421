// useAiEntry: the 'Find pros with AI' field and the AI Pro Finder button on the hook.
import { buildAiEntryUrl, ChromeProvider, useAiEntry, useChromeTexts } from '../../src';

export function AiField({ aiLink }: { aiLink?: string }) {
  const ai = useAiEntry({ aiLink });
  const { texts } = useChromeTexts('chat'); // the site's language: 'Find pros with AI' on en-US
  return (
    <form {...ai.getFormProps({ 'aria-label': texts.aiFieldLabel })}>
      <label {...ai.getLabelProps({ className: 'visually-hidden' })}>{texts.aiFieldLabel}</label>
      <input {...ai.getInputProps({ placeholder: texts.aiFieldLabel })} />
      <button type="submit">Go</button>
    </form>
  );
}

export function AiButton({ aiLink }: { aiLink?: string }) {
  const ai = useAiEntry({ aiLink });
  const { texts } = useChromeTexts('chat');
  return <button {...ai.getButtonProps()}>{texts.aiButtonLabel}</button>;
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
