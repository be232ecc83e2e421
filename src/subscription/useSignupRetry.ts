import { useEffect } from 'react';
import type { FetchFn, StorageLike } from '../config';
import { flushSignupQueue } from './retryQueue';

/**
 * Retries the sign-ups an earlier load could not send (see `flushSignupQueue`), once, after mount.
 * What the user sees is never affected.
 */
export function useSignupRetry(storage: StorageLike | null, fetch: FetchFn, now: () => number): void {
  useEffect(() => {
    void flushSignupQueue({ storage, fetch, now: now() });
    // Once per mount: a later load is what retries a sign-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
