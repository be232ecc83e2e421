'use client';

import { createElement } from 'react';
import { RegionalFooter, RegionalSimpleFooter, type FooterProps, type SimpleFooterProps } from '../common/footer';
import { instaproTheme, withBrandTheme } from '../theme';

/** The regional footer (spec 2.5); the provider's domain (or a `domain` prop) picks the variant and language. */
function InstaproFooter(props: FooterProps) {
  return createElement(RegionalFooter, props);
}

/** The regional site's legal bar: its own legal links and company (the provider's domain, or a `domain` prop, picks the site). */
function InstaproSimpleFooter(props: SimpleFooterProps) {
  return createElement(RegionalSimpleFooter, props);
}

/** This brand's footer; an outer ThemeProvider (with overrides) still wins. */
export const Footer = /* @__PURE__ */ withBrandTheme(InstaproFooter, instaproTheme);
/** This brand's legal bar; an outer ThemeProvider (with overrides) still wins. */
export const SimpleFooter = /* @__PURE__ */ withBrandTheme(InstaproSimpleFooter, instaproTheme);
export type { FooterProps, SimpleFooterProps } from '../common/footer';
export type { SimpleFooterViewProps } from '../common/footer';
export { ServerFooter, ServerSimpleFooter } from './serverFooter';
export type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
export type { FooterTextsProps } from '../common/footer/server/pageTexts';
