import { enUS, type SearchTexts } from '../../../src';

/** The SearchBar's visible and accessible texts: the search area of the provider's catalogue (`ChromeConfig.catalogues`). */
export type SearchBarTexts = Omit<
  SearchTexts,
  'loading' | 'noSuggestions' | 'suggestionsAvailable' | 'projectInvalid' | 'zipInvalid' | 'projectAndZipInvalid'
>;

/** The en-US texts (the built-in catalogue's); the provider's locale picks the texts a SearchBar shows. */
export const DEFAULT_SEARCH_BAR_TEXTS: SearchBarTexts = enUS.messages.search;
