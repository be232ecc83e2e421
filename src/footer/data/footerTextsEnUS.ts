import type { HomeAdvisorFooterTexts, RooflineFooterTexts } from '../../i18n/messages.types';
import { HOME_ADVISOR_LEGAL_BAR_TEXTS_EN_US, ROOFLINE_LEGAL_BAR_TEXTS_EN_US } from './legalBarTextsEnUS';

/*
 * The global footers' and the US brands' legal bars' en-US texts (the built-in catalogue's
 * `rooflineFooter` and `homeAdvisorFooter` areas): kept beside the footers' data, not in the en-US catalogue every hook reads, so a page whose
 * footer is a Server Component ships none of them (scripts/check-next-footer.mjs). Another locale's
 * catalogue carries its own areas; `useGlobalFooter` falls back to these.
 */

/** The Roofline global footer's texts in en-US. */
export const ROOFLINE_FOOTER_TEXTS_EN_US: RooflineFooterTexts = {
  navigationLabel: 'Footer',
  socialTitle: 'Follow us',
  appsTitle: 'Get the app',
  socialLink: '{brand} on {network}',
  appleEyebrow: 'Download on the',
  googleEyebrow: 'Get it on',
  'homeowner-services': 'Homeowner services',
  'find-local-businesses': 'Find local businesses',
  'services-near-me': 'Services near me',
  'service-pros': 'For service pros',
  'register-your-business': 'Register your business',
  'business-center': 'Business center',
  resources: 'Resources',
  'solution-center': 'Solution center',
  'project-cost-center': 'Project cost center',
  faqs: 'FAQs',
  financing: 'Financing',
  'about-us': 'About us',
  'how-it-works': 'How it works',
  'who-we-are': 'Who we are',
  careers: 'Careers',
  press: 'Press',
  'investor-relations': 'Investor relations',
  'contact-us': 'Contact us',
  'happiness-guarantee': 'Happiness guarantee',
  'affiliate-partners': 'Affiliate partners',
  sitemap: 'Sitemap',
  'do-not-sell': 'Do Not Sell or Share My Personal Information',
  'top-cities': 'Top cities',
  'browse-by-state': 'Browse by State',
  ...ROOFLINE_LEGAL_BAR_TEXTS_EN_US,
};

/** The HomeAdvisor global footer's texts in en-US. */
export const HOME_ADVISOR_FOOTER_TEXTS_EN_US: HomeAdvisorFooterTexts = {
  navigationLabel: 'Footer',
  socialTitle: 'Follow Us',
  appsTitle: 'Get the App',
  socialLink: '{brand} on {network}',
  appleEyebrow: 'Download on the',
  googleEyebrow: 'Get it on',
  'homeowner-services': 'Homeowner Services',
  'find-pros': 'Find Pros',
  'browse-pro-directory': 'Browse Pro Directory',
  'fixed-price-services': 'Fixed Price Services',
  financing: 'Financing',
  'service-pros': 'For Service Pros',
  'pro-log-in': 'Service Professional Log In',
  'join-pro-network': 'Join Our Pro Network',
  'pro-resource-center': 'Pro Resource Center',
  'contractor-leads': 'Contractor Leads',
  'national-accounts': 'National Accounts',
  resources: 'Resources',
  'my-account': 'My Account',
  'true-cost-guide': 'True Cost Guide',
  'resource-center': 'Resource Center',
  'refer-a-pro': 'Refer a Pro',
  'pros-near-me': 'Pros Near Me',
  'note-from-our-team': 'A Note from Our Team',
  'licensing-requirements': 'Licensing Requirements',
  sitemap: 'Sitemap',
  'california-policy': 'California Policy',
  international: 'International',
  'intl-france': 'France',
  'intl-germany': 'Germany',
  'intl-italy': 'Italy',
  'intl-netherlands': 'Netherlands',
  'intl-uk': 'UK',
  'popular-cities': 'Most Popular Cities',
  'additional-cities': 'Additional Cities',
  'browse-by-state': 'Browse by State',
  ...HOME_ADVISOR_LEGAL_BAR_TEXTS_EN_US,
};

/** Both, by catalogue area. */
export const GLOBAL_FOOTER_TEXTS_EN_US = {
  rooflineFooter: ROOFLINE_FOOTER_TEXTS_EN_US,
  homeAdvisorFooter: HOME_ADVISOR_FOOTER_TEXTS_EN_US,
} as const;
