export { createSearchClient, SEARCH_CLIENT_TIMEOUTS } from './createSearchClient';
export { createFetchRequester, createHttpRequester } from './createFetchRequester';
export { SearchClientError, toSearchClientError } from './searchClientError';
export type { SearchClientErrorKind } from './searchClientError';
export type {
  SearchClient,
  SearchClientOptions,
  SearchRequester,
  SearchRequestOptions,
  LiteClientOptions,
  MultipleQueriesRequest,
  SearchSingleIndexParams,
  SearchForFacetValuesParams,
  FindAnswersParams,
} from './searchClient.types';
export { createHostsCache } from './createHostsCache';
export type { HostsCache, HostsCacheOptions } from './createHostsCache';
