import { searchTasks } from '../data/searchTasks';
import { badRequest, type DevRequest } from '../http';
import type { HandlerContext, Reply } from './types';

/** A random id for a search (crypto.randomUUID where the platform has it). */
function searchId(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: (() => string) | undefined } | undefined }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
    (c === 'x' ? Math.floor(Math.random() * 16) : 8 + Math.floor(Math.random() * 4)).toString(16),
  );
}

export const DEFAULT_FLAG = 'growth_SearchUserEntry';
const MAX_QUERY = 512;
const MAX_LIMIT = 50;
const FLAG_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** 7.6 GET {searchApiHost}?identifier=&searchQuery=&limit= */
export function autocomplete(req: DevRequest, { state }: HandlerContext): Reply {
  const searchQuery = req.query.get('searchQuery');
  if (searchQuery === null) throw badRequest('missing_query', 'The searchQuery query parameter is required.');
  if (searchQuery.length > MAX_QUERY)
    throw badRequest('query_too_long', `searchQuery is longer than ${MAX_QUERY} characters.`);
  const limitText = req.query.get('limit') ?? '5';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) {
    throw badRequest('invalid_limit', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  }
  // Accents and case aside, as the search box compares ('Plümbing' finds the plumbing tasks).
  const folded = searchQuery.normalize('NFD').replace(/\p{M}/gu, '');
  const results = searchTasks(folded, limit).map(({ id, name, optionType, srPathUrl }) => ({
    id,
    name,
    optionType,
    srPathUrl,
  }));
  return {
    status: 200,
    json: {
      results,
      searchId: searchId(),
      experiment: { feature: DEFAULT_FLAG, treatment: state.treatments.get(DEFAULT_FLAG) ?? 'control' },
    },
  };
}

/** 7.7 GET {splitDomain}/feature/{flag}/treatment */
export function split(req: DevRequest, { state }: HandlerContext): Reply {
  const flag = decodeURIComponent(/\/feature\/([^/]+)\/treatment$/.exec(req.path)?.[1] ?? '');
  if (!FLAG_PATTERN.test(flag)) throw badRequest('invalid_flag', 'The flag name is not valid.');
  return { status: 200, json: { treatment: state.treatments.get(flag) ?? 'control' } };
}
