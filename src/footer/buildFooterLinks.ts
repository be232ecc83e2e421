import { type Brand, getRegionalVariant, type RegionalVariant } from '../brand';
import { HOME_ADVISOR_GLOBAL_FOOTER } from './data/homeAdvisorFooter';
import { REGIONAL_FOOTERS } from './data/regional';
import { ROOFLINE_GLOBAL_FOOTER } from './data/rooflineFooter';
import type { PartialCatalogue } from '../i18n/catalogueLookup';
import type { FooterBuildOptions, GlobalFooterContent, RegionalFooterContent } from './footer.types';
import { localiseRegionalFooter, regionalFooterTexts } from './localiseRegionalFooter';
import { memoBySource } from '../shared/memoBySource';
import { resolveFooterLink, resolveFooterSection } from './linkUrl';

/** The build options as one cache key. */
const optionsKey = ({ queryString = '', baseUrl = '' }: FooterBuildOptions) => `${queryString}\n${baseUrl}`;

/** The brands that have a global footer. HANDY's footer content is not specified, so it has none. */
export type GlobalFooterBrand = 'ROOFLINE' | 'HOME_ADVISOR';

/** Each brand's global footer content, hrefs as written in the data modules. */
const GLOBAL_FOOTER_CONTENT: Readonly<Record<GlobalFooterBrand, GlobalFooterContent>> = {
  HOME_ADVISOR: HOME_ADVISOR_GLOBAL_FOOTER,
  ROOFLINE: ROOFLINE_GLOBAL_FOOTER,
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
  return hasGlobalFooter(brand) ? resolveGlobalFooterContent(GLOBAL_FOOTER_CONTENT[brand], options) : null;
}

/**
 * One brand's global footer content (`ROOFLINE_GLOBAL_FOOTER`, `HOME_ADVISOR_GLOBAL_FOOTER`) with every
 * href final, as `buildFooterLinks` gives it: for code that imports only its own brand's tables.
 */
export function resolveGlobalFooterContent(
  content: GlobalFooterContent,
  options: FooterBuildOptions = {},
): GlobalFooterContent {
  // The same object for the same content and options: renders and server requests reuse its links.
  return resolveGlobalOnce(content, options);
}

const resolveGlobalOnce = memoBySource(function resolveGlobal(
  content: GlobalFooterContent,
  options: FooterBuildOptions,
): GlobalFooterContent {
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
}, optionsKey);

/**
 * A regional footer's content (spec 2.5) with every href final: in its site's language, or in a
 * catalogue's texts when the catalogue has the site's area (`canadaFooter` in fr-CA's: HomeStars in
 * French; its `textOverrides` merged in, see `resolveCatalogue`).
 *
 * @example getRegionalFooterContent('netherlands').postAJob.cta.href // '/vind-een-dienst'
 * @example getRegionalFooterContent('canada', {}, frCA).sisterBrands.title // 'Nos marques dans le monde'
 */
export function getRegionalFooterContent(
  variant: RegionalVariant,
  options: FooterBuildOptions = {},
  catalogue?: PartialCatalogue,
): RegionalFooterContent {
  const site = REGIONAL_FOOTERS[variant] ? variant : 'us';
  const data = REGIONAL_FOOTERS[site];
  const { texts, locale } = regionalFooterTexts(site, catalogue);
  // The same object for the same site, texts and options: renders and server requests reuse its links.
  return resolveRegionalOnce(localiseRegionalFooter(data, texts, locale), options);
}

const resolveRegionalOnce = memoBySource(function resolveRegional(
  content: RegionalFooterContent,
  options: FooterBuildOptions,
): RegionalFooterContent {
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
}, optionsKey);

/**
 * The regional footer content for a domain: the variant comes from the foundation's brand table
 * (`getRegionalVariant`), unknown domains get the US default.
 *
 * @example getRegionalFooterContentForDomain('www.myhammer.at').locale // 'de-AT'
 */
export function getRegionalFooterContentForDomain(
  domain: string | null | undefined,
  options: FooterBuildOptions = {},
  catalogue?: PartialCatalogue,
): RegionalFooterContent {
  return getRegionalFooterContent(getRegionalVariant(domain), options, catalogue);
}
