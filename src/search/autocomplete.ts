import type { SearchOption } from '../constants/constants';
import type { HttpClient } from '../http/http.types';
import { buildAutocompleteUrl } from './searchUrls';

/** The experiment block of an autocomplete answer (spec 3). */
export interface SearchExperiment {
  feature?: string | undefined;
  treatment?: string | undefined;
}

/** An autocomplete answer (spec 3), with the results checked and cut to the limit. */
export interface AutocompleteResponse {
  results: SearchOption[];
  searchId?: string | undefined;
  experiment?: SearchExperiment | undefined;
}

export interface FetchSuggestionsInput {
  /** The library's HTTP client (`useChromeConfig().httpClient`). */
  http: HttpClient;
  /** The call's deadline (ms). @default the client's */
  timeout?: number | undefined;
  searchApiHost: string;
  identifier?: string | null | undefined;
  query: string;
  limit: number;
  signal?: AbortSignal | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only well-formed options (a string name and a string or number id) from untrusted data. */
export function toSearchOption(value: unknown): SearchOption | null {
  if (!isRecord(value)) return null;
  const { id, name, optionType, srPathUrl } = value;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const option: SearchOption = { id, name, optionType: typeof optionType === 'string' ? optionType : 'TASK' };
  if (typeof srPathUrl === 'string') option.srPathUrl = srPathUrl;
  return option;
}

/** Reads an autocomplete body; a body of another shape is an error (the caller shows no results). */
export function parseAutocompleteResponse(body: unknown, limit: number): AutocompleteResponse {
  if (!isRecord(body) || !Array.isArray(body.results)) {
    throw new TypeError('Autocomplete answer has no results array');
  }
  const results = body.results.map(toSearchOption).filter((o): o is SearchOption => o !== null);
  const response: AutocompleteResponse = { results: results.slice(0, limit) };
  if (typeof body.searchId === 'string') response.searchId = body.searchId;
  if (isRecord(body.experiment)) {
    const { feature, treatment } = body.experiment;
    response.experiment = {
      ...(typeof feature === 'string' ? { feature } : {}),
      ...(typeof treatment === 'string' ? { treatment } : {}),
    };
  }
  return response;
}

/**
 * GET `{searchApiHost}?identifier=&searchQuery=&limit=` (spec 7.6) through the library's HTTP client.
 * Rejects on a network error, a timeout, a non-2xx status, a body that is not JSON or not of the
 * expected shape, and on abort (an `HttpError` of kind 'abort'). The hook turns every rejection but an
 * abort into an empty list.
 */
export async function fetchSuggestions({
  http,
  searchApiHost,
  identifier,
  query,
  limit,
  signal,
  timeout,
}: FetchSuggestionsInput): Promise<AutocompleteResponse> {
  const url = buildAutocompleteUrl({ searchApiHost, identifier, query, limit });
  const response = await http.get(url, { signal, timeout });
  if (!response.ok) throw new Error(`Autocomplete answered ${response.status}`);
  return parseAutocompleteResponse(response.data, limit);
}
