// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PROBE_BASE = 'https://return-to.invalid';

export interface SafeReturnToOptions {
  /** The page's own origin; an absolute URL on it is turned into its path. */
  origin?: string | undefined;
  /** What to return when the value is refused. @default '/' */
  fallback?: string | undefined;
  /** Paths that must never be returned to (to avoid loops). @default ['/login'] */
  disallowPaths?: readonly string[] | undefined;
}

/**
 * A same-origin path that is safe to redirect to, or the fallback. Only paths that start with a single
 * `/` are kept (`//x`, `/\x`, `https://other`, `@x`, `.x`, `javascript:` and encoded variants such as
 * `%2F%2Fx` are refused); an absolute URL on `origin` becomes its path. The login page itself is
 * refused, so a redirect never loops.
 *
 * @example safeReturnTo('/cost-guides/roofing?zip=10001') // '/cost-guides/roofing?zip=10001'
 * @example safeReturnTo('//evil.com') // '/'
 */
export function safeReturnTo(value: unknown, options: SafeReturnToOptions = {}): string {
  const fallback = options.fallback ?? '/';
  const disallow = options.disallowPaths ?? ['/login'];
  if (typeof value !== 'string') return fallback;
  let candidate = value.trim();
  if (candidate === '' || candidate.length > 2048) return fallback;

  if (options.origin && isAbsoluteOn(candidate, options.origin)) {
    const url = new URL(candidate);
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }

  // Check the value and every decoding of it, so an encoded `//` or `\` cannot slip through. A value
  // still encoded after MAX_DECODINGS decodings is refused rather than passed on half-judged.
  let layer = candidate;
  let settled = false;
  for (let i = 0; i <= MAX_DECODINGS; i++) {
    if (!isSafePath(layer) || resolvesElsewhere(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) {
      settled = true;
      break;
    }
    layer = decoded;
  }
  if (!settled) return fallback;

  // The login-loop guard judges the decoded path with its dot segments resolved, in any case and
  // without `;` parameters: `/LOGIN`, `/login;a=b`, `/login%2F` and `/x/../login` are the login page.
  const path = loopPath(layer);
  if (path === null) return fallback;
  const disallowed = disallow.map((p) => p.toLowerCase().replace(/\/+$/, '') || '/');
  if (disallowed.some((p) => path === p || path.startsWith(`${p}/`))) return fallback;
  return candidate;
}

const MAX_DECODINGS = 8;

/**
 * True when the path, once its dot segments are resolved as a browser resolves them, is not a plain
 * same-origin path: `/.//evil.com`, `/..//evil.com` and `/%2e%2e//evil.com` all become `//evil.com`.
 */
function resolvesElsewhere(path: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(path, PROBE_BASE);
  } catch {
    return true;
  }
  return parsed.origin !== PROBE_BASE || parsed.pathname.startsWith('//') || parsed.pathname.includes('\\');
}

function loopPath(path: string): string | null {
  try {
    const { pathname } = new URL(path, PROBE_BASE);
    const clean = pathname
      .split('/')
      .map((segment) => segment.split(';')[0])
      .join('/')
      .toLowerCase();
    return decodeURIComponent(clean).replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

function isSafePath(path: string): boolean {
  if (CONTROL.test(path)) return false;
  if (path.includes('\\')) return false;
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//')) return false;
  return true;
}

function isAbsoluteOn(candidate: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(candidate)) return false;
  try {
    return new URL(candidate).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
