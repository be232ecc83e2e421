'use client';

import { createElement } from 'react';
import { ROOFLINE_GLOBAL_FOOTER } from '../../src/footer/data/rooflineFooter';
import { GlobalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';
import { rooflineTheme, withBrandTheme } from '../theme';

/** The Roofline global footer (spec 2.3). */
function RooflineFooter(props: FooterProps) {
  return createElement(GlobalFooter, { ...props, content: ROOFLINE_GLOBAL_FOOTER });
}

/** The Roofline legal bar (spec 2.2). */
function RooflineSimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'ROOFLINE' });
}

/** This brand's footer; an outer ThemeProvider (with overrides) still wins. */
export const Footer = /* @__PURE__ */ withBrandTheme(RooflineFooter, rooflineTheme);
/** This brand's legal bar; an outer ThemeProvider (with overrides) still wins. */
export const SimpleFooter = /* @__PURE__ */ withBrandTheme(RooflineSimpleFooter, rooflineTheme);
export type { FooterProps, SimpleFooterProps } from '../common/footer';
export type { GlobalFooterProps, SimpleFooterViewProps } from '../common/footer';
export { ServerFooter, ServerSimpleFooter } from './serverFooter';
export type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
export type { FooterTextsProps } from '../common/footer/server/pageTexts';
