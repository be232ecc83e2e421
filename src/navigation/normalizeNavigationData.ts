import { BrandType, getBrandType } from '../brand/brand';
import { DEFAULT_ROUTES } from '../constants/constants';
import { getSafeLinkProps, sanitizeHref } from '../safety/sanitizeHref';
import { hasVisibleText } from '../safety/visibleText';
import { devWarn } from '../shared/warn';
import type { NavigationDataError } from './navigationApi';
import type {
  NavArticle,
  NavGrouping,
  NavImage,
  NavigationData,
  NavLink,
  NavSearchBarSettings,
} from './navigation.types';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed string with a visible character, or null (empty, or only whitespace and invisible characters). */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return hasVisibleText(trimmed) ? trimmed : null;
}

/** Counts what was dropped, for one development warning per normalisation. */
interface Tally {
  dropped: number;
}

function image(value: unknown, tally: Tally): NavImage | null {
  if (value === undefined || value === null) return null;
  const url = isRecord(value) ? sanitizeHref(value.url) : null;
  if (url === null || !isRecord(value)) {
    tally.dropped++;
    return null;
  }
  const altText = typeof value.altText === 'string' ? value.altText.trim() : '';
  const { width, height } = value;
  return isDimension(width) && isDimension(height) ? { url, altText, width, height } : { url, altText };
}

/** A usable intrinsic image size: a positive number of px, below 10,000 (NaN and Infinity fail). */
function isDimension(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && value < 1e4;
}

/**
 * A link from `{ name, url, target?, newTab?, openInNewTab? }` or a bare URL string (then named
 * `defaultName`). Null when the address is missing or unsafe, or when it has no name (a name without
 * a visible character is none). A target other than `_self`, `_top` or `_parent` gets
 * `rel="noopener noreferrer"`.
 */
/**
 * The name of a link whose data left it out (a sign-up link given as a bare URL, a group's 'View all'
 * without its text): empty, so the header's view says it in the page's language (`getHeaderView`),
 * never an English default a view would have to recognise.
 */
export const MISSING_NAME = '';

function link(value: unknown, tally: Tally, defaultName?: string): NavLink | null {
  if (value === undefined || value === null) return null;
  let name: string | null = null;
  let props = null;
  if (typeof value === 'string') {
    name = defaultName ?? null;
    props = getSafeLinkProps({ href: value });
  } else if (isRecord(value)) {
    name = text(value.name) ?? text(value.text) ?? defaultName ?? null;
    props = getSafeLinkProps({
      href: value.url ?? value.href,
      newTab: value.newTab === true || value.openInNewTab === true,
      target: typeof value.target === 'string' ? value.target : undefined,
    });
  }
  if (name === null || props === null) {
    tally.dropped++;
    return null;
  }
  return { name, ...props };
}

/** A link made of two fields (`moreLinksText` + `moreLinksUrl`); without its text, its name is missing (''). */
function pairLink(name: unknown, url: unknown, tally: Tally): NavLink | null {
  if (url === undefined || url === null) return null;
  return link({ name: text(name) ?? MISSING_NAME, url }, tally);
}

function links(value: unknown, tally: Tally): NavLink[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    tally.dropped++;
    return [];
  }
  const out: NavLink[] = [];
  for (const entry of value) {
    const safe = link(entry, tally);
    if (safe) out.push(safe);
  }
  return out;
}

/** A bare URL field (login, logout, AI link): the safe address or null. */
function href(value: unknown, tally: Tally): string | null {
  if (value === undefined || value === null || value === '') return null;
  const safe = sanitizeHref(isRecord(value) ? value.url : value);
  if (safe === null) tally.dropped++;
  return safe;
}

function article(value: unknown, tally: Tally): NavArticle | null {
  if (!isRecord(value)) {
    tally.dropped++;
    return null;
  }
  const title = text(value.title);
  // `articleUrl` / `imageThumbnail` as the CMS sends them; `href` / `image` as this function gives them.
  const safe = sanitizeHref(value.articleUrl ?? value.url ?? value.href);
  if (title === null || safe === null) {
    tally.dropped++;
    return null;
  }
  return { title, href: safe, image: image(value.imageThumbnail ?? value.image, tally) };
}

function grouping(value: unknown, index: number, tally: Tally): NavGrouping | null {
  const title = isRecord(value) ? text(value.navigationTitle) : null;
  if (!isRecord(value) || title === null) {
    tally.dropped++;
    return null;
  }
  const articles: NavArticle[] = [];
  if (Array.isArray(value.articles)) {
    for (const entry of value.articles) {
      const safe = article(entry, tally);
      if (safe) articles.push(safe);
    }
  }
  return {
    id: `group-${index}`,
    navigationTitle: title,
    linksTitle: text(value.linksTitle),
    links: links(value.links, tally),
    // The CMS's text + URL pairs, or the links this function gives (normalised data passed in again).
    moreLink: pairLink(value.moreLinksText, value.moreLinksUrl, tally) ?? link(value.moreLink, tally),
    articlesTitle: text(value.articlesTitle),
    articles,
    moreArticlesLink:
      pairLink(value.moreArticlesText, value.moreArticlesUrl, tally) ?? link(value.moreArticlesLink, tally),
  };
}

function searchBarSettings(value: unknown): NavSearchBarSettings | null {
  if (!isRecord(value)) return null;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (
      typeof entry === 'string' ||
      typeof entry === 'boolean' ||
      (typeof entry === 'number' && Number.isFinite(entry))
    )
      out[key] = entry;
  }
  return out;
}

function brandType(value: unknown, domain: string | null): BrandType {
  if (typeof value === 'string') {
    const match = Object.values(BrandType).find((type) => type.toLowerCase() === value.trim().toLowerCase());
    if (match) return match;
  }
  return getBrandType(domain);
}

/**
 * Navigation data has a `brand` object or a `groupings` array, and neither has another type. Anything
 * else (an error body, `{}`, `{ brand: 'x' }`) is not navigation data, even with a 200 (spec 4.4).
 */
function looksLikeNavigationData(input: UnknownRecord): boolean {
  const { brand, groupings } = input;
  if (brand !== undefined && brand !== null && !isRecord(brand)) return false;
  if (groupings !== undefined && groupings !== null && !Array.isArray(groupings)) return false;
  return isRecord(brand) || Array.isArray(groupings);
}

/** The error of data that `normalizeNavigationData` refuses (supplied or fetched). */
export const INVALID_NAVIGATION: NavigationDataError = {
  kind: 'invalid',
  message: 'Navigation data has an invalid shape',
};

/**
 * Validates untrusted navigation data (spec 3) into {@link NavigationData}: entries of the wrong shape
 * are dropped, every link goes through the link sanitiser (no `javascript:`, `data:` or other unsafe
 * scheme survives), and the `logOutLink` default ('/auth/logout') is filled in. Texts the data leaves out
 * stay missing (`loginLinkLabel` and the greeting null, a defaulted link's name ''): the header's view
 * says them in the page's language; the CMS's own texts stay as written, in their language. Returns null when the input is not navigation data (not an object, or no
 * `brand` object nor `groupings` array, or either of another type). Pure; never throws. Its own output
 * (also after a JSON round trip) comes back equal, so data loaded with `loadNavigationData` can be
 * passed to a Header, which normalises what it is given.
 *
 * @example normalizeNavigationData({ groupings: [{ navigationTitle: 'Roofing', links: [] }] })?.groupings[0].id // 'group-0'
 */
export function normalizeNavigationData(input: unknown): NavigationData | null {
  if (!isRecord(input)) {
    if (input !== undefined && input !== null) devWarn('Navigation data is not an object; the header is hidden.');
    return null;
  }
  if (!looksLikeNavigationData(input)) {
    devWarn('Navigation data has no brand or groupings (or they have the wrong types); the header is hidden.');
    return null;
  }
  const tally: Tally = { dropped: 0 };
  const brand = isRecord(input.brand) ? input.brand : {};
  const domain = text(brand.domain);
  const groupings: NavGrouping[] = [];
  if (Array.isArray(input.groupings)) {
    input.groupings.forEach((entry, index) => {
      const safe = grouping(entry, index, tally);
      if (safe) groupings.push(safe);
    });
  } else if (input.groupings !== undefined && input.groupings !== null) {
    tally.dropped++;
  }

  const data: NavigationData = {
    brand: { domain, logo: image(brand.logo, tally), loginUrl: href(brand.loginUrl, tally) },
    brandIcon: image(input.brandIcon, tally),
    brandType: brandType(input.brandType, domain),
    joinAsProLink: link(input.joinAsProLink, tally),
    loginLinkLabel: text(input.loginLinkLabel),
    loginLink: href(input.loginLink, tally),
    signUpLink: link(input.signUpLink, tally, MISSING_NAME),
    logOutLink: href(input.logOutLink, tally) ?? DEFAULT_ROUTES.logout,
    servicesNearMeLink: link(input.servicesNearMeLink, tally, MISSING_NAME),
    aiLink: href(input.rooflineAiLink ?? input.aiLink, tally),
    hasAuthenticatedVersion: input.hasAuthenticatedVersion === true,
    authenticatedNavBarLinks: links(input.authenticatedNavBarLinks, tally),
    authenticatedDropdownLinks: links(input.authenticatedDropdownLinks, tally),
    authenticatedMenuGreeting: text(input.authenticatedMenuGreeting),
    searchIcon: image(input.searchIcon, tally),
    signInIcon: image(input.signInIcon, tally),
    mobileOpenIcon: image(input.mobileOpenIcon, tally),
    mobileCloseIcon: image(input.mobileCloseIcon, tally),
    searchBar: searchBarSettings(input.searchBar),
    groupings,
  };
  if (tally.dropped > 0)
    devWarn(`Navigation data: dropped ${tally.dropped} invalid entr${tally.dropped === 1 ? 'y' : 'ies'}.`);
  return data;
}
