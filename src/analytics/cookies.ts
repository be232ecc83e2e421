import { ANALYTICS_LIMITS } from './limits';
import { warn } from '../shared';
import { encodeComponent } from '../shared/url';

export type CookieSameSite = 'Lax' | 'Strict' | 'None';

export interface CookieOptions {
  /**
   * When the cookie expires: a `Date`, or a lifetime in ms from now.
   * @default one year (ANALYTICS_LIMITS.cookieDefaultExpiryMs)
   */
  expires?: Date | number | undefined;
  /** Cookie path. @default '/' */
  path?: string | undefined;
  /** Cookie domain. @default the current host */
  domain?: string | undefined;
  /** SameSite attribute. @default 'Lax' */
  sameSite?: CookieSameSite | undefined;
  /** Secure attribute. @default true when SameSite is None or the page is served over https */
  secure?: boolean | undefined;
  /** Current time in ms, for the expiry. @default Date.now */
  now?: (() => number) | undefined;
}

/** The warning printed when the browser refuses a cookie read or write. */
export const COOKIE_FAILURE_WARNING = 'Cookie access failed';

function canUseCookies(): boolean {
  return typeof document !== 'undefined';
}

/** The value of cookie `name` (decoded), or `undefined` when it is absent or cookies cannot be read. */
export function getCookie(name: string): string | undefined {
  if (!canUseCookies()) return undefined;
  try {
    for (const part of document.cookie.split(';')) {
      const pair = part.trim();
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      if (key !== name) continue;
      const raw = eq === -1 ? '' : pair.slice(eq + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  } catch (error) {
    warn(COOKIE_FAILURE_WARNING, error);
  }
  return undefined;
}

/** The `document.cookie` string that `setCookie` writes (exported for tests and server headers). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const now = options.now ?? Date.now;
  const expires =
    options.expires instanceof Date
      ? options.expires
      : new Date(now() + (options.expires ?? ANALYTICS_LIMITS.cookieDefaultExpiryMs));
  const sameSite = options.sameSite ?? 'Lax';
  const isHttps = typeof location !== 'undefined' && location.protocol === 'https:';
  const secure = options.secure ?? (sameSite === 'None' || isHttps);
  const parts = [
    `${name}=${encodeComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    `path=${options.path ?? '/'}`,
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a cookie (one-year expiry, path '/', SameSite=Lax by default). Returns false when refused. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  if (!canUseCookies()) return false;
  try {
    document.cookie = serializeCookie(name, value, options);
    return true;
  } catch (error) {
    warn(COOKIE_FAILURE_WARNING, error);
    return false;
  }
}

/** Removes a cookie by writing it with an expiry in the past (use the path and domain it was set with). */
export function removeCookie(
  name: string,
  options: Pick<CookieOptions, 'path' | 'domain' | 'sameSite' | 'secure'> = {},
): boolean {
  return setCookie(name, '', { ...options, expires: new Date(0) });
}
