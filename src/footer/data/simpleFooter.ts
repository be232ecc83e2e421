import type { FooterLink } from '../footer.types';

/**
 * The simple footers (legal bar, spec 2.2). The bar is placed on any of the brand's apps, so its
 * links are absolute URLs on the brand's main site. Every link opens in a new tab.
 */
export interface SimpleFooterData {
  brand: 'ROOFLINE' | 'HOME_ADVISOR';
  /** Links in display order. `support-center` and the accessibility-tools entry are optional. */
  links: readonly FooterLink[];
  /** Text of the Accessibility Tools control (optional; it opens the accessibility widget). */
  accessibilityTools: string;
  /** Where the Accessibility Tools control sits among the links (index into `links`). */
  accessibilityToolsIndex: number;
  /** HOME_ADVISOR's terms-agreement line: `{terms}` is replaced with the terms link. `null` for Roofline. */
  termsAgreement: { template: string; link: FooterLink } | null;
  /** Copyright line; `{years}` is replaced with the year range. */
  copyright: string;
  /** Where the copyright line sits: before the links (Roofline) or last (HOME_ADVISOR). */
  copyrightPosition: 'start' | 'end';
  /** Accessible name of the link list. */
  label: string;
}

const ROOFLINE = 'https://www.roofline.com';
const HOME_ADVISOR = 'https://www.homeadvisor.com';

/** Roofline: Support Center (optional), Terms of Use, Privacy Policy, California Privacy, Do Not Sell, Accessibility Tools (optional). */
export const ROOFLINE_SIMPLE_FOOTER: SimpleFooterData = {
  brand: 'ROOFLINE',
  links: [
    { id: 'support-center', text: 'Support Center', href: `${ROOFLINE}/contact-us/`, newTab: true },
    { id: 'terms-of-use', text: 'Terms of Use', href: `${ROOFLINE}/terms/`, newTab: true },
    { id: 'privacy-policy', text: 'Privacy Policy', href: `${ROOFLINE}/privacy/`, newTab: true },
    { id: 'california-privacy', text: 'California Privacy', href: `${ROOFLINE}/california-privacy/`, newTab: true },
    { id: 'do-not-sell', text: 'Do Not Sell', href: `${ROOFLINE}/privacy/do-not-sell/`, newTab: true },
  ],
  accessibilityTools: 'Accessibility Tools',
  accessibilityToolsIndex: 5,
  termsAgreement: null,
  copyright: '© {years} Roofline, Inc. All rights reserved.',
  copyrightPosition: 'start',
  label: 'Legal',
};

/** HOME_ADVISOR: Privacy Policy, California Privacy, Accessibility Tools (optional), Do Not Sell or Share..., terms line, copyright. */
export const HOME_ADVISOR_SIMPLE_FOOTER: SimpleFooterData = {
  brand: 'HOME_ADVISOR',
  links: [
    { id: 'privacy-policy', text: 'Privacy Policy', href: `${HOME_ADVISOR}/privacy/`, newTab: true },
    { id: 'california-privacy', text: 'California Privacy', href: `${HOME_ADVISOR}/california-privacy/`, newTab: true },
    {
      id: 'do-not-sell',
      text: 'Do Not Sell or Share My Personal Information',
      href: `${HOME_ADVISOR}/privacy/do-not-sell/`,
      newTab: true,
    },
  ],
  accessibilityTools: 'Accessibility Tools',
  accessibilityToolsIndex: 2,
  termsAgreement: {
    template: 'By using this site, you agree to our {terms}.',
    link: { id: 'terms-of-use', text: 'Terms of Use', href: `${HOME_ADVISOR}/terms/`, newTab: true },
  },
  copyright: '© {years} HomeAdvisor, Inc. All rights reserved.',
  copyrightPosition: 'end',
  label: 'Legal',
};
