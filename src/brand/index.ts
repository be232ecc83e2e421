export {
  Brand,
  BrandType,
  REGIONAL_SITES,
  ROOFLINE_DOMAIN,
  HOMEADVISOR_DOMAIN,
  COPYRIGHT_START_YEAR,
  REGIONAL_COPYRIGHT_END_YEAR,
  findRegionalSite,
  resolveHost,
  hostOf,
  getBrandType,
  getRegionalVariant,
  isMainBrandDomain,
  getCopyrightYears,
  getCopyrightYearsTo,
  getRegionalCopyrightYears,
  isBrand,
} from './brand';
export type { RegionalVariant, RegionalSite, CopyrightYears, HostResolution } from './brand';
export { resolveBrandFamily } from './brandFamily';
export type { BrandFamily, MainBrand, ResolvedBrand } from './brandFamily';
export { resolveSite, DEFAULT_LOCALE } from './site';
export type { ChromeSite, SiteInput } from './site';
