import type { AttributionTrackEvent } from '../analytics';
import type { ResolvedChromeConfig, StorageLike } from '../config';
import { devWarn, warn } from '../shared';
import { createRequestId } from './requestId';
import { SIGNUP_RETRY_LIMITS, jobEmail, parseSignupJob, type SignupJob } from './retryJob';
import { withSignupQueueLock } from './retryLock';
import {
  SIGNUP_RETRY_JOB_KEY_PREFIX,
  SIGNUP_RETRY_STORAGE_KEY,
  keyedStorage,
  signupJobKeys,
  type KeyedStorage,
} from './signupConstants';
import { deliverSignup, type SignupContext, type SignupJobRequest } from './signupPipeline';

export type { SignupJob, SignupJobRequest };
export { SIGNUP_RETRY_JOB_KEY_PREFIX, SIGNUP_RETRY_LIMITS, SIGNUP_RETRY_STORAGE_KEY };

/** The warning printed when a queued sign-up is given up. */
export const SIGNUP_DROPPED_WARNING = 'Email sign-up dropped after failed retries';

/** The warning printed when a stored sign-up would go elsewhere than the page's configured services. */
export const SIGNUP_OTHER_ORIGIN_WARNING =
  'Email sign-up dropped: it was kept for another address than the configured one';

/** What a flush sends with: the client, the deadlines and the configured base URLs a job is bound to. */
export type RetryContext = Pick<SignupContext, 'httpClient' | 'timeouts'> &
  Pick<ResolvedChromeConfig, 'subscriptionServiceBaseUrl' | 'eventGatewayBaseUrl'>;

/**
 * True when `url` is on the origin of the configured `base` (a path is on the page's own origin, as
 * the calls resolve it). A stored job is sent only there: storage is outside data.
 */
function sameOrigin(url: string, base: string | undefined): boolean {
  if (!base) return false;
  try {
    const page = 'https://page.invalid';
    return new URL(url, page).origin === new URL(base, page).origin;
  } catch {
    return false;
  }
}

// A stored value longer than a full queue of the longest jobs is not read at all.
const MAX_STORED_CHARS = SIGNUP_RETRY_LIMITS.maxJobs * (SIGNUP_RETRY_LIMITS.maxJobChars + 1) + 2;

interface StoredQueue {
  jobs: SignupJob[];
  /** True when the stored value held something else than these jobs (it is written back clean). */
  dirty: boolean;
}

/**
 * The stored jobs, each checked in full (`parseSignupJob`). A value that is too long, not JSON or not
 * a list reads as an empty queue; a malformed, too long or repeated entry is left out. Either is
 * reported once, as a development warning. Never throws.
 */
function loadQueue(storage: StorageLike): StoredQueue {
  let raw: string | null;
  try {
    raw = storage.getItem(SIGNUP_RETRY_STORAGE_KEY);
  } catch {
    return { jobs: [], dirty: false };
  }
  if (!raw) return { jobs: [], dirty: false };
  let parsed: unknown;
  try {
    parsed = raw.length <= MAX_STORED_CHARS ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    devWarn('Sign-up retry queue: the stored value is not a list of sign-ups (or is too long); it is dropped.');
    return { jobs: [], dirty: true };
  }
  const jobs: SignupJob[] = [];
  // Only the newest `maxJobs` are ever kept.
  for (const entry of parsed.slice(-SIGNUP_RETRY_LIMITS.maxJobs)) {
    const job = parseSignupJob(entry);
    if (job && !jobs.some((kept) => kept.id === job.id)) jobs.push(job);
  }
  const dropped = parsed.length - jobs.length;
  if (dropped > 0) {
    devWarn(`Sign-up retry queue: dropped ${dropped} malformed entr${dropped === 1 ? 'y' : 'ies'}.`);
  }
  return { jobs, dirty: dropped > 0 };
}

/**
 * Where the jobs are kept. In a storage that lists its keys (`window.localStorage`), each job is an
 * entry of its own (`SIGNUP_RETRY_JOB_KEY_PREFIX` + id): adding, updating or forgetting one writes
 * that entry only, so tabs that add sign-ups at the same moment cannot write over each other's
 * (issue 37: a read-modify-write of one list lost one of three). A list an older version left under
 * `SIGNUP_RETRY_STORAGE_KEY` is still read, and its jobs move to their own entries when touched. A
 * storage that cannot list its keys keeps the one list.
 */
interface QueueStore {
  /** Every job, each checked in full; malformed entries are cleared. */
  list(): SignupJob[];
  /** Adds or replaces the job with this id. */
  put(job: SignupJob): void;
  /** Forgets the job with this id. */
  drop(id: string): void;
}

function listStore(storage: StorageLike): QueueStore {
  const list = () => {
    const { jobs, dirty } = loadQueue(storage);
    if (dirty) writeSignupQueue(storage, jobs);
    return jobs;
  };
  return {
    list,
    put: (job) => {
      const jobs = list();
      const index = jobs.findIndex((queued) => queued.id === job.id);
      writeSignupQueue(storage, index < 0 ? [...jobs, job] : jobs.map((queued, at) => (at === index ? job : queued)));
    },
    drop: (id) => {
      const jobs = list();
      if (jobs.some((queued) => queued.id === id))
        writeSignupQueue(
          storage,
          jobs.filter((queued) => queued.id !== id),
        );
    },
  };
}

function keyedStore(storage: KeyedStorage): QueueStore {
  const legacy = listStore(storage);
  const keyOf = (id: string) => `${SIGNUP_RETRY_JOB_KEY_PREFIX}${id}`;
  const remove = (key: string) => {
    try {
      storage.removeItem(key);
    } catch {
      // Blocked storage: nothing to forget with.
    }
  };
  const own = (): SignupJob[] => {
    const jobs: SignupJob[] = [];
    let dropped = 0;
    for (const key of signupJobKeys(storage)) {
      let job: SignupJob | null = null;
      try {
        const raw = storage.getItem(key);
        if (raw === null) continue;
        job = raw.length <= SIGNUP_RETRY_LIMITS.maxJobChars ? parseSignupJob(JSON.parse(raw)) : null;
      } catch {
        job = null;
      }
      if (job && keyOf(job.id) === key) jobs.push(job);
      else {
        dropped += 1;
        remove(key);
      }
    }
    if (dropped > 0) {
      devWarn(`Sign-up retry queue: dropped ${dropped} malformed entr${dropped === 1 ? 'y' : 'ies'}.`);
    }
    return jobs;
  };
  return {
    list: () => {
      const jobs = own();
      for (const job of legacy.list()) if (!jobs.some((kept) => kept.id === job.id)) jobs.push(job);
      return jobs.sort((a, b) => a.createdAt - b.createdAt);
    },
    put: (job) => {
      try {
        storage.setItem(keyOf(job.id), JSON.stringify(job));
      } catch {
        // Storage full or blocked: the sign-up cannot be kept, nothing else to do.
        return;
      }
      legacy.drop(job.id);
    },
    drop: (id) => {
      remove(keyOf(id));
      legacy.drop(id);
    },
  };
}

function queueStore(storage: StorageLike): QueueStore {
  const keyed = keyedStorage(storage);
  return keyed ? keyedStore(keyed) : listStore(storage);
}

/** The queued sign-ups, each checked in full. A missing, unreadable or malformed value reads as an empty queue. */
export function readSignupQueue(storage: StorageLike | null): SignupJob[] {
  if (!storage) return [];
  const keyed = keyedStorage(storage);
  return keyed ? keyedStore(keyed).list().slice(-SIGNUP_RETRY_LIMITS.maxJobs) : loadQueue(storage).jobs;
}

function writeSignupQueue(storage: StorageLike, jobs: SignupJob[]): void {
  try {
    if (jobs.length === 0) storage.removeItem(SIGNUP_RETRY_STORAGE_KEY);
    else storage.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify(jobs.slice(-SIGNUP_RETRY_LIMITS.maxJobs)));
  } catch {
    // Storage full or blocked: the sign-up cannot be kept, nothing else to do.
  }
}

/** The request with the id every attempt of this sign-up sends (member-create only). */
function withRequestId(request: SignupJobRequest): SignupJobRequest {
  return request.kind === 'memberCreate' && !request.requestId ? { ...request, requestId: createRequestId() } : request;
}

const sameSignup = (a: SignupJob, b: SignupJob) =>
  a.request.kind === b.request.kind && jobEmail(a.request).toLowerCase() === jobEmail(b.request).toLowerCase();

/**
 * Keeps a failed sign-up for a later load, replacing any queued one for the same call and email.
 * A member-create call keeps the request id it was first sent with (or gets one now): every retry
 * sends it. A sign-up that does not pass the queue's checks (too long) is not kept. In a storage
 * that lists its keys the job is an entry of its own, so a sign-up another tab adds at the same
 * moment is kept too. Never throws.
 */
export function enqueueSignupJob(
  storage: StorageLike | null,
  input: { request: SignupJobRequest; tracking?: SignupJob['tracking'] | undefined; now: number },
): void {
  if (!storage) return;
  const job = parseSignupJob({
    id: createRequestId(),
    createdAt: input.now,
    attempts: 0,
    request: withRequestId(input.request),
    ...(input.tracking ? { tracking: input.tracking } : {}),
  });
  if (!job) {
    devWarn('Sign-up retry queue: this sign-up cannot be kept (malformed or too long).');
    return;
  }
  const store = queueStore(storage);
  const others = store.list().filter((queued) => !sameSignup(queued, job));
  for (const queued of store.list()) if (sameSignup(queued, job)) store.drop(queued.id);
  store.put(job);
  // Only the newest `maxJobs` are kept: the oldest go first.
  for (const queued of others.slice(0, Math.max(0, others.length + 1 - SIGNUP_RETRY_LIMITS.maxJobs))) {
    store.drop(queued.id);
  }
}

/** Forgets queued sign-ups for this email (after it went through), and any malformed entry. Never throws. */
export function removeSignupJobs(storage: StorageLike | null, email: string): void {
  if (!storage) return;
  const store = queueStore(storage);
  for (const job of store.list()) {
    if (jobEmail(job.request).toLowerCase() === String(email).toLowerCase()) store.drop(job.id);
  }
}

// Never sent: a job without tracking has no event gateway, so deliverSignup sends no event.
const NO_EVENT: AttributionTrackEvent = { name: '', url: { location: '' }, user: {}, track: {} };

// Time (ms) a page holding the queue's lease may need beyond one job's calls.
const LEASE_MARGIN_MS = 5000;

/**
 * Retries every queued sign-up once, one after the other, in one page at a time: a page sends the
 * queue only while it holds its lock (a Web Lock, else a lease in storage); any other tab, or another
 * hook of this page, that finds it held leaves the queue to that page. The attempt (and, for an older
 * job that has none, its request id) is stored before the call, so a page closed mid-call still counts
 * it. A success is removed and its attribution event sent; a failure stays until `maxAttempts`
 * retries or `maxAgeMs`, then is dropped with a warning; a failure that cannot succeed later (a 4xx,
 * an entityId of '0') is dropped at once. Malformed entries are cleared first. Never throws.
 */
export async function flushSignupQueue(options: {
  storage: StorageLike | null;
  /**
   * The library's client and deadlines, and the configured base URLs a stored sign-up may go to
   * (`useChromeConfig()` gives them all): a job kept for another origin is dropped with a warning;
   * without a configured `subscriptionServiceBaseUrl` nothing is sent and the queue stays.
   */
  context: RetryContext;
  /** This load's time (ms): how old the jobs are. */
  now: number;
  /** The clock the storage lease runs on. @default Date.now */
  clock?: (() => number) | undefined;
}): Promise<void> {
  const { storage, context, now, clock = Date.now } = options;
  if (!storage || !context.subscriptionServiceBaseUrl) return;
  const { timeouts } = context;
  // One job's calls at most: the sign-up (either kind) and its attribution event.
  const holdMs = Math.max(timeouts.memberCreate, timeouts.homeAdvisorSignup) + timeouts.attribution + LEASE_MARGIN_MS;
  try {
    await withSignupQueueLock(storage, { clock, holdMs }, async (lock) => {
      const store = queueStore(storage);
      const jobs = store.list();
      // Two tabs that queued the same sign-up together: the newest is sent, once.
      const newest = jobs.filter((job, index) => !jobs.slice(index + 1).some((later) => sameSignup(job, later)));
      for (const job of jobs) if (!newest.includes(job)) store.drop(job.id);
      // Only the newest `maxJobs` are ever kept.
      for (const job of newest.slice(0, -SIGNUP_RETRY_LIMITS.maxJobs)) store.drop(job.id);
      for (const { id } of newest.slice(-SIGNUP_RETRY_LIMITS.maxJobs)) {
        if (!lock.extend(holdMs)) return;
        // Read it again: a form on this page, or another tab, may have sent or removed it meanwhile.
        const job = store.list().find((queued) => queued.id === id);
        if (job) await retryJob(store, context, job, now);
      }
    });
  } catch (error) {
    devWarn('Sign-up retry queue: the retry stopped on an unexpected error.', error);
  }
}

async function retryJob(store: QueueStore, context: RetryContext, job: SignupJob, now: number): Promise<void> {
  const forget = () => store.drop(job.id);
  const eventGatewayBaseUrl = job.tracking && context.eventGatewayBaseUrl;
  if (
    !sameOrigin(job.request.baseUrl, context.subscriptionServiceBaseUrl) ||
    (job.tracking && eventGatewayBaseUrl && !sameOrigin(job.tracking.eventGatewayBaseUrl, eventGatewayBaseUrl))
  ) {
    warn(SIGNUP_OTHER_ORIGIN_WARNING);
    forget();
    return;
  }
  if (now - job.createdAt > SIGNUP_RETRY_LIMITS.maxAgeMs || job.attempts >= SIGNUP_RETRY_LIMITS.maxAttempts) {
    warn(SIGNUP_DROPPED_WARNING, job.attempts);
    forget();
    return;
  }
  const attempts = job.attempts + 1;
  const request = withRequestId(job.request);
  store.put({ ...job, attempts, request });
  await deliverSignup(
    // The event goes to the configured gateway (none configured: no event).
    { ...context, eventGatewayBaseUrl: eventGatewayBaseUrl || undefined },
    { request, event: job.tracking?.event ?? NO_EVENT },
    (result) => {
      const giveUp = result.status === 'failure' && (!result.retryable || attempts >= SIGNUP_RETRY_LIMITS.maxAttempts);
      if (result.status === 'success' || giveUp) forget();
      if (giveUp) warn(SIGNUP_DROPPED_WARNING, attempts);
    },
  );
}
