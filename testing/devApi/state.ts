/**
 * What the dev API remembers: what it received (readable at /__inspect) and how it has been told to
 * misbehave (set at /__control). One instance per server; `reset()` empties both.
 */

/** The endpoints of spec section 7, as named in /__control and /__inspect. */
export const ENDPOINTS = [
  'memberCreate',
  'profileAttributes',
  'tracks',
  'homeAdvisorSignup',
  'token',
  'navigation',
  'autocomplete',
  'split',
  'reviewsWidget',
] as const;
export type EndpointName = (typeof ENDPOINTS)[number];

export function isEndpointName(value: unknown): value is EndpointName {
  return typeof value === 'string' && (ENDPOINTS as readonly string[]).includes(value);
}

/**
 * How an endpoint fails: an HTTP status (400-599), `'network'` (the connection is dropped with no
 * answer) or `'empty'` (a 200 with no usable content: an empty body, or entityId 0 for the
 * HomeAdvisor sign-up).
 */
export type FailMode = number | 'network' | 'empty';

export interface Fault {
  fail?: FailMode;
  /** Wait this long before answering, in ms. */
  delayMs?: number;
  /** Apply to this many more requests, then clear. Unlimited when absent. */
  times?: number;
}

export interface MemberRecord {
  userId: string;
  receivedAt: string;
  requestId: string;
  sourceApplication: string | undefined;
  applicationVersion: string | undefined;
  origin: string | undefined;
  body: Record<string, unknown>;
}

export interface TrackRecord {
  receivedAt: string;
  origin: string | undefined;
  event: Record<string, unknown>;
}

export interface HomeAdvisorSignupRecord {
  entityId: string;
  receivedAt: string;
  origin: string | undefined;
  fields: Record<string, string>;
}

export interface RequestRecord {
  at: string;
  method: string;
  path: string;
  endpoint: EndpointName | null;
  status: number;
  origin: string | undefined;
}

const MAX_REQUEST_LOG = 500;

export class DevApiState {
  members: MemberRecord[] = [];
  tracks: TrackRecord[] = [];
  homeAdvisorSignups: HomeAdvisorSignupRecord[] = [];
  requests: RequestRecord[] = [];
  faults = new Map<EndpointName, Fault>();
  /** Split treatments by flag; unknown flags answer 'control'. */
  treatments = new Map<string, string>();
  /** Lifetime of issued tokens, in seconds. */
  tokenTtlSeconds: number;
  private nextUserId = 81_000_001;
  private nextEntityId = 52_000_001;

  constructor(private readonly defaults: { tokenTtlSeconds: number }) {
    this.tokenTtlSeconds = defaults.tokenTtlSeconds;
  }

  newUserId(): string {
    return String(this.nextUserId++);
  }

  newEntityId(): string {
    return String(this.nextEntityId++);
  }

  logRequest(record: RequestRecord): void {
    this.requests.push(record);
    if (this.requests.length > MAX_REQUEST_LOG) this.requests.splice(0, this.requests.length - MAX_REQUEST_LOG);
  }

  /** The fault for an endpoint, counting one use of it. */
  takeFault(endpoint: EndpointName): Fault | undefined {
    const fault = this.faults.get(endpoint);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(endpoint);
      else this.faults.set(endpoint, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }

  /** Forgets everything received and every fault, treatment and token setting. */
  reset(): void {
    this.members = [];
    this.tracks = [];
    this.homeAdvisorSignups = [];
    this.requests = [];
    this.faults.clear();
    this.treatments.clear();
    this.tokenTtlSeconds = this.defaults.tokenTtlSeconds;
  }
}
