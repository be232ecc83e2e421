import { useEffect } from 'react';
import type { ResolvedChromeConfig } from '../config';
import { flushSignupQueue } from './retryQueue';

/**
 * Retries the sign-ups an earlier load could not send (see `flushSignupQueue`), once, after mount.
 * What the user sees is never affected.
 */
export function useSignupRetry(config: ResolvedChromeConfig): void {
  useEffect(() => {
    const { storage, httpClient, timeouts, now } = config;
    void flushSignupQueue({ storage, context: { httpClient, timeouts }, now: now() });
    // Once per mount: a later load is what retries a sign-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
