import { Brand } from '../../brand/brand';
import type { FooterLink, FooterSection, GlobalFooterContent, GlobalFooterTexts, UsCity } from '../footer.types';
import { cityUrl } from '../linkUrl';
import { HOME_ADVISOR_ADDITIONAL_CITIES, HOME_ADVISOR_POPULAR_CITIES } from './homeAdvisorCities';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from './shared';

/**
 * The HomeAdvisor global footer (spec 2.4), en-US. Paths are root-relative on www.homeadvisor.com
 * unless absolute. docs/footers.md lists which URLs the spec gives and which are chosen here.
 */

/** Host of the service professionals' pages. */
export const HOME_ADVISOR_PRO_HOST = 'https://pro.homeadvisor.com';

export const HOME_ADVISOR_SECTIONS: readonly FooterSection[] = [
  {
    id: 'homeowner-services',
    title: 'Homeowner Services',
    links: [
      { id: 'find-pros', text: 'Find Pros', href: '/findapro/' },
      { id: 'browse-pro-directory', text: 'Browse Pro Directory', href: '/c.html' },
      { id: 'fixed-price-services', text: 'Fixed Price Services', href: '/services/' },
      { id: 'financing', text: 'Financing', href: '/financing/' },
    ],
  },
  {
    id: 'service-pros',
    title: 'For Service Pros',
    links: [
      { id: 'pro-log-in', text: 'Service Professional Log In', href: `${HOME_ADVISOR_PRO_HOST}/login` },
      { id: 'join-pro-network', text: 'Join Our Pro Network', href: `${HOME_ADVISOR_PRO_HOST}/join/` },
      { id: 'pro-resource-center', text: 'Pro Resource Center', href: `${HOME_ADVISOR_PRO_HOST}/resources/` },
      { id: 'contractor-leads', text: 'Contractor Leads', href: `${HOME_ADVISOR_PRO_HOST}/contractor-leads/` },
      { id: 'national-accounts', text: 'National Accounts', href: '/national-accounts/' },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { id: 'my-account', text: 'My Account', href: '/myhomeadvisor/' },
      { id: 'true-cost-guide', text: 'True Cost Guide', href: '/cost/' },
      { id: 'resource-center', text: 'Resource Center', href: '/r/' },
      { id: 'refer-a-pro', text: 'Refer a Pro', href: '/refer-a-pro/' },
      { id: 'pros-near-me', text: 'Pros Near Me', href: '/near-me/' },
      { id: 'note-from-our-team', text: 'A Note from Our Team', href: '/a-note-from-our-team/' },
      { id: 'licensing-requirements', text: 'Licensing Requirements', href: '/licensing/' },
    ],
  },
];

export const HOME_ADVISOR_LEGAL_SECTION: FooterSection = {
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
    { id: 'california-policy', text: 'California Policy', href: '/california-privacy/', newTab: true },
  ],
};

/** The international sister sites of the legal column (spec 2.4). */
export const HOME_ADVISOR_INTERNATIONAL_SITES: FooterSection = {
  id: 'international',
  title: 'International',
  links: [
    { id: 'intl-france', text: 'France', href: 'https://www.travaux.com/', external: true },
    { id: 'intl-germany', text: 'Germany', href: 'https://www.myhammer.de/', external: true },
    { id: 'intl-italy', text: 'Italy', href: 'https://www.instapro.it/', external: true },
    { id: 'intl-netherlands', text: 'Netherlands', href: 'https://www.werkspot.nl/', external: true },
    { id: 'intl-uk', text: 'UK', href: 'https://www.mybuilder.com/', external: true },
  ],
};

function cityLinks(cities: readonly UsCity[]): FooterLink[] {
  return cities.map((city) => ({
    id: `city-${city.name.toLowerCase().replace(/\s+/g, '-')}-${city.state.toLowerCase()}`,
    text: city.name,
    href: cityUrl(city.name, city.state),
  }));
}

export const HOME_ADVISOR_POPULAR_CITIES_SECTION: FooterSection = {
  id: 'popular-cities',
  title: 'Most Popular Cities',
  links: cityLinks(HOME_ADVISOR_POPULAR_CITIES),
};

export const HOME_ADVISOR_ADDITIONAL_CITIES_SECTION: FooterSection = {
  id: 'additional-cities',
  title: 'Additional Cities',
  links: cityLinks(HOME_ADVISOR_ADDITIONAL_CITIES),
};

/** 'Browse by State' goes to the clp page (spec 2.4). */
export const HOME_ADVISOR_BROWSE_BY_STATE: FooterLink = {
  id: 'browse-by-state',
  text: 'Browse by State',
  href: '/clp/',
};

export const HOME_ADVISOR_SOCIAL = socialLinks('HomeAdvisor', {
  facebook: 'HomeAdvisor',
  instagram: 'homeadvisor',
  x: 'HomeAdvisor',
  youtube: 'homeadvisor',
  pinterest: 'homeadvisor',
});

export const HOME_ADVISOR_APPS = appBadges(APP_BADGE_TEXTS.en, 'homeadvisor/id1000000002', 'com.homeadvisor.android');

export const HOME_ADVISOR_TEXTS: GlobalFooterTexts = {
  navigationLabel: 'Footer',
  socialTitle: 'Follow Us',
  appsTitle: 'Get the App',
  accessibilityTools: 'Accessibility Tools',
  copyright: '© {years} HomeAdvisor, Inc. All rights reserved.',
};

/**
 * The whole HomeAdvisor global footer, hrefs as written above: what a skin for this brand hands to its
 * footer (`resolveGlobalFooterContent`), so a page loads no other brand's tables.
 */
export const HOME_ADVISOR_GLOBAL_FOOTER: GlobalFooterContent = {
  brand: Brand.HOME_ADVISOR,
  locale: 'en-US',
  sections: HOME_ADVISOR_SECTIONS,
  cities: HOME_ADVISOR_POPULAR_CITIES_SECTION,
  additionalCities: HOME_ADVISOR_ADDITIONAL_CITIES_SECTION,
  browseByState: HOME_ADVISOR_BROWSE_BY_STATE,
  legal: HOME_ADVISOR_LEGAL_SECTION,
  internationalSites: HOME_ADVISOR_INTERNATIONAL_SITES,
  social: HOME_ADVISOR_SOCIAL,
  apps: HOME_ADVISOR_APPS,
  texts: HOME_ADVISOR_TEXTS,
};
