'use client';

import { useEffect } from 'react';
import type { ResolvedChromeConfig } from '../config';
import { hasQueuedSignups, signupDeliveryCode } from './signupDeliveryCode';

/**
 * Retries the sign-ups an earlier load could not send (see `flushSignupQueue`), once, after mount.
 * The queue's code loads only when there is one. Of all the tabs (and hooks) that mount together,
 * one sends the queue: the others find its lock held. What the user sees is never affected.
 */
export function useSignupRetry(config: ResolvedChromeConfig): void {
  useEffect(() => {
    const { storage, httpClient, timeouts, now, subscriptionServiceBaseUrl, eventGatewayBaseUrl } = config;
    if (!hasQueuedSignups(storage)) return;
    signupDeliveryCode
      .start()
      .then(({ flushSignupQueue }) =>
        flushSignupQueue({
          storage,
          context: { httpClient, timeouts, subscriptionServiceBaseUrl, eventGatewayBaseUrl },
          now: now(),
          clock: now,
        }),
      )
      // The code could not load: the queue stays for a later load.
      .catch(() => undefined);
    // Once per mount: a later load is what retries a sign-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
