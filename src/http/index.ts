export { createHttpClient, withQuery, parseBody, AUTH_TOKEN_HEADER } from './httpClient';
export { HttpError, isHttpError, messageForResponse, BODILESS_ERROR_MESSAGES } from './httpError';
export type { HttpErrorKind } from './httpError';
export type {
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequest,
  HttpRequestOptions,
  HttpBodyOptions,
  HttpResponse,
  Query,
  QueryValue,
  RequestInterceptor,
  ResponseInterceptor,
} from './http.types';
export { getChromeHttp, getHttpClient, resolveChromeTimeouts, DEFAULT_TIMEOUTS } from './chromeHttp';
export type { ChromeHttp, ChromeHttpOptions, ChromeHttpSource, ChromeTimeouts } from './chromeHttp';
export type { HttpTimeout } from './http.types';
