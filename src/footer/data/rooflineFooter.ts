import { Brand } from '../../brand/brand';
import type { FooterLink, FooterSection, GlobalFooterContent, GlobalFooterTexts, UsCity } from '../footer.types';
import { slugify } from '../linkUrl';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from './shared';

/**
 * The Roofline global footer (spec 2.3), en-US. Paths are root-relative on www.roofline.com unless
 * absolute. docs/footers.md lists which URLs the spec gives and which are chosen here.
 */

/** Host of the pro sign-up pages (spec: 'Register your business' is on a signup host, path /pro). */
export const ROOFLINE_SIGNUP_HOST = 'https://signup.roofline.com';

/** The 14 top cities of spec 2.3, in the spec's order. */
export const ROOFLINE_TOP_CITIES: readonly UsCity[] = [
  { name: 'New York', state: 'NY' },
  { name: 'Los Angeles', state: 'CA' },
  { name: 'Houston', state: 'TX' },
  { name: 'Dallas', state: 'TX' },
  { name: 'Chicago', state: 'IL' },
  { name: 'Pittsburgh', state: 'PA' },
  { name: 'Indianapolis', state: 'IN' },
  { name: 'Minneapolis', state: 'MN' },
  { name: 'Boston', state: 'MA' },
  { name: 'Las Vegas', state: 'NV' },
  { name: 'Atlanta', state: 'GA' },
  { name: 'San Antonio', state: 'TX' },
  { name: 'Cincinnati', state: 'OH' },
  { name: 'Tampa', state: 'FL' },
];

/** A Roofline city page: the company list of the city (chosen path). */
export function rooflineCityPath(city: UsCity): string {
  return `/companylist/us/${city.state.toLowerCase()}/${slugify(city.name)}/`;
}

export const ROOFLINE_TOP_CITIES_SECTION: FooterSection = {
  id: 'top-cities',
  title: 'Top cities',
  links: ROOFLINE_TOP_CITIES.map((city) => ({
    id: `city-${slugify(city.name)}-${city.state.toLowerCase()}`,
    text: city.name,
    href: rooflineCityPath(city),
  })),
};

/** The link columns, in display order. */
export const ROOFLINE_SECTIONS: readonly FooterSection[] = [
  {
    id: 'homeowner-services',
    title: 'Homeowner services',
    links: [
      { id: 'find-local-businesses', text: 'Find local businesses', href: '/companylist/' },
      { id: 'services-near-me', text: 'Services near me', href: '/nearme/' },
    ],
  },
  {
    id: 'service-pros',
    title: 'For service pros',
    links: [
      { id: 'register-your-business', text: 'Register your business', href: `${ROOFLINE_SIGNUP_HOST}/pro` },
      { id: 'business-center', text: 'Business center', href: '/business-center/' },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { id: 'solution-center', text: 'Solution center', href: '/articles/' },
      { id: 'project-cost-center', text: 'Project cost center', href: '/cost' },
      { id: 'faqs', text: 'FAQs', href: '/faq/' },
      { id: 'financing', text: 'Financing', href: '/financing/' },
    ],
  },
  {
    id: 'about-us',
    title: 'About us',
    links: [
      { id: 'how-it-works', text: 'How it works', href: '/how-it-works/' },
      { id: 'who-we-are', text: 'Who we are', href: '/about/' },
      { id: 'careers', text: 'Careers', href: '/careers/' },
      { id: 'press', text: 'Press', href: '/press/' },
      {
        id: 'investor-relations',
        text: 'Investor relations',
        href: 'https://investors.roofline.com/',
        newTab: true,
        external: true,
      },
      { id: 'contact-us', text: 'Contact us', href: '/contact-us/' },
      { id: 'happiness-guarantee', text: 'Happiness guarantee', href: '/guarantee/' },
      { id: 'affiliate-partners', text: 'Affiliate partners', href: '/affiliates/' },
    ],
  },
];

export const ROOFLINE_LEGAL_SECTION: FooterSection = {
  id: 'legal',
  title: 'Legal',
  links: [
    { id: 'terms-of-use', text: 'Terms of Use', href: '/terms/', newTab: true },
    { id: 'privacy-policy', text: 'Privacy Policy', href: '/privacy/', newTab: true },
    { id: 'sitemap', text: 'Sitemap', href: '/sitemap/' },
    {
      id: 'do-not-sell',
      text: 'Do Not Sell or Share My Personal Information',
      href: '/privacy/do-not-sell/',
      newTab: true,
    },
  ],
};

/** 'Browse by State': the Roofline company list by state. */
export const ROOFLINE_BROWSE_BY_STATE: FooterLink = {
  id: 'browse-by-state',
  text: 'Browse by State',
  href: '/companylist/states/',
};

export const ROOFLINE_SOCIAL = socialLinks('Roofline', {
  facebook: 'roofline',
  instagram: 'roofline',
  x: 'roofline',
  youtube: 'roofline',
  pinterest: 'roofline',
});

export const ROOFLINE_APPS = appBadges(APP_BADGE_TEXTS.en, 'roofline/id1000000001', 'com.roofline.homeowner');

export const ROOFLINE_TEXTS: GlobalFooterTexts = {
  navigationLabel: 'Footer',
  socialTitle: 'Follow us',
  appsTitle: 'Get the app',
  accessibilityTools: 'Accessibility Tools',
  copyright: '© {years} Roofline, Inc. All rights reserved.',
};

/**
 * The whole Roofline global footer, hrefs as written above: what a skin for this brand hands to its
 * footer (`resolveGlobalFooterContent`), so a page loads no other brand's tables.
 */
export const ROOFLINE_GLOBAL_FOOTER: GlobalFooterContent = {
  brand: Brand.ROOFLINE,
  locale: 'en-US',
  sections: ROOFLINE_SECTIONS,
  cities: ROOFLINE_TOP_CITIES_SECTION,
  additionalCities: null,
  browseByState: ROOFLINE_BROWSE_BY_STATE,
  legal: ROOFLINE_LEGAL_SECTION,
  internationalSites: null,
  social: ROOFLINE_SOCIAL,
  apps: ROOFLINE_APPS,
  texts: ROOFLINE_TEXTS,
};
