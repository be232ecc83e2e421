import { ROOFLINE_FOOTER_TEXTS_EN_US } from './footerTextsEnUS';
import { Brand } from '../../brand/brand';
import type { RooflineFooterTexts } from '../../i18n/messages.types';
import type { FooterLink, FooterSection, GlobalFooterContent, GlobalFooterTexts, UsCity } from '../footer.types';
import { slugify } from '../linkUrl';
import { localiseGlobalFooter, textLink, textSection } from '../localiseFooter';
import { appBadges, socialLinks } from './shared';

/**
 * The Roofline global footer (spec 2.3): its links' ids and addresses; their texts are the catalogue's
 * `rooflineFooter` area. Paths are root-relative on www.roofline.com unless absolute. docs/footers.md lists which URLs the spec gives and which are chosen here.
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

type Texts = RooflineFooterTexts;
const link = textLink<Texts>;

const TOP_CITIES_SECTION: FooterSection = {
  ...textSection<Texts>('top-cities', []),
  links: ROOFLINE_TOP_CITIES.map((city) => ({
    id: `city-${slugify(city.name)}-${city.state.toLowerCase()}`,
    text: city.name,
    href: rooflineCityPath(city),
  })),
};

/** The link columns, in display order: ids and addresses; the texts are the catalogue's (`rooflineFooter`). */
const SECTIONS: readonly FooterSection[] = [
  textSection<Texts>('homeowner-services', [
    link('find-local-businesses', '/companylist/'),
    link('services-near-me', '/nearme/'),
  ]),
  textSection<Texts>('service-pros', [
    link('register-your-business', `${ROOFLINE_SIGNUP_HOST}/pro`),
    link('business-center', '/business-center/'),
  ]),
  textSection<Texts>('resources', [
    link('solution-center', '/articles/'),
    link('project-cost-center', '/cost'),
    link('faqs', '/faq/'),
    link('financing', '/financing/'),
  ]),
  textSection<Texts>('about-us', [
    link('how-it-works', '/how-it-works/'),
    link('who-we-are', '/about/'),
    link('careers', '/careers/'),
    link('press', '/press/'),
    link('investor-relations', 'https://investors.roofline.com/', { newTab: true, external: true }),
    link('contact-us', '/contact-us/'),
    link('happiness-guarantee', '/guarantee/'),
    link('affiliate-partners', '/affiliates/'),
  ]),
];

const LEGAL_SECTION = textSection<Texts>('legal', [
  link('terms-of-use', '/terms/', { newTab: true }),
  link('privacy-policy', '/privacy/', { newTab: true }),
  link('sitemap', '/sitemap/'),
  link('do-not-sell', '/privacy/do-not-sell/', { newTab: true }),
]);

export const ROOFLINE_SOCIAL = socialLinks({
  facebook: 'roofline',
  instagram: 'roofline',
  x: 'roofline',
  youtube: 'roofline',
  pinterest: 'roofline',
});

export const ROOFLINE_APPS = appBadges('roofline/id1000000001', 'com.roofline.homeowner');

/**
 * The whole Roofline global footer in en-US (the built-in catalogue's `rooflineFooter`), hrefs as
 * written above: what a skin for this brand hands to its footer (`resolveGlobalFooterContent`), so a
 * page loads no other brand's tables. Another locale's texts: `localiseGlobalFooter` (the skins and
 * `useGlobalFooter` apply the catalogue in use).
 */
export const ROOFLINE_GLOBAL_FOOTER: GlobalFooterContent = localiseGlobalFooter(
  {
    brand: Brand.ROOFLINE,
    locale: 'en-US',
    sections: SECTIONS,
    cities: TOP_CITIES_SECTION,
    additionalCities: null,
    browseByState: link('browse-by-state', '/companylist/states/'),
    legal: LEGAL_SECTION,
    internationalSites: null,
    social: ROOFLINE_SOCIAL,
    apps: ROOFLINE_APPS,
    texts: ROOFLINE_FOOTER_TEXTS_EN_US,
  },
  ROOFLINE_FOOTER_TEXTS_EN_US,
);

/** The en-US parts of {@link ROOFLINE_GLOBAL_FOOTER}. */
export const ROOFLINE_SECTIONS: readonly FooterSection[] = ROOFLINE_GLOBAL_FOOTER.sections;
export const ROOFLINE_TOP_CITIES_SECTION: FooterSection = ROOFLINE_GLOBAL_FOOTER.cities;
export const ROOFLINE_LEGAL_SECTION: FooterSection = ROOFLINE_GLOBAL_FOOTER.legal;
/** 'Browse by State': the Roofline company list by state. */
export const ROOFLINE_BROWSE_BY_STATE: FooterLink = ROOFLINE_GLOBAL_FOOTER.browseByState;
export const ROOFLINE_TEXTS: GlobalFooterTexts = ROOFLINE_GLOBAL_FOOTER.texts;
