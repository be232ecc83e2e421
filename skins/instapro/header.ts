'use client';

import { Header as SharedHeader, SimpleHeader as SharedSimpleHeader } from '../common/header';
import { instaproTheme, withBrandTheme } from '../theme';

/** This brand's header; an outer ThemeProvider (with overrides) still wins. */
export const Header = /* @__PURE__ */ withBrandTheme(SharedHeader, instaproTheme);
/** This brand's simple header (logo link only); an outer ThemeProvider still wins. */
export const SimpleHeader = /* @__PURE__ */ withBrandTheme(SharedSimpleHeader, instaproTheme);
export { STANDARD, STANDARD_WITH_SEARCH, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD } from '../common/header';
export type { HeaderProps, ServerHeaderProps, SimpleHeaderProps, HeaderVariant } from '../common/header';
export { ServerHeader } from './serverHeader';
