import type { AttributionTrackEvent } from '../analytics/attribution';
import type { HomeAdvisorSignupFields } from './homeAdvisorSignup';
import type { FooterMemberCreateBody } from './memberCreate';
import { BANNER_SIGNUP_SOURCE } from './signupConstants';
import type { SignupJobRequest } from './signupPipeline';

/** Bounds of the retry queue. */
export const SIGNUP_RETRY_LIMITS = {
  /** Retries on later loads before a sign-up is dropped. */
  maxAttempts: 3,
  /** A queued sign-up older than this (ms) is dropped: 7 days. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** At most this many sign-ups are kept; the oldest goes first. */
  maxJobs: 10,
  /** A stored job longer than this (characters of JSON) is not read, nor kept. */
  maxJobChars: 8192,
} as const;

/**
 * One failed footer sign-up kept for a later load. It holds only what the two calls need: the call
 * (base URL, body or form fields, application name, and for member-create the request id every
 * attempt sends) and the attribution event with its gateway.
 */
export interface SignupJob {
  id: string;
  /** When the sign-up first failed (ms). */
  createdAt: number;
  /** Retries already made on later loads. */
  attempts: number;
  request: SignupJobRequest;
  /** The attribution event to send once the sign-up goes through. */
  tracking?: { eventGatewayBaseUrl: string; event: AttributionTrackEvent } | undefined;
}

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string of at most `max` characters (and at least one when `nonEmpty`). */
const isText = (value: unknown, max: number, nonEmpty = false): value is string =>
  typeof value === 'string' && value.length <= max && (!nonEmpty || value.length > 0);

const MAX_URL = 2048;
const MAX_NAME = 256;
const MAX_EMAIL = 320;
const MAX_POSTAL_CODE = 32;
/** What `createRequestId` gives, or any id of that kind a service accepts. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** An absolute http(s) address or a path on this site: where the calls may go. */
const BASE_URL = /^(?:https?:\/\/[^\s]+|\/[^\s]*)$/i;

const isBaseUrl = (value: unknown): value is string => isText(value, MAX_URL, true) && BASE_URL.test(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A footer member-create body, rebuilt from its known fields (a banner body is never retried). */
function footerBody(value: unknown): FooterMemberCreateBody | null {
  if (!isRecord(value)) return null;
  const { email, appName, source, address } = value;
  if (
    !isText(email, MAX_EMAIL, true) ||
    !isText(appName, MAX_NAME) ||
    !isText(source, MAX_NAME) ||
    source === BANNER_SIGNUP_SOURCE ||
    value.acceptMembershipAgreement !== false ||
    value.optInNotifications !== false ||
    value.optInNewsAndUpdatesEmailsFooter !== true ||
    !isRecord(address) ||
    !isText(address.postalCode, MAX_POSTAL_CODE)
  ) {
    return null;
  }
  return {
    email,
    acceptMembershipAgreement: false,
    optInNotifications: false,
    optInNewsAndUpdatesEmailsFooter: true,
    appName,
    source,
    address: { postalCode: address.postalCode },
  };
}

function homeAdvisorFields(value: unknown): HomeAdvisorSignupFields | null {
  if (!isRecord(value)) return null;
  const { email, zip, marketingOptIn, bypassWelcomeEmail } = value;
  if (
    !isText(email, MAX_EMAIL, true) ||
    !isText(zip, MAX_POSTAL_CODE) ||
    typeof marketingOptIn !== 'boolean' ||
    typeof bypassWelcomeEmail !== 'boolean'
  ) {
    return null;
  }
  return { email, zip, marketingOptIn, bypassWelcomeEmail };
}

function jobRequest(value: unknown): SignupJobRequest | null {
  if (!isRecord(value) || !isBaseUrl(value.baseUrl)) return null;
  const { kind, baseUrl } = value;
  if (kind === 'homeAdvisorSignup') {
    const fields = homeAdvisorFields(value.fields);
    return fields && { kind, baseUrl, fields };
  }
  if (kind !== 'memberCreate') return null;
  const body = footerBody(value.body);
  const { applicationName, requestId } = value;
  if (!body) return null;
  if (applicationName !== undefined && !isText(applicationName, MAX_NAME)) return null;
  if (requestId !== undefined && !(typeof requestId === 'string' && REQUEST_ID.test(requestId))) return null;
  const request: SignupJobRequest = { kind, baseUrl, body };
  if (applicationName !== undefined) request.applicationName = applicationName;
  if (requestId !== undefined) request.requestId = requestId;
  return request;
}

/** The fields of a footer sign-up's `track` (spec 7.4): a stored event sends these and no other. */
const TRACK_FIELDS = ['taskId', 'categoryId', 'activityLocation', 'zipcode', 'source', 'pageName'] as const;

/** The event's `track` rebuilt from the spec's fields, each a short string or a finite number. */
function trackOf(value: UnknownRecord): Record<string, string | number> | null {
  const track: Record<string, string | number> = {};
  for (const field of TRACK_FIELDS) {
    const item = value[field];
    if (item === undefined) continue;
    if (!isText(item, MAX_NAME) && !(typeof item === 'number' && Number.isFinite(item))) return null;
    track[field] = item;
  }
  return track;
}

/** The attribution event kept with a job: its known fields, `user`'s two ids and `track`'s spec fields. */
function trackingOf(value: unknown): SignupJob['tracking'] | null {
  if (!isRecord(value) || !isBaseUrl(value.eventGatewayBaseUrl) || !isRecord(value.event)) return null;
  const { name, brand, applicationName, url, user, track } = value.event;
  if (
    !isText(name, MAX_NAME, true) ||
    (brand !== undefined && !isText(brand, MAX_NAME)) ||
    (applicationName !== undefined && !isText(applicationName, MAX_NAME)) ||
    !isRecord(url) ||
    !isText(url.location, MAX_URL) ||
    !isRecord(user) ||
    (user.anonymousId !== undefined && !isText(user.anonymousId, MAX_NAME)) ||
    (user.homeadvisorAccountId !== undefined && !isText(user.homeadvisorAccountId, MAX_NAME)) ||
    !isRecord(track)
  ) {
    return null;
  }
  const knownTrack = trackOf(track);
  if (!knownTrack) return null;
  const event: AttributionTrackEvent = { name, url: { location: url.location }, user: {}, track: knownTrack };
  if (brand !== undefined) event.brand = brand;
  if (applicationName !== undefined) event.applicationName = applicationName;
  if (user.anonymousId !== undefined) event.user.anonymousId = user.anonymousId;
  if (user.homeadvisorAccountId !== undefined) event.user.homeadvisorAccountId = user.homeadvisorAccountId;
  return { eventGatewayBaseUrl: value.eventGatewayBaseUrl, event };
}

/**
 * A stored entry as a job, or null when any part of it is missing, of the wrong type, out of bounds
 * or too long. The job is rebuilt from the fields it knows, so nothing else stored is ever sent.
 */
export function parseSignupJob(value: unknown): SignupJob | null {
  if (!isRecord(value)) return null;
  const { id, createdAt, attempts } = value;
  if (!isText(id, MAX_NAME, true) || !isTime(createdAt) || !isCount(attempts)) return null;
  const request = jobRequest(value.request);
  if (!request) return null;
  const job: SignupJob = { id, createdAt, attempts, request };
  if (value.tracking !== undefined) {
    const tracking = trackingOf(value.tracking);
    if (!tracking) return null;
    job.tracking = tracking;
  }
  return jobSize(job) <= SIGNUP_RETRY_LIMITS.maxJobChars ? job : null;
}

/** The length of a job's JSON (an unserialisable one counts as too long). */
export function jobSize(job: unknown): number {
  try {
    return JSON.stringify(job).length;
  } catch {
    return Infinity;
  }
}

/** The email a job signs up. */
export function jobEmail(request: SignupJobRequest): string {
  return request.kind === 'memberCreate' ? request.body.email : request.fields.email;
}
