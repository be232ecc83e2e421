import { createElement } from 'react';
import { RegionalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';

/** The regional footer (spec 2.5); the `domain` prop picks the variant and language. */
export function Footer(props: FooterProps) {
  return createElement(RegionalFooter, props);
}

/** The legal bar (spec 2.2), Roofline variant. */
export function SimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'ROOFLINE' });
}

export type { FooterProps, SimpleFooterProps } from '../common/footer';
