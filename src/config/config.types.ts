import type { Brand } from '../brand/brand';
import type { ChromeHttpOptions, ChromeTimeouts } from '../http/chromeHttp';
import type { HttpClient } from '../http/http.types';

/** `track`, `page` and `identify` (spec 7.10). Every method may be sync or async; failures never reach the page. */
export interface AnalyticsAdapter {
  track(event: string, properties?: Record<string, unknown>): void | Promise<unknown>;
  page(name?: string, properties?: Record<string, unknown>): void | Promise<unknown>;
  identify(userId: string, traits?: AnalyticsTraits): void | Promise<unknown>;
}

export interface AnalyticsTraits {
  firstName?: string;
  lastName?: string;
  email?: string;
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
  hash?: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

export type NavigateFn = (url: string, options?: NavigateOptions) => void;
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The injected world (design.md section 2). Every field is optional; hooks read it from
 * `<ChromeProvider config>` and any field passed to a hook as an option wins.
 */
export interface ChromeConfig {
  /** Every network call. @default globalThis.fetch */
  fetch?: FetchFn;
  /**
   * How the library's one HTTP client is built over `fetch`: interceptors, API auth token, headers and
   * per-call deadlines (`timeouts`). See docs/http-client.md.
   */
  http?: ChromeHttpOptions;
  /** Every redirect. @default window.location.assign / window.location.replace */
  navigate?: NavigateFn;
  /** Current time in ms. @default Date.now */
  now?: () => number;
  /** Analytics adapter. @default a no-op adapter */
  analytics?: AnalyticsAdapter;
  /** Durable storage. `null` turns storage off. @default window.localStorage when present */
  storage?: StorageLike | null;
  /** The current address. @default window.location (an empty root address during a server render) */
  location?: () => LocationLike;

  // Base URLs.
  subscriptionServiceBaseUrl?: string;
  eventGatewayBaseUrl?: string;
  landingPagesBackendHost?: string;
  apiServer?: string;
  wsEntityServer?: string;
  searchApiHost?: string;
  splitDomain?: string;
  resultsDomain?: string;
  serviceRequestDomain?: string;
  /**
   * The trust-rating widget vendor's loader script (spec 2.5), loaded on demand by `useReviewsWidget`.
   * Without it no script is loaded and the widget shows its link to the reviews page.
   */
  reviewsWidgetScriptUrl?: string;

  // Identity.
  brand?: Brand;
  applicationName?: string;
  pageName?: string;
  anonymousId?: string;
}

/** The config with every injected function resolved to a working default. */
export interface ResolvedChromeConfig extends Omit<
  ChromeConfig,
  'fetch' | 'navigate' | 'now' | 'analytics' | 'storage' | 'location'
> {
  fetch: FetchFn;
  /** The client every call of spec 7 goes through, built once from `fetch` and `http`. */
  httpClient: HttpClient;
  /** The deadline of each call: `http.timeouts` over the defaults. */
  timeouts: ChromeTimeouts;
  navigate: NavigateFn;
  now: () => number;
  analytics: AnalyticsAdapter;
  storage: StorageLike | null;
  location: () => LocationLike;
}
