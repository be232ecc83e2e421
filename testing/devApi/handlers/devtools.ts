import { ASSETS } from '../data/assets';
import { badRequest, HttpError, isRecord, readJson, type DevRequest } from '../http';
import { ENDPOINTS, isEndpointName, type Fault, type FailMode } from '../state';
import type { HandlerContext, Reply } from './types';

/** The dev API's own endpoints (not part of any real service): inspect, control, reset, assets. */
export async function devtools(req: DevRequest, ctx: HandlerContext): Promise<Reply | null> {
  const { state } = ctx;
  const { path, method } = req;
  if (path === '/__reset' && method === 'POST') {
    state.reset();
    return { status: 200, json: { reset: true } };
  }
  if (path === '/__control') {
    if (method === 'GET') return { status: 200, json: controlSnapshot(ctx) };
    if (method === 'DELETE') {
      state.faults.clear();
      return { status: 200, json: controlSnapshot(ctx) };
    }
    if (method === 'POST') {
      applyControl(await readJson(req), ctx);
      return { status: 200, json: controlSnapshot(ctx) };
    }
    throw new HttpError(405, 'method_not_allowed', 'Use GET, POST or DELETE.');
  }
  if (path === '/__inspect' && method === 'DELETE') {
    state.members = [];
    state.tracks = [];
    state.homeAdvisorSignups = [];
    state.requests = [];
    return { status: 200, json: { cleared: true } };
  }
  if (path.startsWith('/__inspect') && method === 'GET') return inspect(path.slice('/__inspect'.length), req, ctx);
  if (path === '/__token' && method === 'GET') {
    // A token with any lifetime, e.g. ?ttl=-60 for one that expired a minute ago.
    const ttl = Number(req.query.get('ttl') ?? state.tokenTtlSeconds);
    if (!Number.isFinite(ttl)) throw badRequest('invalid_ttl', 'ttl must be a number of seconds.');
    return { status: 200, text: ctx.tokens.issue(req.query.get('sub') ?? 'dev', Math.trunc(ttl), ctx.now()) };
  }
  const asset = /^\/assets\/([a-z0-9-]+)\.svg$/.exec(path);
  if (asset && method === 'GET') {
    const svg = ASSETS[asset[1]!];
    if (!svg) throw new HttpError(404, 'not_found', 'No such asset.');
    return { status: 200, text: svg, contentType: 'image/svg+xml' };
  }
  if (path === '/' && method === 'GET') return { status: 200, json: index() };
  return null;
}

function inspect(which: string, req: DevRequest, { state }: HandlerContext): Reply {
  const email = req.query.get('email');
  const byEmail = <T>(list: T[], get: (item: T) => unknown) =>
    email ? list.filter((item) => get(item) === email) : list;
  switch (which) {
    case '':
    case '/':
      return {
        status: 200,
        json: {
          members: state.members,
          tracks: state.tracks,
          homeAdvisorSignups: state.homeAdvisorSignups,
          counts: {
            members: state.members.length,
            tracks: state.tracks.length,
            homeAdvisorSignups: state.homeAdvisorSignups.length,
            requests: state.requests.length,
          },
        },
      };
    case '/members':
      return { status: 200, json: byEmail(state.members, (m) => m.body.email) };
    case '/tracks':
      return { status: 200, json: state.tracks };
    case '/homeadvisor-signups':
      return { status: 200, json: byEmail(state.homeAdvisorSignups, (s) => s.fields.email) };
    case '/requests': {
      const endpoint = req.query.get('endpoint');
      return { status: 200, json: endpoint ? state.requests.filter((r) => r.endpoint === endpoint) : state.requests };
    }
    default:
      throw new HttpError(404, 'not_found', 'Inspect members, tracks, homeadvisor-signups or requests.');
  }
}

function parseFail(value: unknown): FailMode | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === 'network' || value === 'empty') return value;
  const status = typeof value === 'string' ? Number(value) : value;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status;
  throw badRequest('invalid_fail', "fail must be a status from 400 to 599, 'network' or 'empty'.");
}

function parseDelay(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0 || ms > 60_000)
    throw badRequest('invalid_delay', 'delayMs must be from 0 to 60000.');
  return ms;
}

/** Parses a fault from control input (JSON body or query text); undefined when it asks for none. */
export function parseFault(input: { fail?: unknown; delayMs?: unknown; times?: unknown }): Fault | undefined {
  const fail = parseFail(input.fail);
  const delayMs = parseDelay(input.delayMs);
  let times: number | undefined;
  if (input.times !== undefined && input.times !== null) {
    times = Number(input.times);
    if (!Number.isInteger(times) || times < 1)
      throw badRequest('invalid_times', 'times must be a whole number of at least 1.');
  }
  if (fail === undefined && delayMs === undefined) return undefined;
  return {
    ...(fail !== undefined && { fail }),
    ...(delayMs !== undefined && { delayMs }),
    ...(times !== undefined && { times }),
  };
}

function applyControl(body: unknown, { state }: HandlerContext): void {
  const items = Array.isArray(body) ? body : [body];
  for (const item of items) {
    if (!isRecord(item)) throw badRequest('invalid_control', 'Send an object (or an array of objects).');
    if (item.endpoint !== undefined) {
      if (!isEndpointName(item.endpoint))
        throw badRequest('unknown_endpoint', `endpoint must be one of ${ENDPOINTS.join(', ')}.`);
      const fault = parseFault(item);
      if (fault) state.faults.set(item.endpoint, fault);
      else state.faults.delete(item.endpoint);
    }
    if (item.treatments !== undefined) {
      if (!isRecord(item.treatments))
        throw badRequest('invalid_treatments', 'treatments must map flag names to treatments.');
      for (const [flag, treatment] of Object.entries(item.treatments)) {
        if (typeof treatment !== 'string') throw badRequest('invalid_treatments', 'Each treatment must be a string.');
        state.treatments.set(flag, treatment);
      }
    }
    if (item.tokenTtlSeconds !== undefined) {
      const ttl = Number(item.tokenTtlSeconds);
      if (!Number.isInteger(ttl)) throw badRequest('invalid_ttl', 'tokenTtlSeconds must be a whole number.');
      state.tokenTtlSeconds = ttl;
    }
  }
}

function controlSnapshot({ state }: HandlerContext) {
  return {
    faults: Object.fromEntries(state.faults),
    treatments: Object.fromEntries(state.treatments),
    tokenTtlSeconds: state.tokenTtlSeconds,
  };
}

function index() {
  return {
    name: 'Roofline chrome dev API',
    endpoints: {
      memberCreate: 'POST /gateway/member-management/v4/member/create',
      profileAttributes: 'GET /v1/profile-attributes?identifier=&attributes=didSubmitSr,didLiteRegister',
      tracks: 'POST /v1/attribution/events/tracks',
      homeAdvisorSignup: 'POST /sm/emailprefs/signup',
      token: 'GET /?r_accesskey=&r_username=',
      navigation: 'GET /resource/roofline-cms/v1/navigation?variant=&domain=',
      autocomplete: 'GET /autocomplete?identifier=&searchQuery=&limit=',
      split: 'GET /feature/{flag}/treatment',
      reviewsWidget: 'GET /assets/reviews-widget.js?globalDelayMs=&vendorGlobal= (stand-in vendor script)',
    },
    devtools: {
      inspect: 'GET /__inspect[/members|/tracks|/homeadvisor-signups|/requests], DELETE /__inspect',
      control:
        'GET|POST|DELETE /__control {endpoint, fail: status|"network"|"empty", delayMs, times}, {treatments}, {tokenTtlSeconds}',
      perRequest: '?__fail=503&__delayMs=800 on any call, or a base URL prefix /__fail/503/ or /__slow/800/',
      reset: 'POST /__reset',
      token: 'GET /__token?ttl=-60',
    },
  };
}
