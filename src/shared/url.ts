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
