// `@roofline/chrome/search-client`: the hosted search client (spec 7.9) on `algoliasearch/lite`, an
// optional peer dependency. An entry of its own so that a page without it never reaches algoliasearch
// (the main entry's module graph does not import this one): install `algoliasearch` to use it.
export { createSearchClient, SearchClientError } from './search/searchClient';
export type {
  SearchClient,
  SearchClientOptions,
  SearchClientErrorKind,
  SearchRequester,
  SearchRequestOptions,
  LiteClientOptions,
  MultipleQueriesRequest,
  SearchSingleIndexParams,
  SearchForFacetValuesParams,
  FindAnswersParams,
  HostsCache,
  HostsCacheOptions,
} from './search/searchClient';
