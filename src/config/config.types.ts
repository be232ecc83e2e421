import type { Brand } from '../brand/brand';
import type { ResolvedBrand } from '../brand/brandFamily';
import type { ChromeSite } from '../brand/site';
import type { ChromeCatalogue, ChromeMessageOverrides } from '../i18n/messages.types';
import type { ChromeHttpOptions, ChromeTimeouts } from '../http/chromeHttp';
import type { FetchFn, HttpClient } from '../http/http.types';

/** `track`, `page` and `identify` (spec 7.10). Every method may be sync or async; failures never reach the page. */
export interface AnalyticsAdapter {
  track(event: string, properties?: Record<string, unknown>): void | Promise<unknown>;
  page(name?: string, properties?: Record<string, unknown>): void | Promise<unknown>;
  identify(userId: string, traits?: AnalyticsTraits): void | Promise<unknown>;
}

export interface AnalyticsTraits {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  [key: string]: unknown;
}

/** The subset of the Web Storage API the library uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The parts of `window.location` the library reads. */
export interface LocationLike {
  href: string;
  origin: string;
  pathname: string;
  search: string;
  hash?: string | undefined;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean | undefined;
}

export type NavigateFn = (url: string, options?: NavigateOptions) => void;
export type { FetchFn };

/**
 * The injected world (design.md section 2). Every field is optional; hooks read it from
 * `<ChromeProvider config>` and any field passed to a hook as an option wins.
 */
export interface ChromeConfig {
  /** Every network call. @default globalThis.fetch */
  fetch?: FetchFn | undefined;
  /**
   * How the library's one HTTP client is built over `fetch`: interceptors, API auth token, headers and
   * per-call deadlines (`timeouts`). See docs/http-client.md.
   */
  http?: ChromeHttpOptions | undefined;
  /** Every redirect. @default window.location.assign / window.location.replace */
  navigate?: NavigateFn | undefined;
  /** Current time in ms. @default Date.now */
  now?: (() => number) | undefined;
  /** Analytics adapter. @default a no-op adapter */
  analytics?: AnalyticsAdapter | undefined;
  /** Durable storage. `null` turns storage off. @default window.localStorage when present */
  storage?: StorageLike | null | undefined;
  /** The current address. @default window.location (an empty root address during a server render) */
  location?: (() => LocationLike) | undefined;

  // Base URLs.
  /**
   * Base URL of the subscription service (spec 7.1-7.3): the Roofline sign-ups' member create
   * (`POST {subscriptionServiceBaseUrl}/gateway/member-management/v4/member/create`) and, unless its
   * own base URL is given, HomeAdvisor's `/sm/emailprefs/signup`. Without it nothing is sent: the
   * sign-up ends in its failure state, with a development warning.
   */
  subscriptionServiceBaseUrl?: string | undefined;
  /**
   * Base URL of the event gateway: after a successful sign-up one attribution event is posted to
   * `{eventGatewayBaseUrl}/v1/attribution/events/tracks` (spec 7.4). Without it no event is sent.
   */
  eventGatewayBaseUrl?: string | undefined;
  /**
   * Host of the landing-pages backend, read by the subscription banner to hide itself for visitors
   * who already signed up: `GET {landingPagesBackendHost}/v1/profile-attributes?identifier={anonymousId}`
   * (spec 7.2). Without it (or without `anonymousId`) the lookup is skipped and the banner shows.
   */
  landingPagesBackendHost?: string | undefined;
  /**
   * API server of the navigation data, fetched on the client when the header gets none:
   * `GET {apiServer}/resource/roofline-cms/v1/navigation?variant=&domain=` (spec 7.5). Without it the
   * header is hidden with a warning.
   */
  apiServer?: string | undefined;
  /**
   * Token server for the navigation request's bearer token, used when no valid token is given:
   * `GET {wsEntityServer}/?r_accesskey=&r_username=` (spec 7.5).
   */
  wsEntityServer?: string | undefined;
  /**
   * Autocomplete endpoint of the search box: `GET {searchApiHost}?identifier=&searchQuery=&limit=`
   * (spec 7.6). Without it the search box offers no suggestions (a development warning says so).
   */
  searchApiHost?: string | undefined;
  /**
   * Feature-flag service of the search box's split treatment: `GET {splitDomain}/feature/{flag}/treatment`
   * (spec 7.7). Without it the treatment stays `'control'`.
   */
  splitDomain?: string | undefined;
  /**
   * Origin of the search results page: a submitted search goes to `{resultsDomain}/find?...` (spec 7.8).
   * @default the current origin (a same-origin `/find`)
   */
  resultsDomain?: string | undefined;
  /**
   * Origin of the service-request pages a picked suggestion with a path goes to:
   * `{serviceRequestDomain}/{srPathUrl}?...` (spec 7.8).
   * @default the current origin (a same-origin path)
   */
  serviceRequestDomain?: string | undefined;
  /**
   * The trust-rating widget vendor's loader script (spec 2.5), loaded on demand by `useReviewsWidget`.
   * Without it no script is loaded and the widget shows its link to the reviews page.
   */
  reviewsWidgetScriptUrl?: string | undefined;

  // Identity.
  /**
   * The site's brand: `'ROOFLINE'`, `'HOME_ADVISOR'` or `'HANDY'`. It picks the sign-up flow, the
   * footers' content, the simple header's home link and the brand sent with sign-ups and events.
   * @default 'ROOFLINE' (DEFAULT_BRAND)
   */
  brand?: Brand | undefined;
  /**
   * The calling application's name, sent with sign-ups (the footer form's `appName`) and tracked
   * events; the services refuse it empty. @default 'roofline-chrome' (DEFAULT_APPLICATION_NAME)
   */
  applicationName?: string | undefined;
  /** The page's name for analytics: `analytics.page(pageName)` and the search box's keyword events. */
  pageName?: string | undefined;
  /**
   * The visitor's anonymous analytics id: the search box's autocomplete `identifier` and default
   * `userToken`, the sign-ups' anonymous id, and the banner's profile lookup.
   */
  anonymousId?: string | undefined;

  // The site and its language.
  /**
   * The site's domain (`www.travaux.com`, or a whole address): the provider decides brand, family,
   * regional site, locale and postal-code country from it once (`ResolvedChromeConfig.site`). Give it on
   * the server (a framework reads it from the request's host): without it the host of `location` is
   * used, which is empty during a server render.
   * @default the host of `location()`
   */
  domain?: string | undefined;
  /**
   * BCP 47 locale of every text and accessible name the library renders.
   * @default the site's locale: the regional site's (fr-FR on travaux.com, ...), else en-US
   */
  locale?: string | undefined;
  /**
   * Full message catalogues the page may use, besides the built-in en-US one: the built-in ones from
   * `@roofline/chrome/locales` (`frFR`, `deDE`, ...) or your own (`defineCatalogue`). The provider picks
   * the one of `locale` (else one of the same language, else en-US). A page ships only what it imports.
   */
  catalogues?: readonly ChromeCatalogue[] | undefined;
  /**
   * Texts to override, per locale: a partial catalogue merged over the one in use.
   * @example { 'fr-FR': { header: { logIn: 'Connexion' } } }
   */
  textOverrides?: Readonly<Record<string, ChromeMessageOverrides>> | undefined;
  /**
   * The Content Security Policy nonce of the page: put on every `<style>`, stylesheet `<link>` and
   * `<script>` the library renders or injects (docs/safety.md).
   */
  nonce?: string | undefined;
}

/** The config with every injected function resolved to a working default. */
export interface ResolvedChromeConfig extends Omit<
  ChromeConfig,
  'fetch' | 'navigate' | 'now' | 'analytics' | 'storage' | 'location'
> {
  fetch: FetchFn;
  /**
   * The client every call of spec 7 goes through: built from `fetch` and `http` on first read (the
   * same pair gives the same client), so a hook that makes no call builds none. `getHttpClient(config)`
   * returns the same client.
   */
  readonly httpClient: HttpClient;
  /** The deadline of each call: `http.timeouts` over the defaults. */
  timeouts: ChromeTimeouts;
  navigate: NavigateFn;
  now: () => number;
  analytics: AnalyticsAdapter;
  storage: StorageLike | null;
  location: () => LocationLike;
  /** The brand family of the site, decided once by `resolveBrandFamily` (hooks return it as `variant`). */
  brandFamily: ResolvedBrand;
  /** The site: brand, family, regional site, locale and country, decided once from `domain`. */
  site: ChromeSite;
  /** The locale of every text: `site.locale`. */
  locale: string;
}
