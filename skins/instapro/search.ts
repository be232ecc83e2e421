'use client';

import { SearchBar as CommonSearchBar } from '../common/search';
import { instaproTheme, withBrandTheme } from '../theme';

/** The search bar in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const SearchBar = /* @__PURE__ */ withBrandTheme(CommonSearchBar, instaproTheme);
export { DEFAULT_SEARCH_BAR_TEXTS } from '../common/search';
export type { SearchBarProps, SearchBarTexts } from '../common/search';
