import { Brand, findRegionalSite, type RegionalSite } from './brand';

/** The brand family a page belongs to: what the skins style by and the hooks pick texts and data by. */
export type BrandFamily = 'roofline' | 'homeadvisor' | 'instapro';

/** The brands whose own data tables (footers, copyright years) exist: HOME_ADVISOR, and ROOFLINE for any other. */
export type MainBrand = typeof Brand.ROOFLINE | typeof Brand.HOME_ADVISOR;

/** What `resolveBrandFamily` decides. */
export interface ResolvedBrand {
  /** The family: `homeadvisor`, `instapro` (a regional site) or `roofline` (everything else). */
  readonly family: BrandFamily;
  /** The main brand whose data applies (content, copyright years): HOME_ADVISOR, otherwise ROOFLINE. */
  readonly mainBrand: MainBrand;
  /** The regional site, for the `instapro` family. */
  readonly regionalSite?: RegionalSite | undefined;
}

const ROOFLINE: ResolvedBrand = { family: 'roofline', mainBrand: Brand.ROOFLINE };
const HOMEADVISOR: ResolvedBrand = { family: 'homeadvisor', mainBrand: Brand.HOME_ADVISOR };

/**
 * The one place that decides the brand family: HOME_ADVISOR is HomeAdvisor; otherwise a domain of the
 * group's regional sites (spec 2.5) is Instapro with that site; anything else is Roofline. The
 * provider resolves it once (`ResolvedChromeConfig.brandFamily`); hooks return it as `variant`.
 *
 * @example resolveBrandFamily('HOME_ADVISOR').family // 'homeadvisor'
 * @example resolveBrandFamily(undefined, 'www.werkspot.nl').regionalSite?.variant // 'netherlands'
 * @example resolveBrandFamily('HANDY').mainBrand // 'ROOFLINE'
 */
export function resolveBrandFamily(brand: Brand | string | null | undefined, domain?: string | null): ResolvedBrand {
  if (brand === Brand.HOME_ADVISOR) return HOMEADVISOR;
  const regionalSite = domain ? findRegionalSite(domain) : undefined;
  if (regionalSite) return { family: 'instapro', mainBrand: Brand.ROOFLINE, regionalSite };
  return ROOFLINE;
}
