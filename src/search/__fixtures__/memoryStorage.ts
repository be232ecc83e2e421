import type { StorageLike } from '../../config/config.types';

/** A Web Storage stand-in of the test's own (so no test sees another's recent searches), its contents readable. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}
