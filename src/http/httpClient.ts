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
import { createDeadline, type Deadline } from './deadline';
import { HttpError, isHttpError, messageForResponse } from './httpError';

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
    const deadline = createDeadline(opts.signal, opts.timeout ?? options.timeout);
    try {
      return (await send(method, url, opts, deadline)) as HttpResponse<T>;
    } catch (cause) {
      throw toHttpError(cause, deadline);
    } finally {
      deadline.dispose();
    }
  };

  const send = async (
    method: HttpMethod,
    url: string,
    opts: HttpRequestOptions,
    deadline: Deadline,
  ): Promise<HttpResponse> => {
    let req = buildRequest(method, url, opts, options, deadline.signal);
    let response: HttpResponse | undefined;
    for (const interceptor of options.requestInterceptors ?? []) {
      let next: unknown;
      try {
        next = await deadline.race(interceptor(req));
      } catch (cause) {
        throw deadline.reason ? cause : new HttpError('interceptor', 'A request interceptor threw.', { cause });
      }
      if (isRequest(next)) {
        req = next;
      } else if (isResponse(next) || isResponseLike(next)) {
        // Answered without sending (spec 7.11): the response interceptors and the status check still apply.
        response = isResponse(next) ? next : await readResponse(next, req.method, responseType(opts), deadline);
        break;
      } else {
        throw new HttpError('interceptor', 'A request interceptor returned neither a request nor a response.');
      }
    }

    if (!response) {
      const doFetch = options.fetch ?? globalThis.fetch;
      if (typeof doFetch !== 'function') {
        throw new HttpError('usage', 'No fetch available: pass `fetch` to createHttpClient.');
      }
      let raw: unknown;
      try {
        raw = await deadline.race(
          doFetch(req.url, {
            method: req.method,
            headers: req.headers,
            body: req.body,
            signal: req.signal,
            credentials: opts.credentials ?? 'include',
            cache: 'no-store',
            ...(opts.keepalive ? { keepalive: true } : {}),
          }),
        );
      } catch (cause) {
        throw deadline.reason ? cause : new HttpError('network', 'The request could not reach the server.', { cause });
      }
      if (!isResponseLike(raw)) {
        throw new HttpError('invalidResponse', 'fetch resolved to something that is not a response.');
      }
      deadline.startReading();
      response = await readResponse(raw, req.method, responseType(opts), deadline);
    }

    for (const interceptor of options.responseInterceptors ?? []) {
      let next: unknown;
      try {
        next = await deadline.race(interceptor(response));
      } catch (cause) {
        throw deadline.reason ? cause : new HttpError('interceptor', 'A response interceptor threw.', { cause });
      }
      if (!isResponse(next)) {
        throw new HttpError('interceptor', 'A response interceptor returned something that is not a response.');
      }
      response = next;
    }

    if (!isStatus(response.status)) {
      throw new HttpError('invalidResponse', `The response status ${String(response.status)} is not an integer.`);
    }
    if (response.status >= 300) throw new HttpError('status', messageForResponse(response), { response });
    return response;
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
  signal: AbortSignal,
): HttpRequest {
  const headers: Record<string, string> = { Accept: 'application/json', ...client.headers };
  let token: string | null | undefined = opts.authToken;
  if (token === undefined) {
    try {
      token = typeof client.authToken === 'function' ? client.authToken() : client.authToken;
    } catch (cause) {
      throw new HttpError('usage', 'The auth-token getter threw.', { cause });
    }
  }
  if (token) headers[AUTH_TOKEN_HEADER] = String(token);

  const bodies = (['json', 'form', 'text', 'binary', 'multipart'] as const).filter((key) => opts[key] !== undefined);
  if (bodies.length > 1) throw new HttpError('usage', `Give one request body, not ${bodies.join(' and ')}.`);
  if (bodies.length === 1 && (method === 'GET' || method === 'HEAD')) {
    throw new HttpError('usage', `A ${method} request cannot carry a body.`);
  }

  let body: BodyInit | undefined;
  try {
    body = serialiseBody(opts, headers);
  } catch (cause) {
    throw new HttpError('usage', 'The request body cannot be serialised.', { cause });
  }
  Object.assign(headers, opts.headers);

  return {
    kind: 'request',
    method,
    url: withQuery(joinUrl(client.baseUrl, url), opts.query),
    headers,
    body,
    signal,
  };
}

function serialiseBody(opts: HttpRequestOptions, headers: Record<string, string>): BodyInit | undefined {
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
    if (body === undefined) throw new TypeError('JSON.stringify gave nothing for this value.');
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
  return body;
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

/** The parts of a fetch `Response` the client reads (test doubles need no more). */
type ResponseLike = Pick<Response, 'status' | 'text'> & Partial<Pick<Response, 'url' | 'headers'>>;

async function readResponse(
  raw: ResponseLike,
  method: HttpMethod,
  type: 'auto' | 'text',
  deadline: Deadline,
): Promise<HttpResponse> {
  if (!isStatus(raw.status)) {
    throw new HttpError('invalidResponse', `The response status ${String(raw.status)} is not an integer.`);
  }
  let data: unknown;
  if (method !== 'HEAD' && raw.status !== 204) {
    let text: unknown;
    try {
      text = await deadline.race(raw.text());
    } catch (cause) {
      throw deadline.reason ? cause : new HttpError('network', 'The response body could not be read.', { cause });
    }
    if (typeof text !== 'string') throw new HttpError('invalidResponse', 'The response body is not text.');
    data = type === 'text' ? text : parseBody(text);
  }
  return {
    kind: 'response',
    status: raw.status,
    ok: raw.status >= 200 && raw.status < 300,
    url: typeof raw.url === 'string' ? raw.url : '',
    headers: raw.headers ?? {},
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

function isResponseLike(value: unknown): value is ResponseLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).text === 'function'
  );
}

function isStatus(status: unknown): status is number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 0 && status <= 999;
}

const responseType = (opts: HttpRequestOptions) => opts.responseType ?? 'auto';

/** Every failure leaves the client as an HttpError; the deadline's reason decides timeout or abort. */
function toHttpError(cause: unknown, deadline: Deadline): HttpError {
  if (deadline.reason === 'timeout') return new HttpError('timeout', 'The request timed out.', { cause });
  if (deadline.reason === 'abort') return new HttpError('abort', 'The request was aborted.', { cause });
  if (isHttpError(cause)) return cause;
  return new HttpError('usage', 'The request failed before it was sent.', { cause });
}
