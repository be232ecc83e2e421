/** The largest request body the dev API reads, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Header values by lower-cased name, as Node's `IncomingMessage.headers` has them. */
export type DevHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A request the router has parsed once, handed to every handler. */
export interface DevRequest {
  readonly method: string;
  /** The path with any `/__fail/<status>` or `/__slow/<ms>` prefix removed. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Lower-cased header names. */
  readonly headers: DevHeaders;
  /** Reads the body once (at most MAX_BODY_BYTES); later calls return the same text. */
  readonly text: () => Promise<string>;
}

/** Thrown by a handler to answer with an error status and a JSON body `{error, message, details?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function badRequest(code: string, message: string, details?: unknown): HttpError {
  return new HttpError(400, code, message, details);
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/** One header's value as a string (the first when repeated), or undefined. */
export function headerValue(req: DevRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Parses a JSON body, answering 400 when it is not JSON or not sent as JSON. */
export async function readJson(req: DevRequest): Promise<unknown> {
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const text = await req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('invalid_json', 'The body is not valid JSON.');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The loose email pattern of spec section 5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_PATTERN = /^\d{5}$/;
