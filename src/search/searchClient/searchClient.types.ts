import type { LiteClient, liteClient, SearchQuery, SearchResponses } from 'algoliasearch/lite';
import type { FetchFn, StorageLike } from '../../config/config.types';
import type { ChromeTimeouts } from '../../http/chromeHttp';
import type { HttpClient } from '../../http/http.types';

/** The lite client's options (hosts, caches, requester, timeouts...), as `algoliasearch/lite` types them. */
export type LiteClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
/** Sends one HTTP request for the transporter (the lite client's `Requester`). */
export type SearchRequester = NonNullable<LiteClientOptions['requester']>;
/** Per-call options: headers, query parameters, timeouts, cacheable. */
export type SearchRequestOptions = NonNullable<Parameters<LiteClient['search']>[1]>;

export interface SearchClientOptions {
  /** The hosted search application id. */
  appId: string;
  /** A search-only API key. */
  apiKey: string;
  /**
   * Send requests through this client, e.g. `useChromeConfig().httpClient` (its interceptors and auth
   * token apply), with the connect and read timeouts. Wins over `fetch`.
   */
  http?: HttpClient | undefined;
  /** Send requests through the library's HTTP client over this fetch. @default the global fetch */
  fetch?: FetchFn | undefined;
  /**
   * Connect, read and write timeouts (ms), e.g. `useChromeConfig().timeouts.searchClient`.
   * @default spec 9: 1 s, 2 s, 30 s
   */
  timeouts?: Partial<ChromeTimeouts['searchClient']> | undefined;
  /** A requester of your own (tests, server rendering); wins over `http` and `fetch`. */
  requester?: SearchRequester | undefined;
  /**
   * Sent as the `X-Algolia-UserToken` header. Checked against the user-token rule (1 to 64 of
   * `A-Z a-z 0-9 _ -`); an invalid token only logs a warning.
   */
  userToken?: string | undefined;
  /** Remember failed hosts across page loads here (e.g. the ChromeProvider's storage). @default memory only */
  storage?: StorageLike | null | undefined;
  /** Any other lite-client option (hosts, hostsCache, responsesCache...). Timeouts default to spec 9's. */
  clientOptions?: LiteClientOptions | undefined;
}

/**
 * One query of a multi-query search (POST 1/indexes/{*}/queries), the lite client's own type:
 * `{ indexName, query, hitsPerPage, ... }`, or `{ indexName, type: 'facet', facet, facetQuery }`.
 */
export type MultipleQueriesRequest = SearchQuery;

export interface SearchSingleIndexParams {
  indexName: string;
  query?: string | undefined;
  /** Other search parameters sent in the body beside `query`. */
  params?: Record<string, unknown> | undefined;
}

export interface SearchForFacetValuesParams {
  indexName: string;
  facetName: string;
  facetQuery?: string | undefined;
  /** Other parameters sent in the body beside `facetQuery` (e.g. `maxFacetHits`). */
  params?: Record<string, unknown> | undefined;
}

export interface FindAnswersParams {
  indexName: string;
  query: string;
  /** Languages of the query, e.g. `['en']`. */
  queryLanguages: string[];
  /** Other prediction parameters (e.g. `attributesForPrediction`, `nbHits`, `params`). */
  params?: Record<string, unknown> | undefined;
}

/** The hosted search client (spec 7.9): four read calls over the official lite client. */
export interface SearchClient {
  /** POST 1/indexes/{*}/queries: several queries in one request. */
  search<T = Record<string, unknown>>(
    requests: MultipleQueriesRequest[],
    requestOptions?: SearchRequestOptions,
  ): Promise<SearchResponses<T>>;
  /** POST 1/indexes/{index}/query with body `{ query, ...params }`. */
  searchSingleIndex<T = Record<string, unknown>>(
    params: SearchSingleIndexParams,
    requestOptions?: SearchRequestOptions,
  ): Promise<T>;
  /** POST 1/indexes/{index}/facets/{facet}/query with body `{ facetQuery, ...params }`. */
  searchForFacetValues<T = Record<string, unknown>>(
    params: SearchForFacetValuesParams,
    requestOptions?: SearchRequestOptions,
  ): Promise<T>;
  /** POST 1/answers/{index}/prediction with body `{ query, queryLanguages, ...params }`. */
  findAnswers<T = Record<string, unknown>>(
    params: FindAnswersParams,
    requestOptions?: SearchRequestOptions,
  ): Promise<T>;
  /** The underlying `algoliasearch/lite` client. */
  readonly liteClient: LiteClient;
}
