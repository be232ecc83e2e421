import type { IncomingMessage, ServerResponse } from 'node:http';

/** Which page origins may call the dev API with credentials. */
export type AllowedOrigins = '*' | readonly string[];

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const HEADER_TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** True when a page at `origin` may call the API: any loopback origin, plus the configured ones. */
export function isAllowedOrigin(origin: string, allowed: AllowedOrigins): boolean {
  if (allowed === '*') return true;
  return LOOPBACK_ORIGIN.test(origin) || allowed.includes(origin);
}

/**
 * Sets the CORS headers for a request from an allowed origin: the origin echoed (never `*`, since
 * the library always sends credentials) and Access-Control-Allow-Credentials. For a preflight it
 * also allows the method and every custom header asked for. Returns true when the request was a
 * preflight and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: AllowedOrigins): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin, Access-Control-Request-Headers');
  const permitted = typeof origin === 'string' && isAllowedOrigin(origin, allowed);
  if (permitted) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'X-Dev-Api-Endpoint');
  }
  const isPreflight = req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
  if (!isPreflight) return false;
  if (!permitted) {
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ error: 'origin_not_allowed', message: `Origin ${String(origin)} may not call the dev API.` }),
    );
    return true;
  }
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => HEADER_TOKEN.test(h));
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
  if (requested.length) res.setHeader('Access-Control-Allow-Headers', requested.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204);
  res.end();
  return true;
}
