/** Small URL string helpers shared by the URL builders (no `URL` parsing: relative paths stay as written). */

/** A base URL without its trailing slashes. */
export function trimTrailingSlashes(base: string): string {
  return base.replace(/\/+$/, '');
}

/** `base` without its trailing slashes, followed by `path` (which starts with '/'). */
export function joinUrl(base: string, path: string): string {
  return `${trimTrailingSlashes(base)}${path}`;
}

/** A URL cut at its first '#': what comes before, and the fragment with its '#' ('' when none). */
export function splitHash(url: string): [beforeHash: string, hash: string] {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
}

/** A URL cut into its path, its query (without the '?') and its fragment (with the '#'). */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const [beforeHash, hash] = splitHash(url);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

// A UTF-16 surrogate half without its partner.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every lone surrogate replaced by U+FFFD, as the URL standard does. */
export function toWellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * `encodeURIComponent` that never throws: a lone surrogate (which makes the built-in throw `URIError`)
 * is encoded as U+FFFD, as `URLSearchParams` does.
 */
export function encodeComponent(value: string): string {
  return encodeURIComponent(toWellFormed(value));
}

// C0 control characters and DEL: the URL parser strips a tab, CR or LF from an address, and the link
// checks (sanitizeHref) refuse any control character.
// eslint-disable-next-line no-control-regex -- the characters looked for
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * A page's query string, ready to append to a link: without its leading `?`/`&`, its trailing `&`
 * and any fragment, and with every control character (a raw tab, CR or LF) percent-encoded, so the
 * links it is appended to stay links (issue 37: a raw tab left 33 header and footer links out).
 * '' when there is none.
 *
 * @example cleanQueryString('?utm_source=a\tb#top') // 'utm_source=a%09b'
 */
export function cleanQueryString(queryString: string | null | undefined): string {
  if (typeof queryString !== 'string') return '';
  const withoutFragment = queryString.split('#', 1)[0] ?? '';
  return withoutFragment
    .trim()
    .replace(/^[?&]+/, '')
    .replace(/&+$/, '')
    .replace(
      CONTROL_CHARACTERS,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
}
