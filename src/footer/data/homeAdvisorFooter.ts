import { HOME_ADVISOR_FOOTER_TEXTS_EN_US } from './footerTextsEnUS';
import { Brand } from '../../brand/brand';
import type { HomeAdvisorFooterTexts } from '../../i18n/messages.types';
import type { FooterLink, FooterSection, GlobalFooterContent, GlobalFooterTexts, UsCity } from '../footer.types';
import { cityUrl } from '../linkUrl';
import { localiseGlobalFooter, textLink, textSection } from '../localiseFooter';
import { HOME_ADVISOR_ADDITIONAL_CITIES, HOME_ADVISOR_POPULAR_CITIES } from './homeAdvisorCities';
import { appBadges, socialLinks } from './shared';

/**
 * The HomeAdvisor global footer (spec 2.4): its links' ids and addresses; their texts are the catalogue's
 * `homeAdvisorFooter` area. Paths are root-relative on www.homeadvisor.com
 * unless absolute. docs/footers.md lists which URLs the spec gives and which are chosen here.
 */

/** Host of the service professionals' pages. */
export const HOME_ADVISOR_PRO_HOST = 'https://pro.homeadvisor.com';

type Texts = HomeAdvisorFooterTexts;
const link = textLink<Texts>;

/** The link columns: ids and addresses; the texts are the catalogue's (`homeAdvisorFooter`). */
const SECTIONS: readonly FooterSection[] = [
  textSection<Texts>('homeowner-services', [
    link('find-pros', '/findapro/'),
    link('browse-pro-directory', '/c.html'),
    link('fixed-price-services', '/services/'),
    link('financing', '/financing/'),
  ]),
  textSection<Texts>('service-pros', [
    link('pro-log-in', `${HOME_ADVISOR_PRO_HOST}/login`),
    link('join-pro-network', `${HOME_ADVISOR_PRO_HOST}/join/`),
    link('pro-resource-center', `${HOME_ADVISOR_PRO_HOST}/resources/`),
    link('contractor-leads', `${HOME_ADVISOR_PRO_HOST}/contractor-leads/`),
    link('national-accounts', '/national-accounts/'),
  ]),
  textSection<Texts>('resources', [
    link('my-account', '/myhomeadvisor/'),
    link('true-cost-guide', '/cost/'),
    link('resource-center', '/r/'),
    link('refer-a-pro', '/refer-a-pro/'),
    link('pros-near-me', '/near-me/'),
    link('note-from-our-team', '/a-note-from-our-team/'),
    link('licensing-requirements', '/licensing/'),
  ]),
];

const LEGAL_SECTION = textSection<Texts>('legal', [
  link('terms-of-use', '/terms/', { newTab: true }),
  link('privacy-policy', '/privacy/', { newTab: true }),
  link('sitemap', '/sitemap/'),
  link('do-not-sell', '/privacy/do-not-sell/', { newTab: true }),
  link('california-policy', '/california-privacy/', { newTab: true }),
]);

/** The international sister sites of the legal column (spec 2.4). */
const INTERNATIONAL_SITES = textSection<Texts>('international', [
  link('intl-france', 'https://www.travaux.com/', { external: true }),
  link('intl-germany', 'https://www.myhammer.de/', { external: true }),
  link('intl-italy', 'https://www.instapro.it/', { external: true }),
  link('intl-netherlands', 'https://www.werkspot.nl/', { external: true }),
  link('intl-uk', 'https://www.mybuilder.com/', { external: true }),
]);

function cityLinks(cities: readonly UsCity[]): FooterLink[] {
  return cities.map((city) => ({
    id: `city-${city.name.toLowerCase().replace(/\s+/g, '-')}-${city.state.toLowerCase()}`,
    text: city.name,
    href: cityUrl(city.name, city.state),
  }));
}

const POPULAR_CITIES_SECTION: FooterSection = {
  ...textSection<Texts>('popular-cities', []),
  links: cityLinks(HOME_ADVISOR_POPULAR_CITIES),
};

const ADDITIONAL_CITIES_SECTION: FooterSection = {
  ...textSection<Texts>('additional-cities', []),
  links: cityLinks(HOME_ADVISOR_ADDITIONAL_CITIES),
};

export const HOME_ADVISOR_SOCIAL = socialLinks({
  facebook: 'HomeAdvisor',
  instagram: 'homeadvisor',
  x: 'HomeAdvisor',
  youtube: 'homeadvisor',
  pinterest: 'homeadvisor',
});

export const HOME_ADVISOR_APPS = appBadges('homeadvisor/id1000000002', 'com.homeadvisor.android');

/**
 * The whole HomeAdvisor global footer in en-US (the built-in catalogue's `homeAdvisorFooter`), hrefs as
 * written above: what a skin for this brand hands to its footer (`resolveGlobalFooterContent`), so a
 * page loads no other brand's tables. Another locale's texts: `localiseGlobalFooter` (the skins and
 * `useGlobalFooter` apply the catalogue in use).
 */
export const HOME_ADVISOR_GLOBAL_FOOTER: GlobalFooterContent = localiseGlobalFooter(
  {
    brand: Brand.HOME_ADVISOR,
    locale: 'en-US',
    sections: SECTIONS,
    cities: POPULAR_CITIES_SECTION,
    additionalCities: ADDITIONAL_CITIES_SECTION,
    // 'Browse by State' goes to the clp page (spec 2.4).
    browseByState: link('browse-by-state', '/clp/'),
    legal: LEGAL_SECTION,
    internationalSites: INTERNATIONAL_SITES,
    social: HOME_ADVISOR_SOCIAL,
    apps: HOME_ADVISOR_APPS,
    texts: HOME_ADVISOR_FOOTER_TEXTS_EN_US,
  },
  HOME_ADVISOR_FOOTER_TEXTS_EN_US,
);

/** The en-US parts of {@link HOME_ADVISOR_GLOBAL_FOOTER}. */
export const HOME_ADVISOR_SECTIONS: readonly FooterSection[] = HOME_ADVISOR_GLOBAL_FOOTER.sections;
export const HOME_ADVISOR_LEGAL_SECTION: FooterSection = HOME_ADVISOR_GLOBAL_FOOTER.legal;
export const HOME_ADVISOR_INTERNATIONAL_SITES: FooterSection = HOME_ADVISOR_GLOBAL_FOOTER.internationalSites!;
export const HOME_ADVISOR_POPULAR_CITIES_SECTION: FooterSection = HOME_ADVISOR_GLOBAL_FOOTER.cities;
export const HOME_ADVISOR_ADDITIONAL_CITIES_SECTION: FooterSection = HOME_ADVISOR_GLOBAL_FOOTER.additionalCities!;
export const HOME_ADVISOR_BROWSE_BY_STATE: FooterLink = HOME_ADVISOR_GLOBAL_FOOTER.browseByState;
export const HOME_ADVISOR_TEXTS: GlobalFooterTexts = HOME_ADVISOR_GLOBAL_FOOTER.texts;
