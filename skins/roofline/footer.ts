import { createElement } from 'react';
import { GlobalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';

/** The Roofline global footer (spec 2.3). */
export function Footer(props: FooterProps) {
  return createElement(GlobalFooter, { ...props, contentBrand: 'ROOFLINE' });
}

/** The Roofline legal bar (spec 2.2). */
export function SimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'ROOFLINE' });
}

export type { FooterProps, SimpleFooterProps } from '../common/footer';
