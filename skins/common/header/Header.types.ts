import type {
  ChromeCatalogue,
  HeaderTexts,
  HeaderUser,
  HeaderVariant,
  HoverIntentOptions,
  UseNavigationDataOptions,
  UseSimpleHeaderOptions,
} from '../../../src';
import type { SearchBarProps } from '../search';
import type { ReviewsWidgetProps } from '../widgets';
import type { ChromeThemeOverrides } from '../../theme/theme';

export interface HeaderProps {
  /**
   * The navigation data (spec 3), for example rendered on the server. When absent it is fetched on
   * the client (see `navigationRequest`); without data the header is not shown.
   */
  navigationData?: unknown;
  /** How the data is fetched when `navigationData` is absent: variant, domain, token, accessKey, userName. */
  navigationRequest?: Omit<UseNavigationDataOptions, 'data'> | undefined;
  /** @default 'standard' */
  variant?: HeaderVariant | undefined;
  /** The signed-in user; the signed-in view needs a firstName and the data's hasAuthenticatedVersion. */
  user?: HeaderUser | null | undefined;
  /** Appended to the logo's link to the brand home. */
  queryString?: string | undefined;
  /** Props for the search bar. In `standardWithSearch` their presence shows the inline desktop bar. */
  searchBarProps?: Partial<Omit<SearchBarProps, 'variant' | 'open' | 'onOpenChange'>> | undefined;
  /** Overrides the data's AI link. */
  aiLink?: string | undefined;
  /** Where the login link returns to instead of the current address. */
  loginRedirect?: string | undefined;
  /** The id of the main content (the skip link's target). @default 'main' */
  mainContentId?: string | undefined;
  /** Override any of the header's texts. */
  texts?: Partial<HeaderTexts> | undefined;
  /** Open desktop panels on hover. @default false */
  hoverIntent?: boolean | HoverIntentOptions | undefined;
  /**
   * The mobile menus' closing delay and slide/fade transition, one value in ms (spec 4.4, 9).
   * @default 500 (Roofline and Instapro skins), 700 (HomeAdvisor skin)
   */
  closingDelayMs?: number | undefined;
  /** Settings of the reviews widget (shown for regional domains), or false to hide it. */
  reviewsWidget?: Omit<ReviewsWidgetProps, 'domain'> | false | undefined;
  className?: string | undefined;
}

/**
 * Props of `ServerHeader`, the React Server Component header (docs/server-rendering.md): `Header`'s
 * props, serialisable ones only (`searchBarProps` and `reviewsWidget` without functions), with the
 * navigation data loaded on the server (no fetch in the browser), plus what a Server Component cannot
 * read from the providers: theme overrides, the locale and the catalogues of the texts.
 */
export interface ServerHeaderProps extends Omit<HeaderProps, 'navigationData' | 'navigationRequest'> {
  /**
   * The navigation data (spec 3), loaded on the server (`loadNavigationData`'s `data`, or the CMS's
   * answer as is). Without valid data nothing is rendered.
   */
  navigationData: unknown;
  /** Overrides of the brand theme, as `ThemeProvider`'s `theme`. */
  theme?: ChromeThemeOverrides | undefined;
  /**
   * The locale of the header's texts; give the page's ChromeProvider the same, for its islands.
   * @default the site's: the regional site's of the navigation data's domain, else en-US
   */
  locale?: string | undefined;
  /** Catalogues the texts may come from, besides the built-in en-US one (`@roofline/chrome/locales`). */
  catalogues?: readonly ChromeCatalogue[] | undefined;
}

/** Props of `SimpleHeader`: the options of `useSimpleHeader`, plus a class name. */
export interface SimpleHeaderProps extends UseSimpleHeaderOptions {
  className?: string | undefined;
}
