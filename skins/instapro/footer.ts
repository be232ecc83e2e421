import { createElement } from 'react';
import { RegionalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';
import { instaproTheme, withBrandTheme } from '../theme';

/** The regional footer (spec 2.5); the `domain` prop picks the variant and language. */
function InstaproFooter(props: FooterProps) {
  return createElement(RegionalFooter, props);
}

/** The legal bar (spec 2.2), Roofline variant. */
function InstaproSimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'ROOFLINE' });
}

/** This brand's footer; an outer ThemeProvider (with overrides) still wins. */
export const Footer = /* @__PURE__ */ withBrandTheme(InstaproFooter, instaproTheme);
/** This brand's legal bar; an outer ThemeProvider (with overrides) still wins. */
export const SimpleFooter = /* @__PURE__ */ withBrandTheme(InstaproSimpleFooter, instaproTheme);
export type { FooterProps, SimpleFooterProps } from '../common/footer';
export type { SimpleFooterViewProps } from '../common/footer';
