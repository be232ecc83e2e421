/** How many option sets each source object keeps (the query string varies by request on a server). */
const KEYS_PER_SOURCE = 8;

/**
 * `compute(source, options)` remembered per source object (weakly) and per `keyOf(options)`, keeping
 * the last {@link KEYS_PER_SOURCE} keys of each source. For pure builders whose results are treated
 * as immutable: the footer's resolved content keeps the same link objects between renders and
 * between server requests, so the link props computed from them (cached by link) are reused.
 */
export function memoBySource<S extends object, O, R>(
  compute: (source: S, options: O) => R,
  keyOf: (options: O) => string,
): (source: S, options: O) => R {
  const cache = new WeakMap<S, Map<string, R>>();
  return (source, options) => {
    const key = keyOf(options);
    let byKey = cache.get(source);
    if (byKey?.has(key)) return byKey.get(key) as R;
    const result = compute(source, options);
    if (!byKey) {
      byKey = new Map();
      cache.set(source, byKey);
    }
    if (byKey.size >= KEYS_PER_SOURCE) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, result);
    return result;
  };
}

/**
 * `compute(key)` remembered per key, for pure functions of a config value or a name (a handful per
 * app). The cache is emptied when it reaches `limit` entries, which only keeps a misuse (a key per
 * request) from growing it for ever.
 */
export function memoByKey<K, R>(compute: (key: K) => R, limit: number): (key: K) => R {
  const cache = new Map<K, R>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as R;
    if (cache.size >= limit) cache.clear();
    const result = compute(key);
    cache.set(key, result);
    return result;
  };
}
