import type { AiEntryTexts } from './useAiEntry.types';

/**
 * The AI entry's default en-US texts (spec 2.7). Kept apart from the hook so a server-safe entry can
 * re-export it without reading a client module.
 *
 * @deprecated Read the texts in the site's language with `useChromeTexts('chat')`: `texts.aiFieldLabel`
 * and `texts.aiButtonLabel` (en-US: `enUS.messages.chat`). Removed in 0.3.0.
 */
export const AI_ENTRY_TEXTS: AiEntryTexts = {
  fieldLabel: 'Find pros with AI',
  buttonLabel: 'AI Pro Finder',
};
