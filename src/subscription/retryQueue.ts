import type { AttributionTrackEvent } from '../analytics';
import type { StorageLike } from '../config';
import { warn } from '../shared';
import { BANNER_SIGNUP_SOURCE } from './memberCreate';
import { createRequestId } from './requestId';
import { SIGNUP_RETRY_STORAGE_KEY } from './signupConstants';
import { deliverSignup, type SignupContext, type SignupJobRequest } from './signupPipeline';

export type { SignupJobRequest };
export { SIGNUP_RETRY_STORAGE_KEY };

/** Bounds of the retry queue. */
export const SIGNUP_RETRY_LIMITS = {
  /** Retries on later loads before a sign-up is dropped. */
  maxAttempts: 3,
  /** A queued sign-up older than this (ms) is dropped: 7 days. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** At most this many sign-ups are kept; the oldest goes first. */
  maxJobs: 10,
} as const;

/** The warning printed when a queued sign-up is given up. */
export const SIGNUP_DROPPED_WARNING = 'Email sign-up dropped after failed retries';

/**
 * One failed footer sign-up kept for a later load. It holds only what the two calls need: the call
 * (base URL, body or form fields, application name) and the attribution event with its gateway.
 */
export interface SignupJob {
  id: string;
  /** When the sign-up first failed (ms). */
  createdAt: number;
  /** Retries already made on later loads. */
  attempts: number;
  request: SignupJobRequest;
  /** The attribution event to send once the sign-up goes through. */
  tracking?: { eventGatewayBaseUrl: string; event: AttributionTrackEvent };
}

function isJob(value: unknown): value is SignupJob {
  if (!value || typeof value !== 'object') return false;
  const job = value as Partial<SignupJob>;
  const request = job.request as Partial<SignupJobRequest> | undefined;
  return (
    typeof job.id === 'string' &&
    typeof job.createdAt === 'number' &&
    typeof job.attempts === 'number' &&
    !!request &&
    typeof request.baseUrl === 'string' &&
    (request.kind === 'homeAdvisorSignup' ||
      // A banner sign-up is never sent later (the banner said it failed); an older version kept them.
      (request.kind === 'memberCreate' && request.body?.source !== BANNER_SIGNUP_SOURCE))
  );
}

/** The queued sign-ups. A missing, unreadable or malformed entry reads as an empty queue. */
export function readSignupQueue(storage: StorageLike | null): SignupJob[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(SIGNUP_RETRY_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isJob) : [];
  } catch {
    return [];
  }
}

function writeSignupQueue(storage: StorageLike, jobs: SignupJob[]): void {
  try {
    if (jobs.length === 0) storage.removeItem(SIGNUP_RETRY_STORAGE_KEY);
    else storage.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify(jobs.slice(-SIGNUP_RETRY_LIMITS.maxJobs)));
  } catch {
    // Storage full or blocked: the sign-up cannot be kept, nothing else to do.
  }
}

function jobEmail(request: SignupJobRequest): string {
  return request.kind === 'memberCreate' ? request.body.email : request.fields.email;
}

/** Keeps a failed sign-up for a later load, replacing any queued one for the same call and email. */
export function enqueueSignupJob(
  storage: StorageLike | null,
  input: { request: SignupJobRequest; tracking?: SignupJob['tracking']; now: number },
): void {
  if (!storage) return;
  const email = jobEmail(input.request).toLowerCase();
  const others = readSignupQueue(storage).filter(
    (job) => !(job.request.kind === input.request.kind && jobEmail(job.request).toLowerCase() === email),
  );
  const job: SignupJob = { id: createRequestId(), createdAt: input.now, attempts: 0, request: input.request };
  if (input.tracking) job.tracking = input.tracking;
  writeSignupQueue(storage, [...others, job]);
}

/** Forgets queued sign-ups for this email (after it went through). */
export function removeSignupJobs(storage: StorageLike | null, email: string): void {
  if (!storage) return;
  const queue = readSignupQueue(storage);
  const kept = queue.filter((job) => jobEmail(job.request).toLowerCase() !== email.toLowerCase());
  if (kept.length !== queue.length) writeSignupQueue(storage, kept);
}

function updateSignupQueue(storage: StorageLike, update: (jobs: SignupJob[]) => SignupJob[]): void {
  writeSignupQueue(storage, update(readSignupQueue(storage)));
}

// Never sent: a job without tracking has no event gateway, so deliverSignup sends no event.
const NO_EVENT: AttributionTrackEvent = { name: '', url: { location: '' }, user: {}, track: {} };

// Jobs being sent right now by this page, so two hooks (or a Strict Mode re-run) never send one twice.
const inFlight = new Set<string>();

/**
 * Retries every queued sign-up once, one after the other. The attempt is counted in storage before
 * the call, so a page closed mid-call still counts it. A success is removed and its attribution event
 * sent; a failure stays until `maxAttempts` retries or `maxAgeMs`, then is dropped with a warning; a
 * failure that cannot succeed later (a 4xx, an entityId of '0') is dropped at once. Never throws.
 */
export async function flushSignupQueue(options: {
  storage: StorageLike | null;
  /** The library's client and deadlines (`useChromeConfig()` gives both). */
  context: Pick<SignupContext, 'httpClient' | 'timeouts'>;
  now: number;
}): Promise<void> {
  const { storage, context, now } = options;
  if (!storage) return;
  const ids = readSignupQueue(storage).map((job) => job.id);
  for (const id of ids) {
    // Read it again: another flush may have sent or removed it meanwhile.
    const job = readSignupQueue(storage).find((queued) => queued.id === id);
    if (!job || inFlight.has(id)) continue;
    if (now - job.createdAt > SIGNUP_RETRY_LIMITS.maxAgeMs || job.attempts >= SIGNUP_RETRY_LIMITS.maxAttempts) {
      warn(SIGNUP_DROPPED_WARNING, job.attempts);
      updateSignupQueue(storage, (queue) => queue.filter((queued) => queued.id !== job.id));
      continue;
    }
    inFlight.add(job.id);
    const attempts = job.attempts + 1;
    updateSignupQueue(storage, (queue) =>
      queue.map((queued) => (queued.id === job.id ? { ...queued, attempts } : queued)),
    );
    try {
      await deliverSignup(
        { ...context, eventGatewayBaseUrl: job.tracking?.eventGatewayBaseUrl },
        { request: job.request, event: job.tracking?.event ?? NO_EVENT },
        (result) => {
          const giveUp =
            result.status === 'failure' && (!result.retryable || attempts >= SIGNUP_RETRY_LIMITS.maxAttempts);
          if (result.status === 'success' || giveUp) {
            updateSignupQueue(storage, (queue) => queue.filter((queued) => queued.id !== job.id));
          }
          if (giveUp) warn(SIGNUP_DROPPED_WARNING, attempts);
        },
      );
    } finally {
      inFlight.delete(job.id);
    }
  }
}
