import type { StorageLike } from '../config';
import { createRequestId } from './requestId';
import { SIGNUP_RETRY_STORAGE_KEY } from './signupConstants';

/** Name of the Web Lock held while a page sends the queued sign-ups. */
export const SIGNUP_RETRY_LOCK_NAME = `${SIGNUP_RETRY_STORAGE_KEY}:lock`;

/** Storage key of the lease that stands in for the lock where Web Locks are missing. */
export const SIGNUP_RETRY_LEASE_KEY = `${SIGNUP_RETRY_STORAGE_KEY}:lease`;

/**
 * How long (ms) a page waits after writing its lease before reading it back: longer than another
 * tab's write takes to show here, so that of two tabs writing together exactly one reads its own.
 */
export const LEASE_SETTLE_MS = 200;

/** No page holds the queue longer than this at once (ms); a lease said to last longer is not one. */
export const MAX_LEASE_MS = 10 * 60 * 1000;

interface Lease {
  owner: string;
  expiresAt: number;
}

/** What a page holding the queue's lock may do while it sends. */
export interface QueueLockHandle {
  /**
   * Extends the hold for `ms` more, before a job that may take that long; false when the hold was
   * lost (a lease that ran out and another tab took), then stop sending.
   */
  extend: (ms: number) => boolean;
}

interface LockManagerLike {
  request: (
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
}

function webLocks(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: Partial<LockManagerLike> | undefined } | undefined }).navigator
    ?.locks;
  return locks && typeof locks.request === 'function' ? (locks as LockManagerLike) : undefined;
}

const HELD: QueueLockHandle = { extend: () => true };

/**
 * Runs `task` while this page alone holds the retry queue, across every tab of the site: through a
 * Web Lock (`navigator.locks`, `ifAvailable`) where the browser has them, else through a lease in
 * `storage`. When another page (or another hook in this one) holds it, `task` does not run: that
 * page is sending the queue. Gives whether `task` ran.
 */
export async function withSignupQueueLock(
  storage: StorageLike,
  options: { clock: () => number; holdMs: number },
  task: (handle: QueueLockHandle) => Promise<void>,
): Promise<boolean> {
  const locks = webLocks();
  if (locks) {
    let started = false;
    try {
      await locks.request(SIGNUP_RETRY_LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (!lock) return;
        started = true;
        await task(HELD);
      });
      return started;
    } catch {
      // Locks refused here (an opaque origin, a sandboxed frame): a lease will do, unless the task ran.
      if (started) return true;
    }
  }
  return withLease(storage, options, task);
}

async function withLease(
  storage: StorageLike,
  { clock, holdMs }: { clock: () => number; holdMs: number },
  task: (handle: QueueLockHandle) => Promise<void>,
): Promise<boolean> {
  // Another page holds a lease in force: it is sending the queue.
  if (readLease(storage, clock())) return false;
  const owner = createRequestId();
  const hold = (ms: number) => writeLease(storage, { owner, expiresAt: clock() + Math.min(ms, MAX_LEASE_MS) });
  if (!hold(holdMs)) return false;
  // Another tab that read no lease at the same moment wrote its own: the last write wins, and
  // after the wait each tab reads the same one.
  await new Promise((resolve) => setTimeout(resolve, LEASE_SETTLE_MS));
  if (readLease(storage, clock())?.owner !== owner) return false;
  try {
    await task({
      extend: (ms) => readLease(storage, clock())?.owner === owner && hold(ms),
    });
  } finally {
    if (readLease(storage, clock())?.owner === owner) {
      try {
        storage.removeItem(SIGNUP_RETRY_LEASE_KEY);
      } catch {
        // Blocked storage: the lease runs out by itself.
      }
    }
  }
  return true;
}

/**
 * The lease in force, or null when there is none, it ran out, or it is not one: an unreadable value,
 * or one that would last longer than any page asks for (it would block the queue for good).
 */
function readLease(storage: StorageLike, now: number): Lease | null {
  try {
    const raw = storage.getItem(SIGNUP_RETRY_LEASE_KEY);
    if (!raw || raw.length > 256) return null;
    const lease: unknown = JSON.parse(raw);
    if (typeof lease !== 'object' || lease === null) return null;
    const { owner, expiresAt } = lease as Partial<Lease>;
    if (typeof owner !== 'string' || typeof expiresAt !== 'number') return null;
    return expiresAt > now && expiresAt <= now + MAX_LEASE_MS ? { owner, expiresAt } : null;
  } catch {
    return null;
  }
}

function writeLease(storage: StorageLike, lease: Lease): boolean {
  try {
    storage.setItem(SIGNUP_RETRY_LEASE_KEY, JSON.stringify(lease));
    return true;
  } catch {
    return false;
  }
}
