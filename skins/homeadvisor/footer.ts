import { createElement } from 'react';
import { GlobalFooter, SimpleFooterView, type FooterProps, type SimpleFooterProps } from '../common/footer';

/** The HomeAdvisor global footer (spec 2.4). */
export function Footer(props: FooterProps) {
  return createElement(GlobalFooter, { ...props, contentBrand: 'HOME_ADVISOR' });
}

/** The HOME_ADVISOR legal bar (spec 2.2). */
export function SimpleFooter(props: SimpleFooterProps) {
  return createElement(SimpleFooterView, { ...props, variantBrand: 'HOME_ADVISOR' });
}

export type { FooterProps, SimpleFooterProps } from '../common/footer';
