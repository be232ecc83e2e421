import type { FetchFn } from '../config';
import type { HttpClient } from '../http/http.types';

/** One Insights event (the fields this library sends; see the Insights API). */
export interface SearchInsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  index: string;
  queryID?: string | undefined;
  objectIDs?: string[] | undefined;
  /** Click positions, one per object id (clicks after a search). */
  positions?: number[] | undefined;
  userToken?: string | undefined;
  authenticatedUserToken?: string | undefined;
  timestamp?: number | undefined;
}

/** The functional client of `search-insights` (`aa('method', ...args)`), as far as it is used here. */
export type InsightsClientLike = (method: string, ...args: unknown[]) => unknown;

export interface SearchInsightsOptions {
  /** Search application id. */
  appId: string;
  /** Search-only API key. */
  apiKey: string;
  /** The visitor's token: 1 to 64 letters, digits, `_` or `-` (another value only warns). */
  userToken?: string | undefined;
  /** The signed-in user's token (same rule). */
  authenticatedUserToken?: string | undefined;
  /**
   * Let the client keep an anonymous token in its `_ALGOLIA` cookie for about 180 days
   * (ANALYTICS_LIMITS.searchInsightsCookieLifetimeMs). Needs the visitor's consent. @default false
   */
  useCookie?: boolean | undefined;
  /** Insights region. @default the global endpoint */
  region?: 'de' | 'us' | undefined;
  /**
   * Send events through this client, e.g. `useChromeConfig().httpClient` (its interceptors apply),
   * as keep-alive JSON posts. Wins over `fetch`.
   */
  http?: HttpClient | undefined;
  /** Send events through the library's HTTP client over this fetch. @default the client's own browser requester */
  fetch?: FetchFn | undefined;
  /** The deadline of each event post (ms). @default DEFAULT_TIMEOUTS.searchInsights (10 s) */
  timeout?: number | undefined;
  /**
   * Loads the official client's module, on the first event: `() => import('search-insights')` (an
   * optional peer dependency the page installs). Without it (and without `loadClient`) nothing is
   * sent: every method resolves `false` with a warning.
   */
  loadInsights?: (() => Promise<unknown>) | undefined;
  /** Creates the client (wins over `loadInsights`). @default the official client `loadInsights` loads */
  loadClient?:
    | ((requester?: (url: string, data: Record<string, unknown>) => Promise<boolean>) => Promise<InsightsClientLike>)
    | undefined;
}

type WithoutType<E> = Omit<E, 'eventType'>;

export interface SearchInsights {
  /** Sets the visitor's token; an invalid one only warns and is still used. */
  setUserToken: (token: string) => void;
  /** Sends events, each object-id list split into events of at most 20. Resolves false on failure. */
  sendEvents: (events: SearchInsightsEvent[]) => Promise<boolean>;
  /** Objects seen in results. */
  viewedObjectIDs: (event: WithoutType<SearchInsightsEvent> & { objectIDs: string[] }) => Promise<boolean>;
  /** Objects clicked after a search (with their 1-based positions). */
  clickedObjectIDsAfterSearch: (
    event: WithoutType<SearchInsightsEvent> & { queryID: string; objectIDs: string[]; positions: number[] },
  ) => Promise<boolean>;
  /** Objects converted after a search. */
  convertedObjectIDsAfterSearch: (
    event: WithoutType<SearchInsightsEvent> & { queryID: string; objectIDs: string[] },
  ) => Promise<boolean>;
}
