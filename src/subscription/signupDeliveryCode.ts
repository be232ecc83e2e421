'use client';

import type { StorageLike } from '../config';
import { lazyModule } from '../shared/lazyModule';
import { SIGNUP_RETRY_STORAGE_KEY, keyedStorage, signupJobKeys } from './signupConstants';

/**
 * The sign-up calls (plans, member-create, the HomeAdvisor sign-up, the attribution event, the retry
 * queue): loaded with the form engine on a form's first use (useSignupForm), or on the first
 * submission, which waits for them. A failed load is forgotten: the next submission tries again.
 */
export const signupDeliveryCode = /* @__PURE__ */ lazyModule(() => import('./signupDelivery'));

/** True when an earlier load kept a sign-up to retry (the queue's code is loaded only then). */
export function hasQueuedSignups(storage: StorageLike | null): boolean {
  try {
    if (storage?.getItem(SIGNUP_RETRY_STORAGE_KEY)) return true;
    const keyed = keyedStorage(storage);
    return !!keyed && signupJobKeys(keyed).length > 0;
  } catch {
    return false;
  }
}
