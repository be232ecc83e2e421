import { cleanQueryString, encodeComponent, joinUrl, splitHash } from '../shared/url';
import type { FooterBuildOptions, FooterLink, FooterSection } from './footer.types';

/**
 * The query string without its leading `?`/`&` and without any fragment, its control characters (a
 * raw tab, CR or LF) percent-encoded, or '' when there is none (`cleanQueryString`).
 *
 * @example normaliseQueryString('?utm_source=x#top') // 'utm_source=x'
 */
export function normaliseQueryString(queryString: string | null | undefined): string {
  return cleanQueryString(queryString);
}

/**
 * Appends a query string to a link, before any fragment, with `?` or `&` as needed.
 * An empty query string or a pure `#fragment` link leaves the link unchanged.
 *
 * @example appendQueryString('/nearme/', 'utm_source=x') // '/nearme/?utm_source=x'
 * @example appendQueryString('/pro?step=1#form', '?a=b') // '/pro?step=1&a=b#form'
 */
export function appendQueryString(href: string, queryString: string | null | undefined): string {
  const query = normaliseQueryString(queryString);
  if (!query || href.startsWith('#')) return href;
  const [base, hash] = splitHash(href);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

function withBase(href: string, baseUrl: string | undefined): string {
  if (!baseUrl || !href.startsWith('/') || href.startsWith('//')) return href;
  return joinUrl(baseUrl, href);
}

/**
 * The last resolution of each data link. Building the same footer again with the same options gives
 * the same link objects, so what is computed per link object (`getFooterLinkProps`) is reused;
 * one entry per link, so options that change on every request do not pile up.
 */
const lastResolved = new WeakMap<FooterLink, FooterLink>();

function sameFieldsBesidesHref(resolved: FooterLink, link: FooterLink): boolean {
  const a = resolved as unknown as Record<string, unknown>;
  const b = link as unknown as Record<string, unknown>;
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => key === 'href' || a[key] === b[key]);
}

/**
 * A link with its final href: the base URL prefixed to root-relative paths and the query string
 * appended, unless the link is `external` or a `#` anchor.
 */
export function resolveFooterLink<L extends FooterLink>(link: L, options: FooterBuildOptions = {}): L {
  if (link.external || link.href.startsWith('#')) return link;
  const href = appendQueryString(withBase(link.href, options.baseUrl), options.queryString);
  const last = lastResolved.get(link) as L | undefined;
  if (last && last.href === href && sameFieldsBesidesHref(last, link)) return last;
  const resolved = { ...link, href };
  lastResolved.set(link, resolved);
  return resolved;
}

/** Every link of a section resolved (see `resolveFooterLink`). */
export function resolveFooterSection(section: FooterSection, options: FooterBuildOptions = {}): FooterSection {
  return { ...section, links: section.links.map((link) => resolveFooterLink(link, options)) };
}

/**
 * A URL slug: lower case, accents folded (ü -> ue for German, é -> e), runs of other characters
 * turned into single hyphens.
 *
 * @example slugify('Frankfurt am Main') // 'frankfurt-am-main'
 * @example slugify('München') // 'muenchen'
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A HomeAdvisor city page path (spec 2.4): `/c.{City_with_underscores}.{State}.html`.
 * Spaces become underscores; dots and slashes are dropped so they cannot break the pattern.
 *
 * @example cityUrl('New York', 'NY') // '/c.New_York.NY.html'
 */
export function cityUrl(city: string, state: string): string {
  const name = city
    .trim()
    .replace(/[./\\]/g, '')
    .replace(/\s+/g, '_');
  const code = state
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return `/c.${encodeComponent(name).replace(/%20/g, '_')}.${code}.html`;
}
