'use client';

import { liteClient } from 'algoliasearch/lite';
import { checkUserToken } from '../../shared/userToken';
import { defaultFetch, getChromeHttp } from '../../http/chromeHttp';
import { HTTP_LIMITS, SEARCH_CLIENT_CALL_LIMITS } from '../../http/limits';
import { encodeComponent } from '../../shared/url';
import { createHttpRequester } from './createFetchRequester';
import { createHostsCache } from './createHostsCache';
import type {
  MultipleQueriesRequest,
  SearchClient,
  SearchClientOptions,
  SearchRequester,
  SearchRequestOptions,
} from './searchClient.types';
import { SearchClientError, toSearchClientError } from './searchClientError';

/** Spec 9: connect 1 s, read 2 s, write 30 s (the lite client's browser defaults, set explicitly). */
export const SEARCH_CLIENT_TIMEOUTS = {
  connect: HTTP_LIMITS.searchClientConnectTimeoutMs,
  read: HTTP_LIMITS.searchClientReadTimeoutMs,
  write: HTTP_LIMITS.searchClientWriteTimeoutMs,
} as const;

/**
 * `requester` with a rate-limited answer's `Retry-After` capped at
 * `SEARCH_CLIENT_CALL_LIMITS.retryAfterCapMs`: the lite client waits what the header says before each of
 * its rate-limit retries, without a limit of its own (`Retry-After: 120` held one call 360 s).
 */
function capRetryAfter(requester: SearchRequester): SearchRequester {
  const capSeconds = Math.max(1, Math.floor(SEARCH_CLIENT_CALL_LIMITS.retryAfterCapMs / 1000));
  return {
    async send(request) {
      const response = await requester.send(request);
      const raw = response.headers?.['retry-after'];
      if (response.status !== 429 || raw === undefined) return response;
      const seconds = /^\s*\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : Infinity;
      return seconds <= capSeconds
        ? response
        : { ...response, headers: { ...response.headers, 'retry-after': String(capSeconds) } };
    },
  };
}

/**
 * The call's answer within `ms`, else a rejection as `unreachable` (every host and retry of the call
 * together took longer); any failure as a `SearchClientError`; an empty answer (an empty body, a 204)
 * as the deserialization error: a search call always answers JSON.
 */
function withinDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer =
      Number.isFinite(ms) && ms > 0
        ? setTimeout(
            () => reject(new SearchClientError('unreachable', `The search did not answer within ${String(ms)} ms`)),
            ms,
          )
        : undefined;
    call.then(
      (value) => {
        clearTimeout(timer);
        if (value === undefined || value === null) {
          reject(new SearchClientError('deserialization', 'The answer is empty, not JSON'));
        } else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toSearchClientError(error));
      },
    );
  });
}

function indexPath(indexName: string): string {
  return `/1/indexes/${encodeComponent(indexName)}`;
}

/**
 * The hosted search client (spec 7.9) on the official `algoliasearch/lite` client, which supplies the
 * transport: the timeouts above and retrying the next host on a timeout or network error. Every
 * failure rejects with a `SearchClientError` of kind 'unreachable', 'deserialization' or 'api' (spec 8).
 * One call, with all its retries, ends within `timeouts.call` (10 s: 'unreachable' past it); a
 * rate-limited answer's `Retry-After` is capped at 2 s; an empty or non-JSON answer is 'deserialization'.
 *
 * Written here because the lite client lacks them: `searchSingleIndex`, `searchForFacetValues` and
 * `findAnswers` (sent through the lite transporter as read requests), the requester over the library's
 * HTTP client,
 * the error mapping, and a hosts cache that really skips a failed host for 2 minutes (see
 * createHostsCache.ts). `search` is the lite client's own.
 *
 * @example
 * const { httpClient, timeouts } = useChromeConfig();
 * const client = createSearchClient({ appId: 'APP', apiKey: 'search-key', http: httpClient, timeouts: timeouts.searchClient });
 * const { results } = await client.search([{ indexName: 'tasks', params: { query: 'roof' } }]);
 */
export function createSearchClient({
  appId,
  apiKey,
  fetch,
  http,
  timeouts,
  requester,
  userToken,
  storage,
  clientOptions,
}: SearchClientOptions): SearchClient {
  if (userToken !== undefined) checkUserToken(userToken);
  const { call: callDeadline = SEARCH_CLIENT_CALL_LIMITS.callDeadlineMs, ...requestTimeouts } = timeouts ?? {};
  const client = liteClient(appId, apiKey, {
    hostsCache: createHostsCache({ storage, storageKey: `roofline-chrome-search-hosts-${appId}` }),
    ...clientOptions,
    timeouts: { ...SEARCH_CLIENT_TIMEOUTS, ...requestTimeouts, ...clientOptions?.timeouts },
    // Every call goes through the library's HTTP client unless you plug in a requester of your own.
    requester: capRetryAfter(requester ?? createHttpRequester(http ?? getChromeHttp(fetch ?? defaultFetch).httpClient)),
    baseHeaders: {
      ...clientOptions?.baseHeaders,
      ...(userToken !== undefined ? { 'x-algolia-usertoken': userToken } : {}),
    },
  });

  function read<T>(path: string, data: Record<string, unknown>, requestOptions?: SearchRequestOptions): Promise<T> {
    return withinDeadline(
      client.transporter.request<T>(
        { method: 'POST', path, queryParameters: {}, headers: {}, data, useReadTransporter: true, cacheable: true },
        requestOptions,
      ),
      callDeadline,
    );
  }

  return {
    liteClient: client,
    search<T>(requests: MultipleQueriesRequest[], requestOptions?: SearchRequestOptions) {
      return withinDeadline(client.search<T>({ requests }, requestOptions), callDeadline);
    },
    searchSingleIndex({ indexName, query, params }, requestOptions) {
      return read(
        `${indexPath(indexName)}/query`,
        { ...params, ...(query !== undefined ? { query } : {}) },
        requestOptions,
      );
    },
    searchForFacetValues({ indexName, facetName, facetQuery, params }, requestOptions) {
      return read(
        `${indexPath(indexName)}/facets/${encodeComponent(facetName)}/query`,
        { ...params, ...(facetQuery !== undefined ? { facetQuery } : {}) },
        requestOptions,
      );
    },
    findAnswers({ indexName, query, queryLanguages, params }, requestOptions) {
      return read(
        `/1/answers/${encodeComponent(indexName)}/prediction`,
        { ...params, query, queryLanguages },
        requestOptions,
      );
    },
  };
}
