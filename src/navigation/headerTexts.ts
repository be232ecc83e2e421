import { enUS } from '../i18n/en-US';
import type { HeaderTexts, SearchTexts } from '../i18n/messages.types';
import type { NavSearchBarSettings } from './navigation.types';

export type { HeaderTexts };

/** Default header texts (en-US): the built-in catalogue's. Other locales: `ChromeConfig.catalogues`. */
export const DEFAULT_HEADER_TEXTS: Readonly<HeaderTexts> = enUS.messages.header;

/**
 * The search texts the CMS sets for a site (navigation data `searchBar`: `placeholder`,
 * `zipCodePlaceholder`, `buttonText`), as search-bar text overrides; `undefined` when it sets none.
 *
 * @example searchTextsOf({ placeholder: 'Décrivez votre projet', buttonText: 'Trouver' })
 * // { projectPlaceholder: 'Décrivez votre projet', submit: 'Trouver' }
 */
export function searchTextsOf(
  settings: NavSearchBarSettings | null | undefined,
): Partial<Pick<SearchTexts, 'projectPlaceholder' | 'zipPlaceholder' | 'submit'>> | undefined {
  if (!settings) return undefined;
  let out: Record<string, string> | undefined;
  for (const [from, to] of CMS_SEARCH_KEYS) {
    const value = settings[from];
    if (typeof value === 'string' && value.trim()) (out ??= {})[to] = value.trim();
  }
  return out;
}

const CMS_SEARCH_KEYS = [
  ['placeholder', 'projectPlaceholder'],
  ['zipCodePlaceholder', 'zipPlaceholder'],
  ['buttonText', 'submit'],
] as const;
