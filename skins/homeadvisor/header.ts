'use client';

import { createElement } from 'react';
import { NAVIGATION_LIMITS } from '../../src';
import {
  Header as SharedHeader,
  SimpleHeader as SharedSimpleHeader,
  type HeaderProps as SharedHeaderProps,
} from '../common/header';
import { homeAdvisorTheme, withBrandTheme } from '../theme';

/** The shared header with this brand's mobile-menu timing: 700 ms (spec 9's "other header"). */
function BrandHeader(props: SharedHeaderProps) {
  return createElement(SharedHeader, {
    ...props,
    closingDelayMs: props.closingDelayMs ?? NAVIGATION_LIMITS.mobilePanelTransitionMs,
  });
}
BrandHeader.displayName = 'Header';

/** This brand's header; an outer ThemeProvider (with overrides) still wins. Mobile menus close over 700 ms. */
export const Header = /* @__PURE__ */ withBrandTheme(BrandHeader, homeAdvisorTheme);
/** This brand's simple header (logo link only); an outer ThemeProvider still wins. */
export const SimpleHeader = /* @__PURE__ */ withBrandTheme(SharedSimpleHeader, homeAdvisorTheme);
export { STANDARD, STANDARD_WITH_SEARCH, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD } from '../common/header';
export type { HeaderProps, ServerHeaderProps, SimpleHeaderProps, HeaderVariant } from '../common/header';
export { ServerHeader } from './serverHeader';
