import { Brand, BrandType, resolveHost, type RegionalSite } from './brand';
import { resolveBrandFamily, type BrandFamily, type MainBrand } from './brandFamily';

/** The locale of the US brands' sites, and of every text without a catalogue of the site's language. */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The site a page belongs to, decided once by the provider from its domain (`resolveSite`): every hook
 * and skin reads brand, family, regional site, locale and country from here.
 */
export interface ChromeSite {
  /** The host the site was decided from (lower case), or `''` when none was known. */
  readonly domain: string;
  /** The configured brand, else HOME_ADVISOR on a HomeAdvisor domain, else ROOFLINE. */
  readonly brand: Brand;
  readonly family: BrandFamily;
  readonly mainBrand: MainBrand;
  /** The regional site of the domain (spec 2.5), for the Instapro family. */
  readonly regionalSite?: RegionalSite | undefined;
  /** BCP 47 locale of every text: the configured `locale`, else the regional site's, else en-US. */
  readonly locale: string;
  /** ISO 3166 country of the site: its postal-code format. US unless a regional site says otherwise. */
  readonly country: string;
}

/** What decides a site: the config's `brand`, `domain` and `locale`. */
export interface SiteInput {
  brand?: Brand | undefined;
  domain?: string | undefined;
  locale?: string | undefined;
}

/**
 * The site of a brand, domain and locale: decided once per provider (`ResolvedChromeConfig.site`).
 *
 * @example resolveSite({ domain: 'www.travaux.com' }).locale // 'fr-FR'
 * @example resolveSite({ domain: 'www.homeadvisor.com' }).brand // 'HOME_ADVISOR'
 * @example resolveSite({ domain: 'www.myhammer.at', locale: 'en-GB' }).country // 'AT'
 */
export function resolveSite({ brand, domain, locale }: SiteInput): ChromeSite {
  const { host, brandType } = resolveHost(domain);
  const siteBrand = brand ?? (brandType === BrandType.Homeadvisor ? Brand.HOME_ADVISOR : Brand.ROOFLINE);
  const { family, mainBrand, regionalSite } = resolveBrandFamily(siteBrand, host);
  return {
    domain: host,
    brand: siteBrand,
    family,
    mainBrand,
    regionalSite,
    locale: locale?.trim() || (family === 'instapro' && regionalSite?.locale) || DEFAULT_LOCALE,
    country: (family === 'instapro' && regionalSite?.country) || 'US',
  };
}

export { hostOf } from './brand';
