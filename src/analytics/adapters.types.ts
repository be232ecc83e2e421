import type { HttpClient } from '../http/http.types';
import type { AnalyticsTraits, FetchFn, LocationLike } from '../config';

/** The part of a Segment-style `window.analytics` the adapter calls. Every method is optional. */
export interface SegmentLikeAnalytics {
  track?: ((event: string, properties?: Record<string, unknown>) => unknown) | undefined;
  page?: ((name?: string, properties?: Record<string, unknown>) => unknown) | undefined;
  identify?: ((userId: string, traits?: AnalyticsTraits) => unknown) | undefined;
}

export interface SegmentAdapterOptions {
  /** Reads the Segment-style object at each call. @default () => window.analytics */
  getWindowAnalytics?: (() => SegmentLikeAnalytics | undefined | null) | undefined;
  /** Brand added to every track and page event; an invalid name is warned about and left out. */
  brand?: string | undefined;
  /** Properties added to every track and page event (the event's own properties win). */
  defaultProperties?: Record<string, unknown> | undefined;
}

export interface AttributionGatewayAdapterOptions {
  /**
   * The HTTP client for the gateway call, e.g. `useChromeConfig().httpClient` (its interceptors and
   * auth token apply). Wins over `fetch`.
   */
  http?: HttpClient | undefined;
  /** A fetch to send through, wrapped in the library's HTTP client. @default the global fetch */
  fetch?: FetchFn | undefined;
  /** The call's deadline (ms). @default DEFAULT_TIMEOUTS.attribution (10 s) */
  timeout?: number | undefined;
  /** Base URL of the event gateway; without it events are only warned about. */
  eventGatewayBaseUrl: string | undefined;
  /** Brand of every event; an invalid name is warned about and left out. */
  brand?: string | undefined;
  /** Application name of every event. */
  applicationName?: string | undefined;
  /** The visitor's anonymous id. */
  anonymousId?: string | undefined;
  /** The HomeAdvisor account id, when known. */
  homeadvisorAccountId?: string | undefined;
  /** The page address of every event. @default window.location.href (read at each call), '' on a server */
  location?: (() => string | LocationLike) | undefined;
}
