'use client';

import { DEFAULT_TIMEOUTS, defaultFetch, getChromeHttp } from '../http/chromeHttp';
import type { HttpClient } from '../http/http.types';
import { ANALYTICS_LIMITS } from './limits';
import { warn } from '../shared';
import { checkUserToken } from '../shared/userToken';
import type {
  InsightsClientLike,
  SearchInsights,
  SearchInsightsEvent,
  SearchInsightsOptions,
} from './searchInsights.types';

/** The warning printed when an Insights call fails. */
export const SEARCH_INSIGHTS_FAILURE_WARNING = 'Search insights event failed';

/** Splits a list into runs of at most `size` (the Insights batch of 20 by default). */
export function chunk<T>(items: readonly T[], size: number = ANALYTICS_LIMITS.searchInsightsEventsBatch): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Splits an event whose object-id list is longer than 20 into several events (positions follow). */
export function splitInsightsEvent(event: SearchInsightsEvent): SearchInsightsEvent[] {
  const ids = event.objectIDs;
  if (!ids || ids.length <= ANALYTICS_LIMITS.searchInsightsEventsBatch) return [event];
  const size = ANALYTICS_LIMITS.searchInsightsEventsBatch;
  return chunk(ids, size).map((objectIDs, i) => {
    const part: SearchInsightsEvent = { ...event, objectIDs };
    if (event.positions) part.positions = event.positions.slice(i * size, i * size + objectIDs.length);
    return part;
  });
}

/** Sends each event as a keep-alive JSON post through the library's HTTP client; false on any failure. */
function httpRequester(http: HttpClient, timeout: number) {
  return async (url: string, data: Record<string, unknown>): Promise<boolean> => {
    try {
      return (await http.post(url, { json: data, keepalive: true, timeout })).ok;
    } catch {
      return false;
    }
  };
}

function requesterFor(options: SearchInsightsOptions) {
  if (!options.http && !options.fetch) return undefined;
  const http = options.http ?? getChromeHttp(options.fetch ?? defaultFetch).httpClient;
  return httpRequester(http, options.timeout ?? DEFAULT_TIMEOUTS.searchInsights);
}

type InsightsModule = {
  createInsightsClient?: ((requester: unknown) => InsightsClientLike) | undefined;
  getRequesterForBrowser?: (() => unknown) | undefined;
  getRequesterForNode?: (() => unknown) | undefined;
  default?: InsightsModule | undefined;
};

// No import of the optional peer here: a page without it installed still builds (a bundler fails on
// an import() it cannot resolve). The page that sends events passes its own import as loadInsights.
const NO_CLIENT =
  "No search-insights client: install the optional peer search-insights and pass loadInsights: () => import('search-insights')";

const officialClient =
  (loadInsights: SearchInsightsOptions['loadInsights']): NonNullable<SearchInsightsOptions['loadClient']> =>
  async (requester) => {
    if (!loadInsights) throw new Error(NO_CLIENT);
    return createOfficialClient((await loadInsights()) as InsightsModule, requester);
  };

function createOfficialClient(loaded: InsightsModule, requester: unknown): InsightsClientLike {
  const mod = loaded.createInsightsClient ? loaded : (loaded.default ?? loaded);
  // Bundlers pick the browser build; Node (and some test runners) pick the node build.
  const defaultRequester = mod.getRequesterForBrowser ?? mod.getRequesterForNode;
  if (!mod.createInsightsClient || (!requester && !defaultRequester)) throw new Error('search-insights did not load');
  return mod.createInsightsClient(requester ?? defaultRequester?.());
}

/**
 * A search-insights sender built on the official `search-insights` client (an optional peer the page
 * installs and passes as `loadInsights: () => import('search-insights')`). The client is loaded and
 * initialised on the first call (never at import time), with a cookie lifetime of about 180 days.
 * Every method resolves `false` (with a console warning) instead of throwing, also without a client.
 */
export function createSearchInsights(options: SearchInsightsOptions): SearchInsights {
  let client: Promise<InsightsClientLike> | undefined;
  let pendingToken: string | undefined = options.userToken;

  if (options.userToken !== undefined) checkUserToken(options.userToken);
  if (options.authenticatedUserToken !== undefined) checkUserToken(options.authenticatedUserToken);

  const getClient = (): Promise<InsightsClientLike> => {
    if (!client) {
      const load = options.loadClient ?? officialClient(options.loadInsights);
      client = load(requesterFor(options)).then((aa) => {
        const init: Record<string, unknown> = {
          appId: options.appId,
          apiKey: options.apiKey,
          useCookie: options.useCookie ?? false,
          cookieDuration: ANALYTICS_LIMITS.searchInsightsCookieLifetimeMs,
        };
        if (options.region) init.region = options.region;
        if (pendingToken !== undefined) init.userToken = pendingToken;
        if (options.authenticatedUserToken !== undefined) init.authenticatedUserToken = options.authenticatedUserToken;
        aa('init', init);
        return aa;
      });
      client.catch(() => {
        client = undefined; // a failed load is retried by the next call
      });
    }
    return client;
  };

  const sendEvents = async (events: SearchInsightsEvent[]): Promise<boolean> => {
    try {
      const split = events.flatMap(splitInsightsEvent);
      if (split.length === 0) return false;
      const aa = await getClient();
      const sent = await aa('sendEvents', split);
      if (sent === false) warn(SEARCH_INSIGHTS_FAILURE_WARNING, 'not accepted');
      return sent !== false;
    } catch (error) {
      warn(SEARCH_INSIGHTS_FAILURE_WARNING, error);
      return false;
    }
  };

  return {
    setUserToken(token) {
      checkUserToken(token);
      pendingToken = token;
      if (!client) return;
      client.then((aa) => aa('setUserToken', token)).catch((error) => warn(SEARCH_INSIGHTS_FAILURE_WARNING, error));
    },
    sendEvents,
    viewedObjectIDs: (event) => sendEvents([{ ...event, eventType: 'view' }]),
    clickedObjectIDsAfterSearch: (event) => sendEvents([{ ...event, eventType: 'click' }]),
    convertedObjectIDsAfterSearch: (event) => sendEvents([{ ...event, eventType: 'conversion' }]),
  };
}
