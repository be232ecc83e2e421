import type { HttpClient } from '../http/http.types';
import { isHttpError } from '../http/httpError';
import { warn } from '../shared/warn';

/** Why navigation data could not be loaded. */
export type NavigationDataError =
  | { kind: 'config'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'invalid'; message: string };

// An RFC 6750 bearer token (b64token): an HTML page or a JSON body is not one.
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const MAX_TOKEN_LENGTH = 8192;

/** Options of the navigation calls: the caller's signal and the call's deadline (ms). */
export interface NavigationCallOptions {
  signal?: AbortSignal | undefined;
  timeout?: number | undefined;
}

const isAbort = (error: unknown) => isHttpError(error) && error.kind === 'abort';

/**
 * Fetches a token as plain text through the library's HTTP client. A failure, a timeout, an error status
 * or an answer that is not a bearer token is logged and gives null (spec 8); an aborted call gives null
 * silently. Never rejects.
 */
export async function fetchNavigationToken(
  http: HttpClient,
  url: string,
  options: NavigationCallOptions = {},
): Promise<string | null> {
  try {
    const { data } = await http.get(url, { ...options, headers: { Accept: 'text/plain' }, responseType: 'text' });
    const token = typeof data === 'string' ? data.trim() : '';
    if (token.length > MAX_TOKEN_LENGTH || !BEARER_TOKEN.test(token)) {
      warn('Navigation token: the answer is not a token');
      return null;
    }
    return token;
  } catch (error) {
    if (!isAbort(error)) warn('Navigation token: request failed', error);
    return null;
  }
}

/**
 * The raw navigation data, or the error, through the library's HTTP client. Never rejects; a status other
 * than 200, a body that is not JSON, a network error or a timeout is logged (spec 8). An abort gives a
 * `network` error without a log.
 */
export async function fetchNavigation(
  http: HttpClient,
  url: string,
  token: string | null,
  options: NavigationCallOptions = {},
): Promise<{ ok: true; data: unknown } | { ok: false; error: NavigationDataError }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await http.get(url, { ...options, headers });
  } catch (error) {
    if (isHttpError(error) && error.kind === 'status') return nonOk(error.status);
    const message =
      isHttpError(error) && error.kind === 'timeout' ? 'Navigation API timed out' : 'Navigation API request failed';
    if (!isAbort(error)) warn(message, error);
    return { ok: false, error: { kind: 'network', message } };
  }
  if (response.status !== 200) return nonOk(response.status);
  if (typeof response.data !== 'object' || response.data === null) {
    const invalid = 'Navigation API response is not JSON';
    warn(invalid);
    return { ok: false, error: { kind: 'invalid', message: invalid } };
  }
  return { ok: true, data: response.data };
}

function nonOk(status: number): { ok: false; error: NavigationDataError } {
  const message = `Navigation API non-200 response (${status})`;
  warn(message);
  return { ok: false, error: { kind: 'http', status, message } };
}
