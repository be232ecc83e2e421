import type { FetchFn } from '../config/config.types';
import { buildTreatmentUrl } from './searchUrls';

/** The treatment used when the split service is absent or fails (spec 7.7). */
export const CONTROL_TREATMENT = 'control';
/** The treatment that selects the alternate results presentation (spec 4.5). */
export const TEST_TREATMENT = 'test';

export interface FetchSplitTreatmentInput {
  fetch: FetchFn;
  splitDomain: string;
  flag: string;
  signal?: AbortSignal;
}

/**
 * GET `{splitDomain}/feature/{flag}/treatment` (spec 7.7) and read `{treatment}`. Never rejects
 * except on abort: a network error, a non-2xx status or a body without a string treatment give 'control'.
 */
export async function fetchSplitTreatment({
  fetch,
  splitDomain,
  flag,
  signal,
}: FetchSplitTreatmentInput): Promise<string> {
  try {
    const response = await fetch(buildTreatmentUrl(splitDomain, flag), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return CONTROL_TREATMENT;
    const body: unknown = await response.json();
    const treatment =
      typeof body === 'object' && body !== null ? (body as { treatment?: unknown }).treatment : undefined;
    return typeof treatment === 'string' && treatment !== '' ? treatment : CONTROL_TREATMENT;
  } catch (error) {
    if (signal?.aborted) throw error;
    return CONTROL_TREATMENT;
  }
}
