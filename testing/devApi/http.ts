import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the dev API reads, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A request the router has parsed once, handed to every handler. */
export interface DevRequest {
  readonly raw: IncomingMessage;
  readonly method: string;
  /** The path with any `/__fail/<status>` or `/__slow/<ms>` prefix removed. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Lower-cased header names. */
  readonly headers: IncomingMessage['headers'];
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

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, body: string, contentType = 'text/plain'): void {
  res.writeHead(status, { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(body);
}

export function sendEmpty(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'Cache-Control': 'no-store' });
  res.end();
}

export function sendError(res: ServerResponse, error: HttpError): void {
  const body: Record<string, unknown> = { error: error.code, message: error.message, status: error.status };
  if (error.details !== undefined) body.details = error.details;
  sendJson(res, error.status, body);
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
