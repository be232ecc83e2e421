import type { FetchFn } from '../config/config.types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type QueryValue = string | number | boolean | null | undefined;
/** A query as an object (arrays repeat the key; null and undefined are left out) or a ready string. */
export type Query = Record<string, QueryValue | readonly QueryValue[]> | string;

/** One request body. Give at most one of these. */
export interface HttpBodyOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent form-encoded (`application/x-www-form-urlencoded`). */
  form?: Record<string, QueryValue> | URLSearchParams;
  /** Sent as `text/plain`. */
  text?: string;
  /** Sent as is (`application/octet-stream` unless a Content-Type header is given). */
  binary?: Blob | ArrayBuffer | ArrayBufferView;
  /** Sent as `multipart/form-data` (the boundary is set by fetch). */
  multipart?: FormData | Record<string, string | Blob>;
}

export interface HttpRequestOptions extends HttpBodyOptions {
  query?: Query;
  headers?: Record<string, string>;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** Overrides the client's API auth token for this request (sent as `X-AL-API-AuthToken`). */
  authToken?: string;
}

/** The request as interceptors see it, just before fetch. */
export interface HttpRequest {
  readonly kind: 'request';
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
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

export type RequestInterceptor = (request: HttpRequest) => HttpRequest | Promise<HttpRequest>;
export type ResponseInterceptor = (response: HttpResponse) => HttpResponse | Promise<HttpResponse>;

export interface HttpClientOptions {
  /** Prefixed to relative request URLs. */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: FetchFn;
  /** Sent as `X-AL-API-AuthToken` on every request; a function is read per request. */
  authToken?: string | (() => string | undefined | null);
  /** Headers sent on every request. */
  headers?: Record<string, string>;
  requestInterceptors?: readonly RequestInterceptor[];
  responseInterceptors?: readonly ResponseInterceptor[];
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
