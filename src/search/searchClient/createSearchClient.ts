'use client';

import { liteClient } from 'algoliasearch/lite';
import { checkUserToken } from '../../shared/userToken';
import { defaultFetch, getChromeHttp } from '../../http/chromeHttp';
import { HTTP_LIMITS } from '../../http/limits';
import { encodeComponent } from '../../shared/url';
import { createHttpRequester } from './createFetchRequester';
import { createHostsCache } from './createHostsCache';
import type {
  MultipleQueriesRequest,
  SearchClient,
  SearchClientOptions,
  SearchRequestOptions,
} from './searchClient.types';
import { toSearchClientError } from './searchClientError';

/** Spec 9: connect 1 s, read 2 s, write 30 s (the lite client's browser defaults, set explicitly). */
export const SEARCH_CLIENT_TIMEOUTS = {
  connect: HTTP_LIMITS.searchClientConnectTimeoutMs,
  read: HTTP_LIMITS.searchClientReadTimeoutMs,
  write: HTTP_LIMITS.searchClientWriteTimeoutMs,
} as const;

function indexPath(indexName: string): string {
  return `/1/indexes/${encodeComponent(indexName)}`;
}

/**
 * The hosted search client (spec 7.9) on the official `algoliasearch/lite` client, which supplies the
 * transport: the timeouts above and retrying the next host on a timeout or network error. Every
 * failure rejects with a `SearchClientError` of kind 'unreachable', 'deserialization' or 'api' (spec 8).
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
  const client = liteClient(appId, apiKey, {
    hostsCache: createHostsCache({ storage, storageKey: `roofline-chrome-search-hosts-${appId}` }),
    ...clientOptions,
    timeouts: { ...SEARCH_CLIENT_TIMEOUTS, ...timeouts, ...clientOptions?.timeouts },
    // Every call goes through the library's HTTP client unless you plug in a requester of your own.
    requester: requester ?? createHttpRequester(http ?? getChromeHttp(fetch ?? defaultFetch).httpClient),
    baseHeaders: {
      ...clientOptions?.baseHeaders,
      ...(userToken !== undefined ? { 'x-algolia-usertoken': userToken } : {}),
    },
  });

  function read<T>(path: string, data: Record<string, unknown>, requestOptions?: SearchRequestOptions): Promise<T> {
    return client.transporter
      .request<T>(
        { method: 'POST', path, queryParameters: {}, headers: {}, data, useReadTransporter: true, cacheable: true },
        requestOptions,
      )
      .catch((error: unknown) => {
        throw toSearchClientError(error);
      });
  }

  return {
    liteClient: client,
    search<T>(requests: MultipleQueriesRequest[], requestOptions?: SearchRequestOptions) {
      return client.search<T>({ requests }, requestOptions).catch((error: unknown) => {
        throw toSearchClientError(error);
      });
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
