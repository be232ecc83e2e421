import { isMainBrandDomain } from '../brand/brand';
import { detectedPostalCode, isPostalCode, normalizePostalCode } from '../shared/postalCode';
import { encodeComponent, splitUrl, toWellFormed, trimTrailingSlashes } from '../shared/url';
import { SEARCH_LIMITS } from './limits';

/**
 * Pure URL builders of the search (spec 7.6 to 7.8). No React, no window: they take every input as an
 * argument, so a server or a test can build the same addresses.
 */

/**
 * True when `zip` is a complete, valid postal code of the country (US: exactly five digits, spec 5): the
 * only one ever added to a URL.
 */
export function isCompleteZip(zip: string | null | undefined, country = 'US'): zip is string {
  return isPostalCode(zip, country);
}

/**
 * What the ZIP field keeps of a typed value: the country's postal code, normalised (US: digits only,
 * cut at five, spec 5; `src/shared/postalCode.ts` for the others).
 *
 * @example sanitizeZipInput('1e0-2.3+456') // '10234'
 * @example sanitizeZipInput('sw1a1aa', 'GB') // 'SW1A 1AA'
 */
export function sanitizeZipInput(value: string, country = 'US'): string {
  return normalizePostalCode(value, country);
}

/**
 * What the ZIP field shows of `defaultZip` (often the CDN's code): a complete code of the site's country,
 * normalised (a US ZIP+4 gives its five digits), else '' and the field stays empty: a first part, another
 * country's code or one that would have to be cut is none (`detectedPostalCode`).
 *
 * @example cleanDefaultZip('10001-1234') // '10001'
 * @example cleanDefaultZip('K1A 0B1') // ''
 */
export function cleanDefaultZip(value: string, country = 'US'): string {
  return detectedPostalCode(value, country);
}

/** The search text as typed, cut at the 512-character maximum (spec 9). */
export function clampSearchText(value: string): string {
  return value.length > SEARCH_LIMITS.searchInputMaxLength ? value.slice(0, SEARCH_LIMITS.searchInputMaxLength) : value;
}

/** A base URL without its trailing slashes; `undefined` and blanks give ''. */
export function trimBase(base: string | null | undefined): string {
  return trimTrailingSlashes((base ?? '').trim());
}

function encode(value: string): string {
  return encodeComponent(value);
}

export interface BuildResultsUrlInput {
  /** `{resultsDomain}`; absent gives a same-origin `/find` address. */
  resultsDomain?: string | null | undefined;
  /** The project text, sent as typed (trimmed). */
  query: string;
  /** Added as `postalCode` only when it is complete and valid for the country (US: exactly five digits). */
  zip?: string | null | undefined;
  /** The site's country (`site.country`): the postal code's format. @default 'US' */
  country?: string | undefined;
}

/**
 * The results page address of a free-text search (spec 7.8), with the query parameters in the
 * spec's order: action, startIndex, useExtSearch, searchType, initialSearch, sourcePage, postalCode
 * (only a complete ZIP), query. Values are percent-encoded (a space is `%20`).
 *
 * @example buildResultsUrl({ resultsDomain: 'https://www.roofline.com', query: 'roof repair', zip: '10001' })
 * // 'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch'
 * //   + '&initialSearch=true&sourcePage=Homepage&postalCode=10001&query=roof%20repair'
 */
export function buildResultsUrl({ resultsDomain, query, zip, country }: BuildResultsUrlInput): string {
  const params: Array<[string, string]> = [
    ['action', 'SEARCH'],
    ['startIndex', ''],
    ['useExtSearch', 'false'],
    ['searchType', 'SiteTaskSearch'],
    ['initialSearch', 'true'],
    ['sourcePage', 'Homepage'],
  ];
  if (isCompleteZip(zip, country)) params.push(['postalCode', zip]);
  params.push(['query', query.trim()]);
  const search = params.map(([key, value]) => `${key}=${encode(value)}`).join('&');
  return `${trimBase(resultsDomain)}/find?${search}`;
}

export interface BuildSuggestionUrlInput {
  /** `{serviceRequestDomain}`; absent gives a same-origin path. */
  serviceRequestDomain?: string | null | undefined;
  /** The suggestion's path, e.g. `service-request/task/40113?entry=search`; its own parameters are kept. */
  srPathUrl: string;
  /** Appended as `postalCode` only when it is complete and valid for the country (US: exactly five digits). */
  zip?: string | null | undefined;
  /** The site's country (`site.country`): the postal code's format. @default 'US' */
  country?: string | undefined;
}

// A path from the API must stay a path on the service-request domain: no scheme, no host.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * The address of a picked suggestion (spec 7.8): `{serviceRequestDomain}/{srPathUrl}?{existing params}&postalCode`.
 * Returns `null` when `srPathUrl` is not a plain relative path (a scheme such as `javascript:`,
 * control characters, or empty), so an API answer can never send the visitor to another site.
 * Leading slashes and backslashes are dropped, so `//evil.example` stays a path.
 *
 * @example buildSuggestionUrl({ serviceRequestDomain: 'https://sr.roofline.com', srPathUrl: 'service-request/task/40113?entry=search', zip: '10001' })
 * // 'https://sr.roofline.com/service-request/task/40113?entry=search&postalCode=10001'
 */
export function buildSuggestionUrl({
  serviceRequestDomain,
  srPathUrl,
  zip,
  country,
}: BuildSuggestionUrlInput): string | null {
  if (typeof srPathUrl !== 'string' || CONTROL_CHARS.test(srPathUrl)) return null;
  const path = toWellFormed(srPathUrl.trim().replace(/^[/\\]+/, ''));
  if (path === '' || HAS_SCHEME.test(path)) return null;
  const { path: pathname, query: existing, hash } = splitUrl(path);
  const params = [existing, isCompleteZip(zip, country) ? `postalCode=${encode(zip)}` : ''].filter(Boolean).join('&');
  return `${trimBase(serviceRequestDomain)}/${pathname}${params ? `?${params}` : ''}${hash}`;
}

export interface BuildAutocompleteUrlInput {
  searchApiHost: string;
  /** The visitor's anonymous id, sent as `identifier`. */
  identifier?: string | null | undefined;
  query: string;
  limit: number;
}

/**
 * The autocomplete address (spec 7.6): `{searchApiHost}?identifier=&searchQuery=&limit=`.
 * A host that already carries a query string gets the parameters appended with `&`.
 */
export function buildAutocompleteUrl({ searchApiHost, identifier, query, limit }: BuildAutocompleteUrlInput): string {
  const base = searchApiHost.trim();
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}identifier=${encode(identifier ?? '')}&searchQuery=${encode(query)}&limit=${limit}`;
}

/** The split-treatment address (spec 7.7): `{splitDomain}/feature/{flag}/treatment`. */
export function buildTreatmentUrl(splitDomain: string, flag: string): string {
  return `${trimBase(splitDomain)}/feature/${encode(flag)}/treatment`;
}

/**
 * Whether the 'View all' button is shown (spec 2.8): only when the results domain is absent or is a
 * Roofline or HomeAdvisor domain.
 */
export function shouldShowViewAll(resultsDomain: string | null | undefined): boolean {
  return isMainBrandDomain(resultsDomain);
}
