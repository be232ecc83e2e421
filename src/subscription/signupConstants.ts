// Constants the sign-up hooks need up front, apart from the sign-up calls and the retry queue (loaded
// on first demand, src/subscription/signupDeliveryCode.ts), so that they do not bring those with them.
import type { StorageLike } from '../config/config.types';

/** The banner's fixed `source` value (spec 3). */
export const BANNER_SIGNUP_SOURCE = 'EmailSubscriptionComposedComponent';

/** The footer form's default `source` value. */
export const FOOTER_SIGNUP_SOURCE = 'Footer';

/** Storage key of the sign-up retry queue. */
export const SIGNUP_RETRY_STORAGE_KEY = 'roofline-chrome:signup-retry';

/**
 * The prefix of a queued sign-up's own storage key (`{prefix}{job id}`), where the storage lists its
 * keys (`window.localStorage` does): each tab adds its sign-up under a key of its own, so no tab's
 * write can replace another's (a browser tab reads its own copy of localStorage, which another tab's
 * write reaches a little later). A storage that cannot list its keys keeps one list under
 * `SIGNUP_RETRY_STORAGE_KEY`.
 */
export const SIGNUP_RETRY_JOB_KEY_PREFIX = `${SIGNUP_RETRY_STORAGE_KEY}:job:`;

/** Storage that lists its keys, as `window.localStorage` does. */
export interface KeyedStorage extends StorageLike {
  readonly length: number;
  key(index: number): string | null;
}

/** `storage` when it lists its keys, else null. */
export function keyedStorage(storage: StorageLike | null | undefined): KeyedStorage | null {
  const candidate = storage as Partial<KeyedStorage> | null | undefined;
  return candidate && typeof candidate.key === 'function' && typeof candidate.length === 'number'
    ? (candidate as KeyedStorage)
    : null;
}

/** The keys of the queued sign-ups' own entries. Never throws. */
export function signupJobKeys(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(SIGNUP_RETRY_JOB_KEY_PREFIX)) keys.push(key);
    }
  } catch {
    // Blocked storage: nothing listed.
  }
  return keys;
}
