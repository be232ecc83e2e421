import type {
  HeaderTexts,
  HeaderUser,
  HeaderVariant,
  HoverIntentOptions,
  UseNavigationDataOptions,
  UseSimpleHeaderOptions,
} from '../../../src';
import type { SearchBarProps } from '../search';
import type { ReviewsWidgetProps } from '../widgets';

export interface HeaderProps {
  /**
   * The navigation data (spec 3), for example rendered on the server. When absent it is fetched on
   * the client (see `navigationRequest`); without data the header is not shown.
   */
  navigationData?: unknown;
  /** How the data is fetched when `navigationData` is absent: variant, domain, token, accessKey, userName. */
  navigationRequest?: Omit<UseNavigationDataOptions, 'data'>;
  /** @default 'standard' */
  variant?: HeaderVariant;
  /** The signed-in user; the signed-in view needs a firstName and the data's hasAuthenticatedVersion. */
  user?: HeaderUser | null;
  /** Appended to the logo's link to the brand home. */
  queryString?: string;
  /** Props for the search bar. In `standardWithSearch` their presence shows the inline desktop bar. */
  searchBarProps?: Partial<Omit<SearchBarProps, 'variant' | 'open' | 'onOpenChange'>>;
  /** Overrides the data's AI link. */
  aiLink?: string;
  /** Where the login link returns to instead of the current address. */
  loginRedirect?: string;
  /** The id of the main content (the skip link's target). @default 'main' */
  mainContentId?: string;
  /** Override any of the header's texts. */
  texts?: Partial<HeaderTexts>;
  /** Open desktop panels on hover. @default false */
  hoverIntent?: boolean | HoverIntentOptions;
  /**
   * The mobile menus' closing delay and slide/fade transition, one value in ms (spec 4.4, 9).
   * @default 500 (Roofline and Instapro skins), 700 (HomeAdvisor skin)
   */
  closingDelayMs?: number;
  /** Settings of the reviews widget (shown for regional domains), or false to hide it. */
  reviewsWidget?: Omit<ReviewsWidgetProps, 'domain'> | false;
  className?: string;
}

/** Props of `SimpleHeader`: the options of `useSimpleHeader`, plus a class name. */
export interface SimpleHeaderProps extends UseSimpleHeaderOptions {
  className?: string;
}
