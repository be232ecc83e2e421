import { Brand, getRegionalVariant, type RegionalVariant } from '../brand';
import {
  HOME_ADVISOR_ADDITIONAL_CITIES_SECTION,
  HOME_ADVISOR_APPS,
  HOME_ADVISOR_BROWSE_BY_STATE,
  HOME_ADVISOR_INTERNATIONAL_SITES,
  HOME_ADVISOR_LEGAL_SECTION,
  HOME_ADVISOR_POPULAR_CITIES_SECTION,
  HOME_ADVISOR_SECTIONS,
  HOME_ADVISOR_SOCIAL,
  HOME_ADVISOR_TEXTS,
} from './data/homeAdvisorFooter';
import { REGIONAL_FOOTERS } from './data/regional';
import {
  ROOFLINE_APPS,
  ROOFLINE_BROWSE_BY_STATE,
  ROOFLINE_LEGAL_SECTION,
  ROOFLINE_SECTIONS,
  ROOFLINE_SOCIAL,
  ROOFLINE_TEXTS,
  ROOFLINE_TOP_CITIES_SECTION,
} from './data/rooflineFooter';
import type { FooterBuildOptions, GlobalFooterContent, RegionalFooterContent } from './footer.types';
import { resolveFooterLink, resolveFooterSection } from './linkUrl';

/** The brands that have a global footer. HANDY's footer content is not specified, so it has none. */
export type GlobalFooterBrand = 'ROOFLINE' | 'HOME_ADVISOR';

/** Each brand's global footer content, hrefs as written in the data modules. */
const GLOBAL_FOOTER_CONTENT: Readonly<Record<GlobalFooterBrand, GlobalFooterContent>> = {
  HOME_ADVISOR: {
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
  },
  ROOFLINE: {
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
  },
};

/** True for the brands with a row in the global footer table (HANDY has none). */
function hasGlobalFooter(brand: Brand): brand is GlobalFooterBrand {
  return Object.prototype.hasOwnProperty.call(GLOBAL_FOOTER_CONTENT, brand);
}

/**
 * A brand's global footer content (spec 2.3, 2.4) with every href final: the query string appended
 * to the brand's own links (not to `external` ones) and `baseUrl` prefixed to root-relative paths.
 * Returns `null` for HANDY, whose footer content is not specified.
 *
 * @example buildFooterLinks('HOME_ADVISOR', { queryString: 'm=1' })?.browseByState.href // '/clp/?m=1'
 */
export function buildFooterLinks(brand: GlobalFooterBrand, options?: FooterBuildOptions): GlobalFooterContent;
export function buildFooterLinks(brand: Brand, options?: FooterBuildOptions): GlobalFooterContent | null;
export function buildFooterLinks(brand: Brand, options: FooterBuildOptions = {}): GlobalFooterContent | null {
  if (!hasGlobalFooter(brand)) return null;
  const content = GLOBAL_FOOTER_CONTENT[brand];
  const section = (s: GlobalFooterContent['cities']) => resolveFooterSection(s, options);
  return {
    ...content,
    sections: content.sections.map(section),
    cities: section(content.cities),
    additionalCities: content.additionalCities && section(content.additionalCities),
    browseByState: resolveFooterLink(content.browseByState, options),
    legal: section(content.legal),
    internationalSites: content.internationalSites && section(content.internationalSites),
    social: content.social.map((link) => resolveFooterLink(link, options)),
    apps: content.apps.map((link) => resolveFooterLink(link, options)),
  };
}

/**
 * A regional footer's content (spec 2.5) in its site's language, with every href final.
 *
 * @example getRegionalFooterContent('netherlands').postAJob.cta.href // '/vind-een-dienst'
 */
export function getRegionalFooterContent(
  variant: RegionalVariant,
  options: FooterBuildOptions = {},
): RegionalFooterContent {
  const content = REGIONAL_FOOTERS[variant] ?? REGIONAL_FOOTERS.us;
  const link = <L extends Parameters<typeof resolveFooterLink>[0]>(l: L) => resolveFooterLink(l, options);
  return {
    ...content,
    postAJob: { ...content.postAJob, cta: link(content.postAJob.cta) },
    columns: content.columns.map((s) => resolveFooterSection(s, options)),
    cities: resolveFooterSection(content.cities, options),
    professions: resolveFooterSection(content.professions, options),
    sisterBrands: { ...content.sisterBrands, brands: content.sisterBrands.brands.map(link) },
    social: content.social.map(link),
    apps: content.apps.map(link),
    legal: content.legal.map(link),
    cookieSettings: link(content.cookieSettings),
  };
}

/**
 * The regional footer content for a domain: the variant comes from the foundation's brand table
 * (`getRegionalVariant`), unknown domains get the US default.
 *
 * @example getRegionalFooterContentForDomain('www.myhammer.at').locale // 'de-AT'
 */
export function getRegionalFooterContentForDomain(
  domain: string | null | undefined,
  options: FooterBuildOptions = {},
): RegionalFooterContent {
  return getRegionalFooterContent(getRegionalVariant(domain), options);
}
