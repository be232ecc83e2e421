import type { RegionalFooterCommonTexts } from '../i18n/messages.types';
import type { RegionalVariant } from '../brand';

/** One link of a footer, as data. */
export interface FooterLink {
  /** Stable id, unique within its footer (kebab-case). Sent as the analytics `element_id`. */
  id: string;
  /** The visible text (in the site's language). */
  text: string;
  /** Root-relative path on the brand's site, an absolute URL, or a `#fragment`. */
  href: string;
  /** Open in a new tab (adds `target="_blank"` and `rel="noopener noreferrer"`). @default false */
  newTab?: boolean | undefined;
  /**
   * The link leaves the group's own sites (social, app stores, investor relations, sister sites):
   * neither the query string nor the base URL is added. @default false
   */
  external?: boolean | undefined;
}

/** A titled list of links: a footer column, or a mobile accordion item. */
export interface FooterSection {
  /** Stable id. Used for the accordion item and sent as the analytics `element_key` of its links. */
  id: string;
  /** The section heading. */
  title: string;
  links: readonly FooterLink[];
}

/** A city of a city directory (spec 3: name and url). */
export interface City {
  name: string;
  url: string;
}

/** A US city with its state, the source of a HomeAdvisor city link. */
export interface UsCity {
  name: string;
  /** Two-letter state code. */
  state: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin' | 'pinterest';

/** A social profile link, shown as an icon with `text` as its accessible name. */
export interface SocialLink extends FooterLink {
  network: SocialNetwork;
}

export type AppStore = 'apple' | 'google';

/** An app-store badge: text plus an inline icon, no remote image. */
export interface AppBadge extends FooterLink {
  store: AppStore;
  /** Small first line of the badge, e.g. 'Download on the'. The link text is the full phrase. */
  eyebrow: string;
  /** Large second line of the badge, e.g. 'App Store'. */
  storeName: string;
}

/** Texts of a global footer (en-US). */
export interface GlobalFooterTexts {
  /** Accessible name of the footer's link navigation. */
  navigationLabel: string;
  socialTitle: string;
  appsTitle: string;
  accessibilityTools: string;
  /** Copyright line; `{years}` is replaced with the year range. */
  copyright: string;
}

/** Everything a brand's global footer shows, with hrefs resolved (query string and base URL added). */
export interface GlobalFooterContent {
  brand: 'ROOFLINE' | 'HOME_ADVISOR';
  locale: string;
  /** Link columns (mobile accordions): homeowner services, for service pros, resources, about us... */
  sections: readonly FooterSection[];
  /** The city directory shown first (Roofline 'Top cities', HomeAdvisor 'Most Popular Cities'). */
  cities: FooterSection;
  /** Cities behind the 'Additional Cities' toggle (HomeAdvisor only; `null` for Roofline). */
  additionalCities: FooterSection | null;
  browseByState: FooterLink;
  legal: FooterSection;
  /** International sister sites (HomeAdvisor's legal column; `null` for Roofline). */
  internationalSites: FooterSection | null;
  social: readonly SocialLink[];
  apps: readonly AppBadge[];
  texts: GlobalFooterTexts;
}

/** Texts of a regional footer, in its language: the footer's own of its catalogue area. */
export type RegionalFooterTexts = Pick<
  RegionalFooterCommonTexts,
  'navigationLabel' | 'socialTitle' | 'appsTitle' | 'trustTitle' | 'trustPlaceholder' | 'legalLabel' | 'copyright'
>;

/** A sister brand of the group in another country. */
export interface SisterBrand extends FooterLink {
  /** The country's name in the footer's language. */
  country: string;
  variant: RegionalVariant;
}

/** Everything a regional footer shows (spec 2.5), with hrefs resolved. */
export interface RegionalFooterContent {
  variant: RegionalVariant;
  /** BCP 47 locale of the site (en-CA, en-US, en-GB, nl-NL, fr-FR, de-DE, de-AT, it-IT). */
  locale: string;
  brandName: string;
  /** The site's home page, e.g. https://homestars.com. */
  siteUrl: string;
  postAJob: { title: string; text: string; cta: FooterLink };
  /** The four link columns. */
  columns: readonly FooterSection[];
  /** 'Find pros in your area': city links plus an 'all cities' link last. */
  cities: FooterSection;
  /** The professions list plus an 'all professions' link last. */
  professions: FooterSection;
  sisterBrands: {
    title: string;
    /** Between a sister site's country and its linked name (from the texts' `sisterBrand`). @default ': ' */
    separator?: string | undefined;
    brands: readonly SisterBrand[];
  };
  social: readonly SocialLink[];
  apps: readonly AppBadge[];
  legal: readonly FooterLink[];
  /** Opens the consent tool: always `#cookie_settings_button`. */
  cookieSettings: FooterLink;
  /** First year of the copyright range; the range ends in 2025 (spec 2.5). */
  copyrightFromYear: number;
  texts: RegionalFooterTexts;
}

/**
 * A regional footer's data: its links' ids and addresses, without texts (every title, link text and
 * label is its id's in the footer's texts, `localiseRegionalFooter`).
 */
export type RegionalFooterData = Omit<RegionalFooterContent, 'texts'>;

/** Options of the pure builders. */
export interface FooterBuildOptions {
  /** Appended to every link on the group's own sites (not to `external` links or `#` anchors). */
  queryString?: string | undefined;
  /** Prefixed to root-relative paths, e.g. 'https://www.roofline.com'. @default '' (links stay relative) */
  baseUrl?: string | undefined;
}

/** One entry of the legal bar, in display order: a link, or the Accessibility Tools control. */
export type SimpleFooterItem = { kind: 'link'; link: FooterLink } | { kind: 'accessibilityTools'; text: string };
