export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
export { DEFAULT_SEARCH_BAR_TEXTS } from './texts';
export type { SearchBarTexts } from './texts';
