import type { ChromeConfig, FetchFn } from '../src';
import { createDevApiCore, type CoreRequest, type DevApiCoreOptions } from './devApi/core';
import type { Reply } from './devApi/handlers/types';
import type { DevHeaders } from './devApi/http';
import type { DevApiState, EndpointName, Fault } from './devApi/state';

/** Options of `createMockServices`. */
export interface MockServicesOptions extends DevApiCoreOptions {
  /**
   * The address the services answer at: every base URL of `services.config` starts with it, and a
   * relative URL given to `services.fetch` is read against it. @default 'https://services.chrome.test'
   */
  origin?: string | undefined;
}

/** The base URLs and identity of a config whose every call reaches the mock services. */
export type MockServicesConfig = Pick<
  ChromeConfig,
  | 'subscriptionServiceBaseUrl'
  | 'eventGatewayBaseUrl'
  | 'landingPagesBackendHost'
  | 'apiServer'
  | 'wsEntityServer'
  | 'searchApiHost'
  | 'splitDomain'
  | 'reviewsWidgetScriptUrl'
  | 'applicationName'
  | 'pageName'
  | 'fetch'
>;

/** The spec's services in memory: see `createMockServices`. */
export interface MockServices {
  /** The address the services answer at (no trailing slash). */
  readonly origin: string;
  /**
   * Every service of the spec as a `fetch`: a URL whose path ends in one of the endpoints' paths is
   * answered whatever its origin; anything else gets a 404. A `'network'` fault rejects with a
   * TypeError, as a browser's fetch does; an aborted signal rejects with an AbortError.
   */
  readonly fetch: FetchFn;
  /**
   * The same services for a `Request`, answering a real `Response`: the handler for Mock Service
   * Worker (`http.all(\`${services.origin}/*\`, ({ request }) => services.handle(request))`) or a
   * service worker of your own. Needs the platform's `Request` and `Response`.
   */
  handle(request: Request): Promise<Response>;
  /** `fetch` and the base URLs, ready to spread into a `ChromeProvider` config. */
  readonly config: MockServicesConfig;
  /**
   * What the services received (`members`, `tracks`, `homeAdvisorSignups`, `requests`), their
   * faults and split treatments.
   */
  readonly state: DevApiState;
  /**
   * Makes an endpoint misbehave: `{ fail: 503 }`, `{ fail: 'network' }`, `{ fail: 'empty' }`,
   * `{ delayMs: 800 }`, for `times` calls or until cleared. `fail(endpoint)` with no fault clears it.
   */
  fail(endpoint: EndpointName, fault?: Fault): void;
  /** Sets split treatments by flag, e.g. `{ growth_SearchUserEntry: 'test' }`. */
  setTreatments(treatments: Record<string, string>): void;
  /** Forgets everything received and every fault and treatment. */
  reset(): void;
}

/** Where the mock services answer unless told otherwise (a reserved .test name: never a real host). */
/**
 * Every base URL of the config pointed at one address where the services answer (the mock services'
 * origin, the dev API's address, a Mock Service Worker origin): the paths match by their end, so a base
 * with a path of its own (`…/__fail/503`) works too.
 */
export function mockServicesBaseUrls(base: string): Omit<MockServicesConfig, 'fetch' | 'applicationName' | 'pageName'> {
  return {
    subscriptionServiceBaseUrl: base,
    eventGatewayBaseUrl: base,
    landingPagesBackendHost: base,
    apiServer: base,
    wsEntityServer: base,
    searchApiHost: `${base}/autocomplete`,
    splitDomain: base,
    // The stand-in trust-rating vendor script, so the regional footers show the loaded widget.
    reviewsWidgetScriptUrl: `${base}/assets/reviews-widget.js`,
  };
}

export const DEFAULT_MOCK_ORIGIN = 'https://services.chrome.test';

/**
 * The spec's services without a server: the dev API's handlers, fault switches and records behind a
 * `fetch` double (and a `Request` handler for Mock Service Worker). Runs in Node (Jest, Vitest, with
 * or without jsdom) and in the browser.
 */
export function createMockServices(options: MockServicesOptions = {}): MockServices {
  const core = createDevApiCore(options);
  const origin = (options.origin ?? DEFAULT_MOCK_ORIGIN).replace(/\/+$/, '');

  async function answer(
    url: URL,
    method: string,
    headers: DevHeaders,
    text: () => Promise<string>,
    signal: AbortSignal | null | undefined,
  ): Promise<Reply> {
    throwIfAborted(signal);
    const request: CoreRequest = {
      method,
      pathAndQuery: `${url.pathname}${url.search}`,
      selfUrl: url.origin,
      headers,
      text,
    };
    const plan = await core.plan(request);
    if (plan.delayMs) {
      try {
        await sleep(plan.delayMs, signal);
      } catch (error) {
        plan.abandon();
        throw error;
      }
    }
    const reply = await plan.respond();
    if (reply === 'network') throw new TypeError('Failed to fetch (the mock services were told to drop it)');
    return reply;
  }

  const fetch: FetchFn = async (input, init = {}) => {
    const url = new URL(String(input), `${origin}/`);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = bodyText(init.body);
    const reply = await answer(url, method, headerRecord(init.headers), () => body, init.signal);
    return toResponse(reply, url.href);
  };

  async function handle(request: Request): Promise<Response> {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    let body: Promise<string> | undefined;
    const reply = await answer(
      new URL(request.url),
      request.method.toUpperCase(),
      headers,
      () => (body ??= request.text()),
      request.signal,
    );
    const { status, headers: replyHeaders, text } = parts(reply);
    return new Response(status === 204 || status === 304 ? null : text, { status, headers: replyHeaders });
  }

  return {
    origin,
    fetch,
    handle,
    config: { fetch, ...mockServicesBaseUrls(origin), applicationName: 'chrome-tests', pageName: 'test' },
    state: core.state,
    fail(endpoint, fault) {
      if (fault && (fault.fail !== undefined || fault.delayMs !== undefined)) core.state.faults.set(endpoint, fault);
      else core.state.faults.delete(endpoint);
    },
    setTreatments(treatments) {
      for (const [flag, treatment] of Object.entries(treatments)) core.state.treatments.set(flag, treatment);
    },
    reset: () => core.state.reset(),
  };
}

function throwIfAborted(signal: AbortSignal | null | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

function abortError(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    throwIfAborted(signal);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A fetch init's headers (Headers, pairs or a record) by lower-cased name. */
function headerRecord(given: RequestInit['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!given) return headers;
  if (typeof (given as Headers).forEach === 'function' && !Array.isArray(given)) {
    (given as Headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
  } else if (Array.isArray(given)) {
    for (const [name, value] of given as Array<[string, string]>) headers[name.toLowerCase()] = value;
  } else {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/** The body as text: strings and URLSearchParams (what the library sends); others are refused. */
function bodyText(body: RequestInit['body']): Promise<string> {
  if (body === undefined || body === null) return Promise.resolve('');
  if (typeof body === 'string') return Promise.resolve(body);
  if (body instanceof URLSearchParams) return Promise.resolve(body.toString());
  return Promise.reject(new TypeError('The mock services read string and URLSearchParams bodies only.'));
}

function parts(reply: Reply): { status: number; headers: Record<string, string>; text: string } {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  if ('json' in reply) {
    headers['content-type'] = 'application/json; charset=utf-8';
    return { status: reply.status, headers, text: JSON.stringify(reply.json) };
  }
  if ('text' in reply) {
    headers['content-type'] = `${reply.contentType ?? 'text/plain'}; charset=utf-8`;
    return { status: reply.status, headers, text: reply.text };
  }
  return { status: reply.status, headers, text: '' };
}

/**
 * The platform's Response where there is one; in jsdom (which has none) a small stand-in with what a
 * fetch caller reads: ok, status, statusText, url, headers.get/has/forEach, text(), json(), clone().
 */
function toResponse(reply: Reply, url: string): Response {
  const { status, headers, text } = parts(reply);
  const Platform = (globalThis as { Response?: typeof Response | undefined }).Response;
  if (Platform) {
    const response = new Platform(status === 204 || status === 304 ? null : text, { status, headers });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  }
  const make = (): Response => {
    let used = false;
    const read = async () => {
      if (used) throw new TypeError('Body has already been consumed.');
      used = true;
      return text;
    };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      url,
      redirected: false,
      type: 'basic',
      headers: {
        get: (name: string) => headers[name.toLowerCase()] ?? null,
        has: (name: string) => name.toLowerCase() in headers,
        forEach: (callback: (value: string, name: string) => void) =>
          Object.entries(headers).forEach(([name, value]) => callback(value, name)),
      },
      get bodyUsed() {
        return used;
      },
      text: read,
      json: async () => JSON.parse(await read()) as unknown,
      clone: make,
    } as unknown as Response;
  };
  return make();
}
