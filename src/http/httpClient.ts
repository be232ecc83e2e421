import type {
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequest,
  HttpRequestOptions,
  HttpResponse,
  Query,
  QueryValue,
} from './http.types';
import { splitHash, trimTrailingSlashes } from '../shared/url';
import { HttpError, messageForResponse } from './httpError';

export const AUTH_TOKEN_HEADER = 'X-AL-API-AuthToken';

/**
 * The generic HTTP client (spec 7.11): credentials always included, never cached, `Accept: application/json`
 * by default, JSON / form / text / binary / multipart bodies, query as object or string, request and response
 * interceptors, the `X-AL-API-AuthToken` header, JSON-or-text parsing, and status 300 and above rejected
 * with an {@link HttpError} carrying the parsed response.
 *
 * @example
 * const api = createHttpClient({ baseUrl: 'https://api.example.com', fetch });
 * const { data } = await api.get<{ userId: string }>('/me', { query: { fields: 'id' } });
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const request = async <T>(
    method: HttpMethod,
    url: string,
    opts: HttpRequestOptions = {},
  ): Promise<HttpResponse<T>> => {
    let req = buildRequest(method, url, opts, options);
    for (const interceptor of options.requestInterceptors ?? []) {
      const next = await interceptor(req);
      if (!isRequest(next)) {
        throw new HttpError('interceptor', 'A request interceptor returned something that is not a request.');
      }
      req = next;
    }

    const doFetch = options.fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function')
      throw new HttpError('usage', 'No fetch available: pass `fetch` to createHttpClient.');

    let raw: Response;
    try {
      raw = await doFetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: req.signal,
        credentials: 'include',
        cache: 'no-store',
      });
    } catch (cause) {
      if (isAbort(cause, req.signal)) throw new HttpError('abort', 'The request was aborted.', { cause });
      throw new HttpError('network', 'The request could not reach the server.', { cause });
    }

    let response: HttpResponse = await parseResponse(raw, req.method, req.signal);
    for (const interceptor of options.responseInterceptors ?? []) {
      const next = await interceptor(response);
      if (!isResponse(next)) {
        throw new HttpError('interceptor', 'A response interceptor returned something that is not a response.');
      }
      response = next;
    }

    if (response.status >= 300) throw new HttpError('status', messageForResponse(response), { response });
    return response as HttpResponse<T>;
  };

  return {
    request,
    get: (url, opts) => request('GET', url, opts),
    post: (url, opts) => request('POST', url, opts),
    put: (url, opts) => request('PUT', url, opts),
    patch: (url, opts) => request('PATCH', url, opts),
    delete: (url, opts) => request('DELETE', url, opts),
    head: (url, opts) => request<undefined>('HEAD', url, opts),
  };
}

function buildRequest(
  method: HttpMethod,
  url: string,
  opts: HttpRequestOptions,
  client: HttpClientOptions,
): HttpRequest {
  const headers: Record<string, string> = { Accept: 'application/json', ...client.headers };
  const token = opts.authToken ?? (typeof client.authToken === 'function' ? client.authToken() : client.authToken);
  if (token) headers[AUTH_TOKEN_HEADER] = token;

  const bodies = (['json', 'form', 'text', 'binary', 'multipart'] as const).filter((key) => opts[key] !== undefined);
  if (bodies.length > 1) throw new HttpError('usage', `Give one request body, not ${bodies.join(' and ')}.`);
  if (bodies.length === 1 && (method === 'GET' || method === 'HEAD')) {
    throw new HttpError('usage', `A ${method} request cannot carry a body.`);
  }

  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = (opts.form instanceof URLSearchParams ? opts.form : toSearchParams(opts.form)).toString();
  } else if (opts.text !== undefined) {
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    body = opts.text;
  } else if (opts.binary !== undefined) {
    headers['Content-Type'] = 'application/octet-stream';
    body = opts.binary as BodyInit;
  } else if (opts.multipart !== undefined) {
    body = opts.multipart instanceof FormData ? opts.multipart : toFormData(opts.multipart);
  }
  Object.assign(headers, opts.headers);

  return {
    kind: 'request',
    method,
    url: withQuery(joinUrl(client.baseUrl, url), opts.query),
    headers,
    body,
    signal: opts.signal,
  };
}

function joinUrl(base: string | undefined, url: string): string {
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${trimTrailingSlashes(base)}/${url.replace(/^\/+/, '')}`;
}

/** Appends a query (object or string) to a URL that may already carry one. */
export function withQuery(url: string, query: Query | undefined): string {
  if (query === undefined) return url;
  const qs = typeof query === 'string' ? query.replace(/^\?/, '') : toSearchParams(query).toString();
  if (!qs) return url;
  const [path, hash] = splitHash(url);
  return `${path}${path.includes('?') ? '&' : '?'}${qs}${hash}`;
}

function toSearchParams(values: Record<string, QueryValue | readonly QueryValue[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  return params;
}

function toFormData(values: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

async function parseResponse(raw: Response, method: HttpMethod, signal?: AbortSignal): Promise<HttpResponse> {
  let data: unknown;
  if (method !== 'HEAD' && raw.status !== 204) {
    let text: string;
    try {
      text = await raw.text();
    } catch (cause) {
      if (isAbort(cause, signal)) throw new HttpError('abort', 'The request was aborted.', { cause });
      throw new HttpError('network', 'The response body could not be read.', { cause });
    }
    data = parseBody(text);
  }
  return {
    kind: 'response',
    status: raw.status,
    ok: raw.status >= 200 && raw.status < 300,
    url: raw.url,
    headers: raw.headers,
    data,
  };
}

/** JSON when the text parses as JSON, else the text itself; `undefined` for an empty body. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRequest(value: unknown): value is HttpRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as HttpRequest).kind === 'request' &&
    typeof (value as HttpRequest).url === 'string' &&
    typeof (value as HttpRequest).method === 'string'
  );
}

function isResponse(value: unknown): value is HttpResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as HttpResponse).kind === 'response' &&
    typeof (value as HttpResponse).status === 'number'
  );
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}
