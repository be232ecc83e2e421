import { buildLoginUrl } from '../auth/loginUrl';
import {
  type Brand,
  BrandType,
  findRegionalSite,
  getBrandType,
  HOMEADVISOR_DOMAIN,
  ROOFLINE_DOMAIN,
} from '../brand/brand';
import { sanitizeHref } from '../safety/sanitizeHref';
import { hasVisibleText } from '../safety/visibleText';
import { memoByKey, memoBySource } from '../shared/memoBySource';
import { cleanQueryString } from '../shared/url';
import { DEFAULT_HEADER_TEXTS, type HeaderTexts } from './headerTexts';
import { STANDARD, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD, STANDARD_WITH_SEARCH } from './headerVariants';
import type { HeaderVariant } from './headerVariants';
import type { HeaderUser, NavGrouping, NavImage, NavigationData, NavLink } from './navigation.types';

export interface HeaderViewOptions {
  /** True when the page gave search props: `standardWithSearch` shows its inline bar only then. */
  hasSearch?: boolean | undefined;
  /** Appended to the logo's link to the brand home. */
  queryString?: string | undefined;
  /**
   * The same-origin path the login link returns to, or null while it is not known yet (before the
   * first client effect; the login link is then the bare login path).
   */
  loginReturnTo?: string | null | undefined;
  /** The page's origin, for a login page on another origin. */
  origin?: string | undefined;
  /** Overrides the data's AI link. */
  aiLink?: string | null | undefined;
  /** The greeting used when the data has none. @default 'Welcome Back' */
  defaultGreeting?: string | undefined;
  /**
   * The header texts of the page's locale: the names the data left to their en-US defaults (a sign-up
   * link given as a bare URL, no login label, no greeting) are said in it. @default en-US
   */
  texts?: HeaderTexts | undefined;
}

/** Who sees what in the header (spec 2.7 and 6): the header's decisions, ready to render. */
export interface HeaderView {
  variant: HeaderVariant;
  /** Signed in: the data has `hasAuthenticatedVersion` and the user has a first name. */
  isSignedIn: boolean;
  firstName: string | null;
  /** The greeting with `{firstName}` filled in. */
  greeting: string;
  /** The logo's link: the brand home (fallback the main US site) plus the query string. */
  brandHomeHref: string;
  /** Text for the logo link when there is no logo image. */
  brandName: string;
  logo: NavImage | null;
  /** Desktop join-as-pro link; null when hidden (signed in, or absent). */
  joinAsProLink: NavLink | null;
  /** Mobile pro-signup link; null when signed in, for brandType Instapro, in the AI-button variant, or absent. */
  mobileProSignupLink: NavLink | null;
  /** Login link (`/login?redirect=...`); null when signed in. */
  loginLink: NavLink | null;
  /** Sign-up link; null when signed in or absent. */
  signUpLink: NavLink | null;
  /** Services-near-me link of the mobile navigation menu; null when absent. */
  servicesNearMeLink: NavLink | null;
  /** Signed in only: the avatar and the account dropdown / profile menu. */
  showAccountMenu: boolean;
  /** Signed in only (else empty). */
  authenticatedNavBarLinks: NavLink[];
  /** Signed in only (else empty): the account dropdown's and profile menu's links. */
  accountLinks: NavLink[];
  /** Signed in only (else null). @default '/auth/logout' */
  logoutHref: string | null;
  /** `standardWithSearch` with search props: the inline desktop search bar. */
  showInlineSearch: boolean;
  /** The desktop search icon (not shown when the inline bar is). The mobile bar always has one. */
  showDesktopSearchButton: boolean;
  /** `standardWithAiButton`: the mobile AI Pro Finder button. */
  showAiButton: boolean;
  /** `standardWithAiField`: the 'Find pros with AI' field. */
  showAiField: boolean;
  /** Where the AI entry goes; null for the default `{origin}/ai`. */
  aiLink: string | null;
  groupings: NavGrouping[];
  /** The reviews widget's settings for a regional domain, else null. */
  reviewsWidget: { domain: string; locale: string } | null;
}

const BRAND_NAMES: Record<BrandType, string> = {
  [BrandType.Roofline]: 'Roofline',
  [BrandType.Homeadvisor]: 'HomeAdvisor',
  [BrandType.Instapro]: 'Instapro',
};

type DefaultName = 'greeting' | 'logIn' | 'signUp' | 'servicesNearMe' | 'viewAll' | 'moreArticles';
type OwnName = (name: string, key: DefaultName) => string;

/**
 * A name the data left out (normalisation marks it missing: '' or null) said in `texts` (en-US without);
 * any name the data gives, the CMS's own, as it is, in its own language.
 */
function localDefaults(texts: HeaderTexts | undefined): OwnName {
  return (name, key) => name || (texts ?? DEFAULT_HEADER_TEXTS)[key];
}

function ownLink(link: NavLink | null, own: OwnName, key: DefaultName): NavLink | null {
  if (!link) return link;
  const name = own(link.name, key);
  return name === link.name ? link : { ...link, name };
}

/** The groups' 'View all' and 'More articles' links in the texts' language (kept per data and language). */
const localGroupings = memoBySource(
  (groupings: NavGrouping[], own: OwnName): NavGrouping[] =>
    groupings.map((group) => {
      const moreLink = ownLink(group.moreLink, own, 'viewAll');
      const moreArticlesLink = ownLink(group.moreArticlesLink, own, 'moreArticles');
      return moreLink === group.moreLink && moreArticlesLink === group.moreArticlesLink
        ? group
        : { ...group, moreLink, moreArticlesLink };
    }),
  (own) => `${own('', 'viewAll')}|${own('', 'moreArticles')}`,
);

/** A first name, trimmed; null when none shows (empty, or only whitespace and invisible characters). */
const visibleName = (firstName: unknown): string | null => {
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  return hasVisibleText(name) ? name : null;
};

/** Fills `{firstName}` into a greeting template; without a name, the placeholder and trailing commas go. */
export function formatGreeting(template: string, firstName: string | null | undefined): string {
  const name = visibleName(firstName) ?? '';
  const filled = template.replace(/\{firstName\}/g, name);
  return name
    ? filled
    : filled
        .replace(/[\s,!.]+$/, '')
        .replace(/\s{2,}/g, ' ')
        .trim();
}

/**
 * The brand home: `https://{domain}/` (or the main US site when there is no usable domain), plus the
 * query string. Always a safe http(s) address.
 */
export function getBrandHomeHref(domain: string | null | undefined, queryString?: string): string {
  const d = typeof domain === 'string' ? domain.trim() : '';
  const home = d ? homeOfDomain(d) : DEFAULT_HOME;
  const query = cleanQueryString(queryString);
  return query ? `${home}?${query}` : home;
}

const DEFAULT_HOME = `https://www.${ROOFLINE_DOMAIN}/`;

/** Homes by domain, parsed once (a URL parse on every header render was a tenth of its server render). */
const homeOfDomain = /* @__PURE__ */ memoByKey(parseHome, 32);

function parseHome(domain: string): string {
  const candidate = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  try {
    const url = new URL(candidate);
    if (sanitizeHref(url.href) !== null && /^[a-z0-9.-]+(:\d+)?$/i.test(url.host)) return `${url.origin}/`;
  } catch {
    // the fallback
  }
  return DEFAULT_HOME;
}

/** The logo link: where it goes, the image, and the text used when there is no image. */
export interface LogoView {
  href: string;
  logo: NavImage | null;
  brandName: string;
}

/** Where the logo link goes without navigation data, per brand. */
const BRAND_HOME_DOMAINS: Record<Brand, string> = {
  ROOFLINE: `www.${ROOFLINE_DOMAIN}`,
  HOME_ADVISOR: `www.${HOMEADVISOR_DOMAIN}`,
  HANDY: `www.${ROOFLINE_DOMAIN}`,
};

export interface LogoViewOptions {
  /** Appended to the link. */
  queryString?: string | undefined;
  /** The brand's domain when the data has none. */
  domain?: string | undefined;
  /** The brand when there is neither data nor a domain. */
  brand?: Brand | undefined;
}

/**
 * The logo link of the header and of the simple header: the brand home (from the data's domain, else
 * `domain`, else the brand's site, else the main US site) plus the query string.
 */
export function getLogoView(data: NavigationData | null | undefined, options: LogoViewOptions = {}): LogoView {
  const brandDomain =
    data?.brand.domain ?? options.domain ?? (options.brand ? BRAND_HOME_DOMAINS[options.brand] : undefined) ?? null;
  return {
    href: getBrandHomeHref(brandDomain, options.queryString),
    logo: data?.brand.logo ?? null,
    // A regional site is named as its visitors know it (Travaux.com, MyHammer), not by the family.
    brandName: findRegionalSite(brandDomain)?.name ?? BRAND_NAMES[data?.brandType ?? getBrandType(brandDomain)],
  };
}

/**
 * The header's visibility rules as one pure function (spec 2.7 and 6), so every skin and any custom UI
 * makes the same decisions. `data` must be normalised (see `normalizeNavigationData`).
 */
export function getHeaderView(
  data: NavigationData,
  user: HeaderUser | null | undefined,
  variant: HeaderVariant = STANDARD,
  options: HeaderViewOptions = {},
): HeaderView {
  const firstName = visibleName(user?.firstName);
  const isSignedIn = data.hasAuthenticatedVersion && firstName !== null;
  const own = localDefaults(options.texts);
  const template = own(data.authenticatedMenuGreeting || options.defaultGreeting || '', 'greeting');
  const loginHref = buildLoginUrl(options.loginReturnTo, {
    loginPath: data.loginLink ?? data.brand.loginUrl ?? undefined,
    origin: options.origin,
  });
  const showInlineSearch = variant === STANDARD_WITH_SEARCH && options.hasSearch === true;
  const site = findRegionalSite(data.brand.domain);
  const logo = getLogoView(data, { queryString: options.queryString });
  const aiLink = options.aiLink === undefined ? data.aiLink : options.aiLink && sanitizeHref(options.aiLink);

  return {
    variant,
    isSignedIn,
    firstName,
    greeting: formatGreeting(template, firstName),
    brandHomeHref: logo.href,
    brandName: logo.brandName,
    logo: logo.logo,
    joinAsProLink: isSignedIn ? null : data.joinAsProLink,
    mobileProSignupLink:
      isSignedIn || data.brandType === BrandType.Instapro || variant === STANDARD_WITH_AI_BUTTON
        ? null
        : data.joinAsProLink,
    loginLink: isSignedIn ? null : { name: own(data.loginLinkLabel ?? '', 'logIn'), href: loginHref },
    signUpLink: isSignedIn ? null : ownLink(data.signUpLink, own, 'signUp'),
    servicesNearMeLink: ownLink(data.servicesNearMeLink, own, 'servicesNearMe'),
    showAccountMenu: isSignedIn,
    authenticatedNavBarLinks: isSignedIn ? data.authenticatedNavBarLinks : [],
    accountLinks: isSignedIn ? data.authenticatedDropdownLinks : [],
    logoutHref: isSignedIn ? data.logOutLink : null,
    showInlineSearch,
    showDesktopSearchButton: !showInlineSearch,
    showAiButton: variant === STANDARD_WITH_AI_BUTTON,
    showAiField: variant === STANDARD_WITH_AI_FIELD,
    aiLink: aiLink || null,
    groupings: localGroupings(data.groupings, own),
    reviewsWidget: site && data.brand.domain ? { domain: data.brand.domain, locale: site.locale } : null,
  };
}
