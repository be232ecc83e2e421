import type { SearchStatusInfo } from './useSearchBox.types';

/**
 * The default polite status text (English). It changes only when the count or the outcome changes, so
 * a screen reader hears it once per settled answer, not on every highlight move.
 */
export function getDefaultStatusMessage({ status, resultCount, isOpen, query }: SearchStatusInfo): string {
  if (status === 'stalled') return 'Loading suggestions…';
  if (query !== '' && (status === 'success' || status === 'error') && resultCount === 0) return 'No suggestions.';
  if (!isOpen) return '';
  return `${resultCount} ${resultCount === 1 ? 'suggestion' : 'suggestions'} available.`;
}
