import type { HttpResponse } from './http.types';

/**
 * Why a request failed: `status` (300 or above), `network` (fetch rejected or the body could not be
 * read), `timeout` (the deadline passed), `abort` (the caller's signal), `invalidResponse` (fetch or an
 * interceptor gave something that is not a response, or a status that is not an integer),
 * `interceptor` (an interceptor threw or returned something else), `usage` (a bad call: two bodies, a
 * body that cannot be serialised, an auth-token getter that threw, no fetch).
 */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'abort' | 'invalidResponse' | 'interceptor' | 'usage';

/** Default messages of the generic client for an error response without a body (spec 8). */
export const BODILESS_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid data sent',
  401: 'You are not logged in',
  403: 'You are not authorized',
  404: 'The endpoint for the request was not found',
  408: 'The request timed out',
  500: 'An unknown server error occurred',
  520: 'An unknown error occurred',
};

/**
 * The one error type the client rejects with. `status` is the HTTP status (0 when no response
 * arrived); `response` holds the parsed response for status errors.
 */
export class HttpError<T = unknown> extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly response?: HttpResponse<T>;
  /** The parsed body of a status error (`response.data`). */
  readonly data?: T;

  constructor(
    kind: HttpErrorKind,
    message: string,
    options: { status?: number | undefined; response?: HttpResponse<T> | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.status = options.status ?? options.response?.status ?? 0;
    this.response = options.response;
    this.data = options.response?.data;
  }
}

/** True for an HttpError (also across bundle copies, by shape). */
export function isHttpError(value: unknown): value is HttpError {
  return (
    value instanceof HttpError ||
    (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'HttpError')
  );
}

/**
 * The message for a status error: the JSON body's own `message`, else the client's default for the
 * status (spec 8), else a generic one naming the status.
 */
export function messageForResponse(response: HttpResponse): string {
  const { data, status } = response;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return BODILESS_ERROR_MESSAGES[status] ?? `Request failed with status ${status}`;
}
