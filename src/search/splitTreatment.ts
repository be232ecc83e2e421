import type { HttpClient } from '../http/http.types';
import { buildTreatmentUrl } from './searchUrls';

/** The treatment used when the split service is absent or fails (spec 7.7). */
export const CONTROL_TREATMENT = 'control';
/** The treatment that selects the alternate results presentation (spec 4.5). */
export const TEST_TREATMENT = 'test';

export interface FetchSplitTreatmentInput {
  /** The library's HTTP client (`useChromeConfig().httpClient`). */
  http: HttpClient;
  /** The call's deadline (ms). @default the client's */
  timeout?: number | undefined;
  splitDomain: string;
  flag: string;
  signal?: AbortSignal | undefined;
}

/**
 * GET `{splitDomain}/feature/{flag}/treatment` (spec 7.7) through the library's HTTP client and read
 * `{treatment}`. Never rejects except on abort: a network error, a timeout, a non-2xx status or a body
 * without a string treatment give 'control'.
 */
export async function fetchSplitTreatment({
  http,
  splitDomain,
  flag,
  signal,
  timeout,
}: FetchSplitTreatmentInput): Promise<string> {
  try {
    const response = await http.get(buildTreatmentUrl(splitDomain, flag), { signal, timeout });
    if (!response.ok) return CONTROL_TREATMENT;
    const body: unknown = response.data;
    const treatment =
      typeof body === 'object' && body !== null ? (body as { treatment?: unknown }).treatment : undefined;
    return typeof treatment === 'string' && treatment !== '' ? treatment : CONTROL_TREATMENT;
  } catch (error) {
    if (signal?.aborted) throw error;
    return CONTROL_TREATMENT;
  }
}
