import { devtools, parseFault } from './handlers/devtools';
import { signupPage } from './handlers/tracking';
import type { HandlerContext, Reply } from './handlers/types';
import { HttpError, type DevHeaders, type DevRequest } from './http';
import { ROUTES } from './routes';
import { DevApiState, type EndpointName, type Fault } from './state';
import { TokenIssuer } from './token';

/** How the services behave: token lifetime, clock, a log line per request. */
export interface DevApiCoreOptions {
  /** Lifetime of issued tokens, in seconds. @default 3600 */
  tokenTtlSeconds?: number | undefined;
  /** The clock, in ms. @default Date.now */
  now?: (() => number) | undefined;
  /** Called once per answered request (for logging). */
  onRequest?: ((line: string) => void) | undefined;
}

/** One request as a transport (node:http, fetch, a service worker) hands it to the core. */
export interface CoreRequest {
  method: string;
  /** The path and query as sent, e.g. `/autocomplete?searchQuery=roof`. */
  pathAndQuery: string;
  /** The address the client reached, e.g. `http://127.0.0.1:4010` (the navigation's asset URLs use it). */
  selfUrl: string;
  headers: DevHeaders;
  /** Reads the body once. */
  text: () => Promise<string>;
}

/** What to do with one request: wait `delayMs` (a fault's delay), then `respond()`. */
export interface Plan {
  readonly endpoint: EndpointName | null;
  readonly delayMs: number;
  /** The answer (or 'network': drop the connection with none); logs the request. */
  respond(): Promise<Reply | 'network'>;
  /** Logs a request whose client went away while it waited. */
  abandon(): void;
}

export interface DevApiCore {
  readonly state: DevApiState;
  readonly tokens: TokenIssuer;
  plan(request: CoreRequest): Promise<Plan>;
}

/** The JSON error body every failure answers: `{ error, message, status, details? }`. */
export function errorReply(error: HttpError): Reply {
  const json: Record<string, unknown> = { error: error.code, message: error.message, status: error.status };
  if (error.details !== undefined) json.details = error.details;
  return { status: error.status, json };
}

const asHttpError = (error: unknown) =>
  error instanceof HttpError ? error : new HttpError(500, 'internal_error', String(error));

/**
 * The dev API without a transport: routing, fault injection, the handlers of every service of spec
 * section 7 and the devtools endpoints. The Node server (examples/dev-api) and the fetch double of
 * `@roofline/chrome/testing` both answer through it, so they behave alike.
 */
export function createDevApiCore(options: DevApiCoreOptions = {}): DevApiCore {
  const state = new DevApiState({ tokenTtlSeconds: options.tokenTtlSeconds ?? 3600 });
  const tokens = new TokenIssuer();
  const now = options.now ?? Date.now;

  async function plan(request: CoreRequest): Promise<Plan> {
    const url = new URL(request.pathAndQuery, 'http://dev-api.invalid');
    let endpoint: EndpointName | null = null;
    let path = url.pathname;
    const log = (status: number) => {
      state.logRequest({
        at: new Date(now()).toISOString(),
        method: request.method,
        path,
        endpoint,
        status,
        origin: first(request.headers.origin),
      });
      options.onRequest?.(`${request.method} ${path}${url.search} -> ${status}${endpoint ? ` (${endpoint})` : ''}`);
    };
    const answer = (reply: Reply, delayMs = 0): Plan => ({
      endpoint,
      delayMs,
      respond: async () => {
        const out = settled(reply);
        log(reply.status);
        return out;
      },
      abandon: () => log(499),
    });

    try {
      const stripped = stripFaultPrefixes(url.pathname);
      path = stripped.path;
      const devRequest: DevRequest = {
        method: request.method,
        path,
        query: url.searchParams,
        headers: request.headers,
        text: request.text,
      };
      const ctx: HandlerContext = { state, tokens, now, selfUrl: request.selfUrl };
      if (
        path.startsWith('/__') ||
        path.startsWith('/assets/') ||
        (path === '/' && !url.searchParams.has('r_accesskey') && !url.searchParams.has('r_username'))
      ) {
        const reply = await devtools(devRequest, ctx);
        if (reply) return answer(reply);
      }
      const candidates = ROUTES.filter((r) => r.match(path, devRequest));
      const route = candidates.find(
        (r) => r.method === request.method || (r.method === 'GET' && request.method === 'HEAD'),
      );
      if (!route) {
        if (candidates.length) {
          const methods = [...new Set(candidates.map((r) => r.method))];
          return answer({
            ...errorReply(
              new HttpError(405, 'method_not_allowed', `Use ${candidates.map((r) => r.method).join(' or ')}.`),
            ),
            headers: { Allow: methods.join(', ') },
          });
        }
        throw new HttpError(404, 'not_found', `No endpoint at ${request.method} ${path}.`);
      }
      endpoint = route.endpoint;
      const headers = { 'X-Dev-Api-Endpoint': endpoint };
      const fault: Fault | undefined =
        parseFault({ fail: url.searchParams.get('__fail'), delayMs: url.searchParams.get('__delayMs') }) ??
        stripped.fault ??
        state.takeFault(endpoint);
      const routeEndpoint = endpoint;
      return {
        endpoint,
        delayMs: fault?.delayMs ?? 0,
        abandon: () => log(499),
        respond: async () => {
          if (fault?.fail === 'network') {
            log(0);
            return 'network';
          }
          let reply: Reply;
          if (fault?.fail === 'empty') {
            reply =
              routeEndpoint === 'homeAdvisorSignup'
                ? { status: 200, text: signupPage('0'), contentType: 'text/html' }
                : { status: 200, empty: true };
          } else if (typeof fault?.fail === 'number') {
            reply = errorReply(
              new HttpError(
                fault.fail,
                'injected_failure',
                `The dev API was told to answer ${routeEndpoint} with ${fault.fail}.`,
              ),
            );
          } else {
            try {
              reply = await route.handle(devRequest, ctx);
            } catch (error) {
              reply = errorReply(asHttpError(error));
            }
          }
          const out = settled({ ...reply, headers: { ...headers, ...reply.headers } });
          log(reply.status);
          return out;
        },
      };
    } catch (error) {
      return answer(errorReply(asHttpError(error)));
    }
  }

  return { state, tokens, plan };
}

/** The reply as it is now: a JSON body is copied, so logging this request does not show in it. */
const settled = (reply: Reply): Reply =>
  'json' in reply && reply.json !== undefined ? { ...reply, json: JSON.parse(JSON.stringify(reply.json)) } : reply;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Removes leading `/__fail/<status>` and `/__slow/<ms>` segments, returning the fault they ask for. */
export function stripFaultPrefixes(pathname: string): { path: string; fault: Fault | undefined } {
  let path = pathname;
  let fail: string | undefined;
  let delayMs: string | undefined;
  for (;;) {
    const m = /^\/__(fail|slow)\/([^/]+)(\/.*|$)/.exec(path);
    if (!m) break;
    if (m[1] === 'fail') fail = m[2];
    else delayMs = m[2];
    path = m[3] || '/';
  }
  return { path, fault: parseFault({ fail, delayMs }) };
}
