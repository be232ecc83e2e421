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
/** One of `ENDPOINTS`. */
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

/** How one endpoint misbehaves, and for how long. */
export interface Fault {
  /** Answer with this status, drop the connection (`'network'`) or answer nothing usable (`'empty'`). */
  fail?: FailMode | undefined;
  /** Wait this long before answering, in ms. */
  delayMs?: number | undefined;
  /** Apply to this many more requests, then clear. Unlimited when absent. */
  times?: number | undefined;
}

/** A member-create call the services accepted (spec 7.1). */
export interface MemberRecord {
  /** The id the services gave the new member. */
  userId: string;
  /** When it arrived (ISO 8601). */
  receivedAt: string;
  /** Its X-Request-Id (or another per-request id header). */
  requestId: string;
  /** Its X-Source-Application: the config's `applicationName`. */
  sourceApplication: string | undefined;
  /** Its X-Application-Version. */
  applicationVersion: string | undefined;
  /** The Origin header, when the call was cross-origin. */
  origin: string | undefined;
  /** The JSON body as sent: email, agreement and opt-ins, source, address. */
  body: Record<string, unknown>;
}

/** One attribution event received (spec 7.3). */
export interface TrackRecord {
  /** When it arrived (ISO 8601). */
  receivedAt: string;
  /** The Origin header, when the call was cross-origin. */
  origin: string | undefined;
  /** The event as sent: name, brand, applicationName, url, user, track. */
  event: Record<string, unknown>;
}

/** A HomeAdvisor sign-up received (spec 7.4). */
export interface HomeAdvisorSignupRecord {
  /** The account id the services answered. */
  entityId: string;
  /** When it arrived (ISO 8601). */
  receivedAt: string;
  /** The Origin header, when the call was cross-origin. */
  origin: string | undefined;
  /** The form fields as sent: email, zip, marketingOptIn, bypassWelcomeEmail. */
  fields: Record<string, string>;
}

/** One request the services answered, in order. */
export interface RequestRecord {
  /** When it was answered (ISO 8601, by the injected clock). */
  at: string;
  /** GET, POST... */
  method: string;
  /** The path, without a fault prefix and without the query. */
  path: string;
  /** The endpoint it reached; null for none (a 404) or a devtools call. */
  endpoint: EndpointName | null;
  /** The status answered; 0 for a dropped connection, 499 for one abandoned while delayed. */
  status: number;
  /** The Origin header, when the call was cross-origin. */
  origin: string | undefined;
}

const MAX_REQUEST_LOG = 500;

/** What the services received (read it in assertions), and the faults and treatments in force. */
export class DevApiState {
  /** Member-create calls accepted, in order. */
  members: MemberRecord[] = [];
  /** Attribution events received, in order. */
  tracks: TrackRecord[] = [];
  /** HomeAdvisor sign-ups received, in order. */
  homeAdvisorSignups: HomeAdvisorSignupRecord[] = [];
  /** Every request answered (the last 500). */
  requests: RequestRecord[] = [];
  /** The faults in force, by endpoint. */
  faults = new Map<EndpointName, Fault>();
  /** Split treatments by flag; unknown flags answer 'control'. */
  treatments = new Map<string, string>();
  /** Lifetime of issued tokens, in seconds. */
  tokenTtlSeconds: number;
  private nextUserId = 81_000_001;
  private nextEntityId = 52_000_001;

  /** `tokenTtlSeconds`: the lifetime of the tokens issued, restored by `reset()`. */
  constructor(private readonly defaults: { tokenTtlSeconds: number }) {
    this.tokenTtlSeconds = defaults.tokenTtlSeconds;
  }

  /** The next member id. */
  newUserId(): string {
    return String(this.nextUserId++);
  }

  /** The next HomeAdvisor account id. */
  newEntityId(): string {
    return String(this.nextEntityId++);
  }

  /** Records one answered request. */
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
