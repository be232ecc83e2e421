import type { StorageLike } from '../../config/config.types';
import { SEARCH_LIMITS } from '../limits';
import type { LiteClientOptions } from './searchClient.types';

export type HostsCache = NonNullable<LiteClientOptions['hostsCache']>;

type HostStatus = 'up' | 'down' | 'timed out';

interface HostRecord {
  status: HostStatus;
  lastUpdate: number;
}

export interface HostsCacheOptions {
  /** Clock in ms. @default Date.now */
  now?: (() => number) | undefined;
  /** Keep host states across page loads here (e.g. the ChromeProvider's storage). @default memory only */
  storage?: StorageLike | null | undefined;
  /** Storage key. @default 'roofline-chrome-search-hosts' */
  storageKey?: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A host's identity, without the state fields the transporter adds to it. */
function hostKey(key: unknown): string | null {
  if (!isRecord(key) || typeof key.url !== 'string') return null;
  return `${String(key.protocol ?? 'https')}://${key.url}:${String(key.port ?? '')}|${String(key.accept ?? '')}`;
}

function isHostRecord(value: unknown): value is HostRecord {
  return (
    isRecord(value) &&
    (value.status === 'up' || value.status === 'down' || value.status === 'timed out') &&
    typeof value.lastUpdate === 'number'
  );
}

/**
 * The memory of failed hosts for the lite client's retry strategy: a host that failed is skipped for
 * 2 minutes (spec 9), one that timed out is tried last with a longer timeout, then both are tried again.
 *
 * Written here because the lite client (5.64) stores a host's state under a key that includes the state
 * itself (status, lastUpdate) and reads it back under the bare host, so the state is never found; and
 * its serialising caches would drop the `isUp`/`isTimedOut` functions the transporter calls. This cache
 * keys on the host alone and rebuilds those functions with the same 2-minute rule.
 */
export function createHostsCache({
  now = Date.now,
  storage = null,
  storageKey = 'roofline-chrome-search-hosts',
}: HostsCacheOptions = {}): HostsCache {
  let records = new Map<string, HostRecord>(load());

  function load(): Array<[string, HostRecord]> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? '{}');
      if (!isRecord(parsed)) return [];
      return Object.entries(parsed).filter((entry): entry is [string, HostRecord] => isHostRecord(entry[1]));
    } catch {
      return [];
    }
  }

  function save(): void {
    try {
      storage?.setItem(storageKey, JSON.stringify(Object.fromEntries(records)));
    } catch {
      // Storage full or blocked: the memory copy still works.
    }
  }

  function toStatefulHost(key: Record<string, unknown>, { status, lastUpdate }: HostRecord) {
    const expired = () => now() - lastUpdate > SEARCH_LIMITS.searchClientHostRetryMs;
    return {
      url: key.url,
      accept: key.accept,
      protocol: key.protocol,
      ...(key.port !== undefined ? { port: key.port } : {}),
      status,
      lastUpdate,
      isUp: () => status === 'up' || expired(),
      isTimedOut: () => status === 'timed out' && !expired(),
    };
  }

  return {
    get<TValue>(key: Record<string, unknown> | string, defaultValue: () => Promise<TValue>) {
      const id = hostKey(key);
      const record = id === null ? undefined : records.get(id);
      if (!record || !isRecord(key)) return defaultValue();
      // The transporter reads back exactly the stateful host it stored; the generic Cache type cannot say so.
      return Promise.resolve(toStatefulHost(key, record) as unknown as TValue);
    },
    set<TValue>(key: Record<string, unknown> | string, value: TValue) {
      const id = hostKey(key);
      if (
        id !== null &&
        isRecord(value) &&
        (value.status === 'up' || value.status === 'down' || value.status === 'timed out')
      ) {
        records.set(id, {
          status: value.status,
          lastUpdate: typeof value.lastUpdate === 'number' ? value.lastUpdate : now(),
        });
        save();
      }
      return Promise.resolve(value);
    },
    delete(key: Record<string, unknown> | string) {
      const id = hostKey(key);
      if (id !== null && records.delete(id)) save();
      return Promise.resolve();
    },
    clear() {
      records = new Map();
      save();
      return Promise.resolve();
    },
  };
}
