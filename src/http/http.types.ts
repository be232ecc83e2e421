/**
 * The `fetch` the library sends through (the `fetch` field of `ChromeProvider` config, and the
 * client's own option). Defined here, beside the client, so the client needs nothing from the config.
 */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type QueryValue = string | number | boolean | null | undefined;
/** A query as an object (arrays repeat the key; null and undefined are left out) or a ready string. */
export type Query = Record<string, QueryValue | readonly QueryValue[]> | string;

/** One request body. Give at most one of these. */
export interface HttpBodyOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent form-encoded (`application/x-www-form-urlencoded`). */
  form?: Record<string, QueryValue> | URLSearchParams | undefined;
  /** Sent as `text/plain`. */
  text?: string | undefined;
  /** Sent as is (`application/octet-stream` unless a Content-Type header is given). */
  binary?: Blob | ArrayBuffer | ArrayBufferView | undefined;
  /** Sent as `multipart/form-data` (the boundary is set by fetch). */
  multipart?: FormData | Record<string, string | Blob> | undefined;
}

export interface HttpRequestOptions extends HttpBodyOptions {
  query?: Query | undefined;
  headers?: Record<string, string> | undefined;
  /** Cancels the request. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's API auth token for this request (sent as `X-AL-API-AuthToken`). */
  authToken?: string | undefined;
  /**
   * The deadline of this request, which wins over the client's. On expiry the call rejects with an
   * `HttpError` of kind `'timeout'`, even when `fetch` ignores its abort signal.
   */
  timeout?: HttpTimeout | undefined;
  /**
   * `'text'` keeps the body as the text it is (for HTML and plain-text answers, or a transport that
   * parses on its own). @default 'auto' (JSON when it parses, else the text)
   */
  responseType?: 'auto' | 'text' | undefined;
  /**
   * @default 'include' (spec 7.11: the client always sends credentials). Only the hosted search
   * requester lowers it, to `'same-origin'`, because its hosts answer any origin with `*`.
   */
  credentials?: RequestCredentials | undefined;
  /** Lets the request outlive the page (analytics beacons). @default false */
  keepalive?: boolean | undefined;
}

/**
 * A deadline in milliseconds: one number for the whole call (interceptors, headers and body), or
 * `{ connect, read }`: `connect` until the response headers arrive, then `read` for the body.
 * `0`, a negative or a non-finite number means no deadline.
 */
export type HttpTimeout = number | { connect: number; read: number };

/** The request as interceptors see it, just before fetch. */
export interface HttpRequest {
  readonly kind: 'request';
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  signal?: AbortSignal | undefined;
}

/** A parsed response. `data` is the JSON body when it parses, else the text (`undefined` when empty). */
export interface HttpResponse<T = unknown> {
  readonly kind: 'response';
  status: number;
  ok: boolean;
  url: string;
  headers: Headers | Record<string, string>;
  data: T;
}

/**
 * Runs before fetch. Returns the request to send (the same one, changed, or a new one), or a response
 * to answer the call without sending it (a `Response`, or an `HttpResponse` with `kind: 'response'`).
 * Anything else, or a throw, fails the call with an `HttpError` of kind `'interceptor'`.
 */
export type RequestInterceptor = (
  request: HttpRequest,
) => HttpRequest | HttpResponse | Response | Promise<HttpRequest | HttpResponse | Response>;
export type ResponseInterceptor = (response: HttpResponse) => HttpResponse | Promise<HttpResponse>;

export interface HttpClientOptions {
  /** Prefixed to relative request URLs. */
  baseUrl?: string | undefined;
  /** @default globalThis.fetch */
  fetch?: FetchFn | undefined;
  /** Sent as `X-AL-API-AuthToken` on every request; a function is read per request. */
  authToken?: string | (() => string | undefined | null) | undefined;
  /** Headers sent on every request. */
  headers?: Record<string, string> | undefined;
  requestInterceptors?: readonly RequestInterceptor[] | undefined;
  responseInterceptors?: readonly ResponseInterceptor[] | undefined;
  /** The deadline of every request unless the request gives its own. @default none */
  timeout?: HttpTimeout | undefined;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  head(url: string, options?: HttpRequestOptions): Promise<HttpResponse<undefined>>;
}
