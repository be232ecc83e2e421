import type { StorageLike } from '../config/config.types';
import type { SearchOption } from '../constants/constants';
import { isPostalCode } from '../shared/postalCode';
import { toSearchOption } from './autocomplete';
import { foldSearchText } from './highlight';
import { SEARCH_LIMITS } from './limits';

/**
 * Recent searches (issue 36), pure: read from and written to the injected `storage` under one key per
 * site, at most `RECENT_SEARCHES_MAX`, newest first, one per search whatever its case and
 * accents. Never a postal code: a picked suggestion keeps its name and path (without any postal-code
 * parameter), a free-text search its text, and text that is only a postal code is not kept. Storage
 * that throws or holds junk never throws here: a read gives `null` (unknown), junk entries are dropped.
 */

/** Recent searches kept per site. */
export const RECENT_SEARCHES_MAX = 5;

/** The `optionType` of a recent free-text search (a picked suggestion keeps its own). */
export const RECENT_QUERY_TYPE = 'QUERY';

const KEY_PREFIX = 'roofline-chrome:recent-searches:';

/** The storage key of a site's recent searches: per domain (the brand when no domain is known). */
export function recentSearchesKey(site: { domain: string; brand: string }): string {
  return `${KEY_PREFIX}${site.domain || site.brand.toLowerCase()}`;
}

const POSTAL_PARAM = /^(postal_?code|zip(_?code)?|postcode|plz|cap)$/i;

/** A path without its postal-code parameters (`postalCode`, `zip`, ...). */
function withoutPostalCode(path: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '', query] = beforeHash.split('?', 2);
  if (query === undefined) return path;
  const kept = query.split('&').filter((pair) => pair !== '' && !POSTAL_PARAM.test(pair.split('=', 1)[0] ?? ''));
  return `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** What is kept of a search: its name, id, type and path (no postal code); `null` for one not worth keeping. */
export function toRecentSearch(value: unknown): SearchOption | null {
  const option = toSearchOption(value);
  if (!option) return null;
  const name = option.name.trim().slice(0, SEARCH_LIMITS.searchInputMaxLength);
  const kept: SearchOption = { id: option.id, name, optionType: option.optionType };
  if (option.srPathUrl !== undefined) kept.srPathUrl = withoutPostalCode(option.srPathUrl);
  return kept;
}

/** `list` with `entry` first and no other search of the same folded name, cut at `max`. */
export function addRecentSearch(
  list: readonly SearchOption[],
  entry: SearchOption,
  max: number = RECENT_SEARCHES_MAX,
): SearchOption[] {
  const kept = toRecentSearch(entry);
  if (!kept) return [...list];
  const folded = foldSearchText(kept.name);
  return [kept, ...list.filter((item) => foldSearchText(item.name) !== folded)].slice(0, Math.max(0, max));
}

/** `list` without the searches of `name`'s folded name. */
export function removeRecentSearch(list: readonly SearchOption[], name: string): SearchOption[] {
  const folded = foldSearchText(name);
  return list.filter((item) => foldSearchText(item.name) !== folded);
}

/** A free-text search as a recent one; `null` for text that is empty or only a postal code. */
export function recentQuery(text: string, country: string): SearchOption | null {
  const name = text.trim();
  const compact = name.replace(/\s+/g, '');
  if (name === '' || isPostalCode(name, country) || isPostalCode(compact, country)) return null;
  return { id: name, name, optionType: RECENT_QUERY_TYPE };
}

/**
 * The recent searches kept under `key`: well-formed entries only, deduplicated, at most `max`. `null`
 * when the storage could not be read (it threw); `[]` for nothing or junk.
 */
export function readRecentSearches(
  storage: StorageLike,
  key: string,
  max: number = RECENT_SEARCHES_MAX,
): SearchOption[] | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (typeof text !== 'string' || text === '') return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  let list: SearchOption[] = [];
  for (let i = stored.length - 1; i >= 0; i--) list = addRecentSearch(list, stored[i] as SearchOption, Infinity);
  return list.slice(0, max);
}

/** Writes the list under `key`; `false` when the storage refused it (threw: full, blocked). */
export function writeRecentSearches(storage: StorageLike, key: string, list: readonly SearchOption[]): boolean {
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}
