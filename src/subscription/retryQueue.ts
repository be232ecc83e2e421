import type { AttributionTrackEvent } from '../analytics';
import { sendAttributionEvent } from '../analytics';
import type { FetchFn, StorageLike } from '../config';
import { warn } from '../shared';
import { sendHomeAdvisorSignup, type HomeAdvisorSignupFields } from './homeAdvisorSignup';
import { sendMemberCreate, type MemberCreateBody } from './memberCreate';
import { createRequestId } from './requestId';
import type { SignupOutcome } from './signupOutcome';

/** Storage key of the sign-up retry queue. */
export const SIGNUP_RETRY_STORAGE_KEY = 'roofline-chrome:signup-retry';

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

/** What to send again: the same call with the same body (a new request id each time). */
export type SignupJobRequest =
  | { kind: 'memberCreate'; baseUrl: string; body: MemberCreateBody; applicationName?: string }
  | { kind: 'homeAdvisorSignup'; baseUrl: string; fields: HomeAdvisorSignupFields };

/** One failed sign-up kept for a later load. */
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
    (request.kind === 'memberCreate' || request.kind === 'homeAdvisorSignup')
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

/** Sends one queued call again. */
export function sendSignupJobRequest(fetch: FetchFn, request: SignupJobRequest): Promise<SignupOutcome> {
  return request.kind === 'memberCreate'
    ? sendMemberCreate(fetch, request.baseUrl, request.body, { applicationName: request.applicationName })
    : sendHomeAdvisorSignup(fetch, request.baseUrl, request.fields);
}

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
  fetch: FetchFn;
  now: number;
}): Promise<void> {
  const { storage, fetch, now } = options;
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
      const outcome = await sendSignupJobRequest(fetch, job.request);
      const giveUp =
        outcome.status === 'failure' && (!outcome.retryable || attempts >= SIGNUP_RETRY_LIMITS.maxAttempts);
      if (outcome.status === 'success' || giveUp) {
        updateSignupQueue(storage, (queue) => queue.filter((queued) => queued.id !== job.id));
      }
      if (giveUp) warn(SIGNUP_DROPPED_WARNING, attempts);
      if (outcome.status === 'success' && job.tracking) {
        const event = outcome.accountId
          ? { ...job.tracking.event, user: { ...job.tracking.event.user, homeadvisorAccountId: outcome.accountId } }
          : job.tracking.event;
        await sendAttributionEvent(fetch, job.tracking.eventGatewayBaseUrl, event);
      }
    } finally {
      inFlight.delete(job.id);
    }
  }
}
