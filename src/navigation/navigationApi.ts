import type { FetchFn } from '../config/config.types';
import { trimTrailingSlashes } from '../shared/url';
import { warn } from '../shared/warn';

/** Why navigation data could not be loaded. */
export type NavigationDataError =
  | { kind: 'config'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'invalid'; message: string };

/** `{apiServer}/resource/roofline-cms/v1/navigation?variant={variant}&domain={domain}` (spec 7.5). */
export function buildNavigationUrl(apiServer: string, params: { variant?: string; domain?: string }): string {
  const variant = encodeURIComponent(params.variant ?? '');
  const domain = encodeURIComponent(params.domain ?? '');
  return `${trimTrailingSlashes(apiServer)}/resource/roofline-cms/v1/navigation?variant=${variant}&domain=${domain}`;
}

/** `{wsEntityServer}/?r_accesskey={key}&r_username={name}` (spec 7.5). */
export function buildTokenUrl(wsEntityServer: string, params: { accessKey: string; userName: string }): string {
  const key = encodeURIComponent(params.accessKey);
  const name = encodeURIComponent(params.userName);
  return `${trimTrailingSlashes(wsEntityServer)}/?r_accesskey=${key}&r_username=${name}`;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Fetches a token as plain text. A failure or a non-OK answer is logged and gives null (spec 8);
 * an aborted call gives null silently. Never rejects.
 */
export async function fetchNavigationToken(
  fetchFn: FetchFn,
  url: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const response = await fetchFn(url, { method: 'GET', signal });
    if (!response.ok) {
      warn(`Navigation token: non-OK response (${response.status})`);
      return null;
    }
    const token = (await response.text()).trim();
    return token === '' ? null : token;
  } catch (error) {
    if (!isAbort(error, signal)) warn('Navigation token: request failed', error);
    return null;
  }
}

/** The raw navigation data, or the error. Never rejects; a non-200 or a failure is logged (spec 8). */
export async function fetchNavigation(
  fetchFn: FetchFn,
  url: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<{ ok: true; data: unknown } | { ok: false; error: NavigationDataError }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetchFn(url, { method: 'GET', headers, signal });
    if (response.status !== 200) {
      const message = `Navigation API non-200 response (${response.status})`;
      warn(message);
      return { ok: false, error: { kind: 'http', status: response.status, message } };
    }
    try {
      return { ok: true, data: await response.json() };
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      const invalid = 'Navigation API response is not JSON';
      warn(invalid, error);
      return { ok: false, error: { kind: 'invalid', message: invalid } };
    }
  } catch (error) {
    const message = 'Navigation API request failed';
    if (!isAbort(error, signal)) warn(message, error);
    return { ok: false, error: { kind: 'network', message } };
  }
}
