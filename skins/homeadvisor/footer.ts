'use client';

import { createElement } from 'react';
import { HOME_ADVISOR_GLOBAL_FOOTER } from '../../src/footer/data/homeAdvisorFooter';
import { GlobalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';
import { homeAdvisorTheme, withBrandTheme } from '../theme';

/** The HomeAdvisor global footer (spec 2.4). */
function HomeAdvisorFooter(props: FooterProps) {
  return createElement(GlobalFooter, { ...props, content: HOME_ADVISOR_GLOBAL_FOOTER });
}

/** The HOME_ADVISOR legal bar (spec 2.2). */
function HomeAdvisorSimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'HOME_ADVISOR' });
}

/** This brand's footer; an outer ThemeProvider (with overrides) still wins. */
export const Footer = /* @__PURE__ */ withBrandTheme(HomeAdvisorFooter, homeAdvisorTheme);
/** This brand's legal bar; an outer ThemeProvider (with overrides) still wins. */
export const SimpleFooter = /* @__PURE__ */ withBrandTheme(HomeAdvisorSimpleFooter, homeAdvisorTheme);
export type { FooterProps, SimpleFooterProps } from '../common/footer';
export type { GlobalFooterProps, SimpleFooterViewProps } from '../common/footer';
export { ServerFooter, ServerSimpleFooter } from './serverFooter';
export type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
export type { FooterTextsProps } from '../common/footer/server/pageTexts';
