import type { HomeAdvisorFooterTexts, RooflineFooterTexts } from '../../i18n/messages.types';

/*
 * The US brands' legal bars' (`SimpleFooter`'s) en-US texts: the part of the global footers' en-US
 * texts (footerTextsEnUS.ts) the bar says, on their own so a page with the bar alone ships only these.
 */

/** The keys of the Roofline footer's texts that its legal bar says. */
export type RooflineLegalBarKey =
  | 'accessibilityTools'
  | 'copyright'
  | 'legal'
  | 'terms-of-use'
  | 'privacy-policy'
  | 'support-center'
  | 'california-privacy'
  | 'bar-do-not-sell';

/** The keys of the HomeAdvisor footer's texts that its legal bar says. */
export type HomeAdvisorLegalBarKey =
  | 'accessibilityTools'
  | 'copyright'
  | 'legal'
  | 'terms-of-use'
  | 'privacy-policy'
  | 'do-not-sell'
  | 'california-privacy'
  | 'terms-agreement';

/** The Roofline legal bar's texts in en-US (also its global footer's). */
export const ROOFLINE_LEGAL_BAR_TEXTS_EN_US: Pick<RooflineFooterTexts, RooflineLegalBarKey> = {
  accessibilityTools: 'Accessibility Tools',
  copyright: '© {years} Roofline, Inc. All rights reserved.',
  legal: 'Legal',
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
  'support-center': 'Support Center',
  'california-privacy': 'California Privacy',
  'bar-do-not-sell': 'Do Not Sell',
};

/** The HomeAdvisor legal bar's texts in en-US (also its global footer's). */
export const HOME_ADVISOR_LEGAL_BAR_TEXTS_EN_US: Pick<HomeAdvisorFooterTexts, HomeAdvisorLegalBarKey> = {
  accessibilityTools: 'Accessibility Tools',
  copyright: '© {years} HomeAdvisor, Inc. All rights reserved.',
  legal: 'Legal',
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
  'do-not-sell': 'Do Not Sell or Share My Personal Information',
  'california-privacy': 'California Privacy',
  'terms-agreement': 'By using this site, you agree to our {terms}.',
};
