import type { LocationLike } from '../config/config.types';
import { DEFAULT_ROUTES } from '../constants/constants';
import { safeReturnTo } from '../safety/safeReturnTo';
import { encodeComponent, splitUrl } from '../shared/url';

/** The current address as a same-origin path: `pathname + search + hash`. */
export function getCurrentAddress(location: LocationLike): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}

/**
 * The address to return to after logging in: the configured redirect when it is a safe same-origin
 * path, else the current address (both checked with `safeReturnTo`, so never another origin and never
 * the login page itself; `/` when neither is safe).
 */
export function getReturnTarget(location: LocationLike, configuredRedirect?: string | null): string {
  const origin = location.origin || undefined;
  const current = safeReturnTo(getCurrentAddress(location), { origin });
  if (configuredRedirect === undefined || configuredRedirect === null || configuredRedirect === '') return current;
  return safeReturnTo(configuredRedirect, { origin, fallback: current });
}

export interface BuildLoginUrlOptions {
  /** The login page. @default '/login' */
  loginPath?: string | undefined;
  /**
   * The page's origin. Needed only when `loginPath` is on another origin: the redirect then carries
   * this origin in front of the path so the login page can send the user back.
   */
  origin?: string | undefined;
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * `/login?redirect={encoded target}` (spec 2.7, 4.7). The target is checked with `safeReturnTo` first,
 * so it is always a same-origin path; an existing `redirect` parameter on the login path is replaced.
 * Without a target the bare login path is returned.
 *
 * @example buildLoginUrl('/account?tab=2') // '/login?redirect=%2Faccount%3Ftab%3D2'
 * @example buildLoginUrl('//evil.com') // '/login?redirect=%2F'
 */
export function buildLoginUrl(target: string | null | undefined, options: BuildLoginUrlOptions = {}): string {
  const loginPath = options.loginPath || DEFAULT_ROUTES.login;
  if (target === undefined || target === null) return loginPath;
  let value = safeReturnTo(target, { origin: options.origin });
  if (options.origin && isAbsolute(loginPath) && originOf(loginPath) !== originOf(options.origin)) {
    const own = originOf(options.origin);
    if (own) value = `${own}${value}`;
  }
  const { path, query, hash } = splitUrl(loginPath);
  const kept = query.split('&').filter((part) => part !== '' && !/^redirect(=|$)/.test(part));
  kept.push(`redirect=${encodeComponent(value)}`);
  return `${path}?${kept.join('&')}${hash}`;
}
