import type { BrandType } from '../brand/brand';

/** An image from the navigation data (logo, icons, article thumbnails). `url` is already sanitised. */
export interface NavImage {
  /** Safe image address. */
  url: string;
  /** Alternative text; empty for a decorative image. */
  altText: string;
  /**
   * The image's intrinsic size in px, when the data gives it (both positive numbers): rendered as the
   * `<img>`'s width and height, so the browser reserves its box before it loads (no layout shift).
   */
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * A link from the navigation data, ready to spread onto an `<a>` (after the name is taken out):
 * `href` went through the link sanitiser, links that open another window carry `rel="noopener noreferrer"`,
 * and `name` has a visible character.
 */
export interface NavLink {
  /** Visible text. */
  name: string;
  /** Safe address. */
  href: string;
  /** `_blank` for new-tab links, or the data's target (`_self`, `_top`, `_parent`, a window name). */
  target?: string | undefined;
  /** Always includes `noopener noreferrer` when `target` is anything but `_self`, `_top` or `_parent`. */
  rel?: string | undefined;
}

/** A featured article of a grouping panel. */
export interface NavArticle {
  title: string;
  /** Safe address of the article. */
  href: string;
  /** The thumbnail, or null when absent or unsafe. */
  image: NavImage | null;
}

/** A top-level project type of the desktop bar and the mobile menu (spec 3 "Nav grouping"). */
export interface NavGrouping {
  /** A stable id (`group-0`, `group-1`, ...) used by `useNavMenus`. */
  id: string;
  /** The title shown on the bar and in the mobile list. */
  navigationTitle: string;
  /** Heading above the link list, or null. */
  linksTitle: string | null;
  links: NavLink[];
  /** The 'view all' link (`moreLinksText` / `moreLinksUrl`), or null. */
  moreLink: NavLink | null;
  /** Heading above the featured articles, or null. */
  articlesTitle: string | null;
  articles: NavArticle[];
  /** The 'more' articles link (`moreArticlesText` / `moreArticlesUrl`), or null. */
  moreArticlesLink: NavLink | null;
}

/** Settings for the header's search bar from the navigation data; only primitive values are kept. */
export type NavSearchBarSettings = Readonly<Record<string, string | number | boolean>>;

/**
 * The global navigation data (spec 3) after validation: every field has a definite type, bad entries
 * are dropped, defaults are filled in and every link is safe to render.
 */
export interface NavigationData {
  brand: {
    /** The brand's domain, e.g. `www.roofline.com`, or null. */
    domain: string | null;
    logo: NavImage | null;
    /** The brand's login address, or null. */
    loginUrl: string | null;
  };
  brandIcon: NavImage | null;
  /** From the data, or derived from `brand.domain` when absent or unknown. */
  brandType: BrandType;
  joinAsProLink: NavLink | null;
  /** The CMS's login label, or null when it gives none (the header says 'Log In' in the page's language). */
  loginLinkLabel: string | null;
  /** The login address (without the redirect parameter), or null for the default `/login`. */
  loginLink: string | null;
  signUpLink: NavLink | null;
  /** @default '/auth/logout' */
  logOutLink: string;
  servicesNearMeLink: NavLink | null;
  /** The AI page address (`rooflineAiLink`), or null for `{origin}/ai`. */
  aiLink: string | null;
  /** The signed-in view is shown only when this is true (spec 6). */
  hasAuthenticatedVersion: boolean;
  authenticatedNavBarLinks: NavLink[];
  authenticatedDropdownLinks: NavLink[];
  /** May contain `{firstName}`; null when the data gives none (the header's greeting in the page's language). */
  authenticatedMenuGreeting: string | null;
  searchIcon: NavImage | null;
  signInIcon: NavImage | null;
  mobileOpenIcon: NavImage | null;
  mobileCloseIcon: NavImage | null;
  searchBar: NavSearchBarSettings | null;
  groupings: NavGrouping[];
}

/** The signed-in user as the header sees it (spec 3 "Header user"). */
export interface HeaderUser {
  /** A user with a non-empty first name is signed in. */
  firstName?: string | null | undefined;
}
