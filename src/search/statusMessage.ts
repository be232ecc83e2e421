import { formatPlural } from '../i18n/catalogue';
import { enUS } from '../i18n/en-US';
import type { SearchTexts } from '../i18n/messages.types';
import type { SearchStatusInfo } from './useSearchBox.types';

/**
 * The default polite status text, in the texts' locale (en-US without them). It changes only when the
 * count or the outcome changes, so a screen reader hears it once per settled answer, not on every
 * highlight move.
 *
 * @example getDefaultStatusMessage({ status: 'success', resultCount: 1, isOpen: true, query: 'roof' }) // '1 suggestion available.'
 */
export function getDefaultStatusMessage(
  { status, resultCount, isOpen, query }: SearchStatusInfo,
  texts: Pick<SearchTexts, 'loading' | 'noSuggestions' | 'suggestionsAvailable'> = enUS.messages.search,
  locale = enUS.locale,
): string {
  if (status === 'stalled') return texts.loading;
  if (query !== '' && (status === 'success' || status === 'error') && resultCount === 0) return texts.noSuggestions;
  if (!isOpen) return '';
  return formatPlural(texts.suggestionsAvailable, resultCount, locale);
}
