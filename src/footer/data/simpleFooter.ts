import type { HomeAdvisorFooterTexts, RooflineFooterTexts } from '../../i18n/messages.types';
import type { FooterLink } from '../footer.types';
import { textLink } from '../localiseFooter';

/**
 * The simple footers (legal bar, spec 2.2). The bar is placed on any of the brand's apps, so its
 * links are absolute URLs on the brand's main site. Every link opens in a new tab. Its texts are the
 * brand's global footer's (`rooflineFooter`, `homeAdvisorFooter`): a link's by its id (or the id
 * `textKeys` gives it, where the bar words a link its own way), the rest by the keys below.
 */
export interface SimpleFooterData {
  brand: 'ROOFLINE' | 'HOME_ADVISOR';
  /** Links in display order. `support-center` and the accessibility-tools entry are optional. */
  links: readonly FooterLink[];
  /** The text keys of links the bar words its own way (Roofline's short 'Do Not Sell'), by link id. */
  textKeys?: Readonly<Record<string, string>> | undefined;
  /** Empty: the Accessibility Tools control's text is the texts' `accessibilityTools`. */
  accessibilityTools: string;
  /** Where the Accessibility Tools control sits among the links (index into `links`). */
  accessibilityToolsIndex: number;
  /** HOME_ADVISOR's terms-agreement line (the texts' `terms-agreement`: `{terms}` is replaced with the terms link). `null` for Roofline. */
  termsAgreement: { template: string; link: FooterLink } | null;
  /** Empty: the copyright line is the texts' `copyright` (`{years}` is replaced with the year range). */
  copyright: string;
  /** Where the copyright line sits: before the links (Roofline) or last (HOME_ADVISOR). */
  copyrightPosition: 'start' | 'end';
  /** Empty: the link list's accessible name is the texts' `legal`. */
  label: string;
}

const ROOFLINE = 'https://www.roofline.com';
const HOME_ADVISOR = 'https://www.homeadvisor.com';
const NEW_TAB = { newTab: true } as const;
const roofline = textLink<RooflineFooterTexts>;
const homeAdvisor = textLink<HomeAdvisorFooterTexts>;

/** Roofline: Support Center (optional), Terms of Use, Privacy Policy, California Privacy, Do Not Sell, Accessibility Tools (optional). */
export const ROOFLINE_SIMPLE_FOOTER: SimpleFooterData = {
  brand: 'ROOFLINE',
  links: [
    roofline('support-center', `${ROOFLINE}/contact-us/`, NEW_TAB),
    roofline('terms-of-use', `${ROOFLINE}/terms/`, NEW_TAB),
    roofline('privacy-policy', `${ROOFLINE}/privacy/`, NEW_TAB),
    roofline('california-privacy', `${ROOFLINE}/california-privacy/`, NEW_TAB),
    roofline('do-not-sell', `${ROOFLINE}/privacy/do-not-sell/`, NEW_TAB),
  ],
  textKeys: { 'do-not-sell': 'bar-do-not-sell' } satisfies Record<string, keyof RooflineFooterTexts>,
  accessibilityTools: '',
  accessibilityToolsIndex: 5,
  termsAgreement: null,
  copyright: '',
  copyrightPosition: 'start',
  label: '',
};

/** HOME_ADVISOR: Privacy Policy, California Privacy, Accessibility Tools (optional), Do Not Sell or Share..., terms line, copyright. */
export const HOME_ADVISOR_SIMPLE_FOOTER: SimpleFooterData = {
  brand: 'HOME_ADVISOR',
  links: [
    homeAdvisor('privacy-policy', `${HOME_ADVISOR}/privacy/`, NEW_TAB),
    homeAdvisor('california-privacy', `${HOME_ADVISOR}/california-privacy/`, NEW_TAB),
    homeAdvisor('do-not-sell', `${HOME_ADVISOR}/privacy/do-not-sell/`, NEW_TAB),
  ],
  accessibilityTools: '',
  accessibilityToolsIndex: 2,
  termsAgreement: {
    template: '',
    link: homeAdvisor('terms-of-use', `${HOME_ADVISOR}/terms/`, NEW_TAB),
  },
  copyright: '',
  copyrightPosition: 'end',
  label: '',
};
