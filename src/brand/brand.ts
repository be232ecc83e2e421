/** Brand values of spec section 1. `HANDY` exists only as an enumeration value. */
export const Brand = {
  ROOFLINE: 'ROOFLINE',
  HOME_ADVISOR: 'HOME_ADVISOR',
  HANDY: 'HANDY',
} as const;
export type Brand = (typeof Brand)[keyof typeof Brand];

/** The navigation data's brandType (spec 1 and 3). */
export const BrandType = {
  Roofline: 'Roofline',
  Homeadvisor: 'Homeadvisor',
  Instapro: 'Instapro',
} as const;
export type BrandType = (typeof BrandType)[keyof typeof BrandType];

/** The regional footer variants of spec 2.5. */
export type RegionalVariant = 'canada' | 'us' | 'uk' | 'netherlands' | 'france' | 'germany' | 'austria' | 'italy';

export interface RegionalSite {
  /** Substring of the domain that selects this site. Checked in table order, so specific entries come first. */
  readonly match: string;
  readonly variant: RegionalVariant;
  /** The site's own name, as its visitors know it (the logo's text and accessible name). */
  readonly name: string;
  /** BCP 47 locale of the site's language. */
  readonly locale: string;
  /** ISO 3166 country code. */
  readonly country: string;
}

/**
 * The group's regional domains: one table, read by brandType and by the footer variant.
 * `instapro` alone is the US default site.
 */
export const REGIONAL_SITES: readonly RegionalSite[] = [
  { match: 'homestars', name: 'HomeStars', variant: 'canada', locale: 'en-CA', country: 'CA' },
  { match: 'mybuilder', name: 'MyBuilder', variant: 'uk', locale: 'en-GB', country: 'GB' },
  { match: 'werkspot', name: 'Werkspot', variant: 'netherlands', locale: 'nl-NL', country: 'NL' },
  { match: 'travaux', name: 'Travaux.com', variant: 'france', locale: 'fr-FR', country: 'FR' },
  { match: 'myhammer.de', name: 'MyHammer', variant: 'germany', locale: 'de-DE', country: 'DE' },
  { match: 'myhammer.at', name: 'MyHammer', variant: 'austria', locale: 'de-AT', country: 'AT' },
  { match: 'instapro.it', name: 'Instapro', variant: 'italy', locale: 'it-IT', country: 'IT' },
  { match: 'instapro', name: 'Instapro', variant: 'us', locale: 'en-US', country: 'US' },
];

/** The main US brand's domain and HomeAdvisor's (design.md). */
export const ROOFLINE_DOMAIN = 'roofline.com';
export const HOMEADVISOR_DOMAIN = 'homeadvisor.com';

/** The host of a domain or address: `https://www.Travaux.com/x` and `www.travaux.com:443` give `www.travaux.com`. */
export function hostOf(domainOrUrl: string | null | undefined): string {
  if (typeof domainOrUrl !== 'string') return '';
  const text = domainOrUrl.trim().toLowerCase();
  const host = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#]/, 1)[0] ?? '';
  return host.replace(/:\d*$/, '');
}

/** What a host says of its site: the one answer every function below reads. */
export interface HostResolution {
  /** The host (lower case), `''` for none. */
  readonly host: string;
  /** spec 1's brandType of the host. */
  readonly brandType: BrandType;
  /** The regional site, when the host is one of the group's regional domains. */
  readonly regionalSite?: RegionalSite | undefined;
  /** True when the host names Roofline or HomeAdvisor as its own site (not only as a subdomain). */
  readonly mainBrand: boolean;
}

/** The names a host is matched by, in order of precedence on a tie: the main brands, then the regional table. */
const HOST_NAMES: readonly (readonly [match: string, brandType: BrandType, site?: RegionalSite])[] = [
  ['roofline', BrandType.Roofline],
  ['homeadvisor', BrandType.Homeadvisor],
  ...REGIONAL_SITES.map((site) => [site.match, BrandType.Instapro, site] as const),
];

/**
 * The one resolution of a host: brand type, regional site and family all come from here, so no two
 * parts disagree. A host that names two brands (`roofline.travaux.com`) belongs to the one nearest its
 * end (the site's own domain: travaux.com, the French Instapro site); on a tie, the more specific entry
 * of the table first (`instapro.it` before `instapro`). A host naming none is Roofline's.
 *
 * @example resolveHost('roofline.travaux.com').regionalSite?.locale // 'fr-FR'
 */
export function resolveHost(domain: string | null | undefined): HostResolution {
  const host = hostOf(domain);
  let best: (typeof HOST_NAMES)[number] | undefined;
  let bestAt = -1;
  for (const entry of HOST_NAMES) {
    const at = host.lastIndexOf(entry[0]);
    if (at > bestAt) [best, bestAt] = [entry, at];
  }
  if (!best) return { host, brandType: BrandType.Roofline, mainBrand: false };
  return { host, brandType: best[1], regionalSite: best[2], mainBrand: !best[2] };
}

/** The regional site of a domain, if any (`resolveHost`). */
export function findRegionalSite(domain: string | null | undefined): RegionalSite | undefined {
  return resolveHost(domain).regionalSite;
}

/**
 * brandType from a domain (spec 1): the main US brand's domain gives `Roofline`, HomeAdvisor's gives
 * `Homeadvisor`, the group's regional domains give `Instapro`, anything else `Roofline`; a host naming
 * two, the one of its own domain (`resolveHost`).
 *
 * @example getBrandType('www.homeadvisor.com') // 'Homeadvisor'
 * @example getBrandType('roofline.travaux.com') // 'Instapro'
 */
export function getBrandType(domain: string | null | undefined): BrandType {
  return resolveHost(domain).brandType;
}

/**
 * The regional footer variant from a domain (spec 2.5). Unknown domains get the US default.
 *
 * @example getRegionalVariant('www.werkspot.nl') // 'netherlands'
 */
export function getRegionalVariant(domain: string | null | undefined): RegionalVariant {
  return findRegionalSite(domain)?.variant ?? 'us';
}

/** True when a domain is absent, or is a Roofline or HomeAdvisor domain (spec 2.8 'View all' rule). */
export function isMainBrandDomain(domain: string | null | undefined): boolean {
  const { host, mainBrand } = resolveHost(domain);
  return host === '' || mainBrand;
}

/** First copyright year per brand (spec 9). */
export const COPYRIGHT_START_YEAR = { ROOFLINE: 1995, HOME_ADVISOR: 1999, HANDY: 1995 } as const satisfies Record<
  Brand,
  number
>;
/** Regional footers show years up to 2025 (spec 2.5, 9). */
export const REGIONAL_COPYRIGHT_END_YEAR = 2025;

export interface CopyrightYears {
  from: number;
  to: number;
  /** `from-to`, or a single year when they are equal. */
  text: string;
}

/**
 * Copyright years for a brand: from the brand's first year to the year of `now` (the injected clock),
 * in UTC, or in the runtime's own time zone with `{ local: true }` (the visitor's, in a browser).
 * Components use `useCopyrightYears`, which renders the UTC year on the server and while hydrating,
 * then the visitor's.
 *
 * @example getCopyrightYears('ROOFLINE', Date.UTC(2026, 0, 1)).text // '1995-2026'
 */
export function getCopyrightYears(
  brand: Brand,
  now: number,
  options: { local?: boolean | undefined } = {},
): CopyrightYears {
  const date = new Date(now);
  return getCopyrightYearsTo(brand, options.local ? date.getFullYear() : date.getUTCFullYear());
}

/** Copyright years for a brand up to `year` (never before the brand's first year). */
export function getCopyrightYearsTo(brand: Brand, year: number): CopyrightYears {
  const from = COPYRIGHT_START_YEAR[brand] ?? COPYRIGHT_START_YEAR.ROOFLINE;
  const to = Math.max(from, year);
  return { from, to, text: from === to ? String(from) : `${from}-${to}` };
}

/** Copyright years of a regional footer: up to 2025 (spec 2.5). */
export function getRegionalCopyrightYears(fromYear: number): CopyrightYears {
  const to = Math.max(fromYear, REGIONAL_COPYRIGHT_END_YEAR);
  return { from: fromYear, to, text: fromYear === to ? String(to) : `${fromYear}-${to}` };
}

/** True for a known Brand value (case-sensitive). */
export function isBrand(value: unknown): value is Brand {
  return value === Brand.ROOFLINE || value === Brand.HOME_ADVISOR || value === Brand.HANDY;
}
