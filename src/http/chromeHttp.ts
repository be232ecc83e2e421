'use client';

import { lazyModule } from '../shared/lazyModule';
import { HttpError } from './httpError';
import { DEFAULT_TIMEOUTS, type ChromeTimeouts } from './limits';
import type {
  FetchFn,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequestOptions,
  HttpResponse,
  HttpTimeout,
} from './http.types';

// The deadlines live in ./limits (no client code), so a server module can read them too.
export { DEFAULT_TIMEOUTS, type ChromeTimeouts } from './limits';

/** The `http` field of `ChromeProvider` config: how the library's one HTTP client is built. */
export interface ChromeHttpOptions extends Pick<
  HttpClientOptions,
  'authToken' | 'headers' | 'requestInterceptors' | 'responseInterceptors'
> {
  /** Per-call deadlines; the ones left out keep {@link DEFAULT_TIMEOUTS}. */
  timeouts?:
    | (Partial<Omit<ChromeTimeouts, 'searchClient'>> & {
        searchClient?: Partial<ChromeTimeouts['searchClient']> | undefined;
      })
    | undefined;
}

/** The library's HTTP client and the deadlines its calls use. */
export interface ChromeHttp {
  httpClient: HttpClient;
  timeouts: ChromeTimeouts;
}

/** What the library's client is built from: a resolved config's `fetch` and `http` fields. */
export interface ChromeHttpSource {
  fetch: FetchFn;
  http?: ChromeHttpOptions | undefined;
}

const NO_OPTIONS: ChromeHttpOptions = {};
// One client per (fetch, http options) pair: the provider's config builds it once, however many hooks ask.
const built = /* @__PURE__ */ new WeakMap<FetchFn, WeakMap<ChromeHttpOptions, ChromeHttp>>();
// One deadline table per http options object, so a config's `timeouts` keeps its identity.
const resolvedTimeouts = /* @__PURE__ */ new WeakMap<ChromeHttpOptions, ChromeTimeouts>();

/**
 * The client every call of the library goes through, built once per `fetch` and `http` options
 * (the same pair gives the same client), with the resolved deadlines.
 */
export function getChromeHttp(fetch: FetchFn, options: ChromeHttpOptions = NO_OPTIONS): ChromeHttp {
  let byOptions = built.get(fetch);
  if (!byOptions) built.set(fetch, (byOptions = new WeakMap()));
  let http = byOptions.get(options);
  if (!http) {
    const { timeouts: _timeouts, ...clientOptions } = options;
    http = { httpClient: deferredHttpClient({ ...clientOptions, fetch }), timeouts: resolveChromeTimeouts(options) };
    byOptions.set(options, http);
  }
  return http;
}

// The client's code (request building, interceptors, deadlines, response reading): no render needs it,
// so a page loads it beside hydration instead of before it.
const clientCode = /* @__PURE__ */ lazyModule(() => import('./httpClient'));

/** The part of a call's deadline that covers waiting for the client's code: all of it, or its connect phase. */
function waitLimit(timeout: HttpTimeout | undefined): number | undefined {
  const ms = typeof timeout === 'object' ? timeout.connect : timeout;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** `timeout` less the `spent` ms the call waited for the client's code (at least 1 ms left). */
function remaining(timeout: HttpTimeout | undefined, spent: number): HttpTimeout | undefined {
  const limit = waitLimit(timeout);
  if (limit === undefined || spent <= 0) return timeout;
  const left = Math.max(1, limit - spent);
  return typeof timeout === 'object' ? { ...timeout, connect: left } : left;
}

/**
 * `createHttpClient(options)` with its code loaded on demand: once loaded, each call goes straight to
 * the client; before that, the call waits for the code (loading starts as soon as the client is built
 * in a browser, that is when a hook first reads `config.httpClient`). The wait is part of the call:
 * its deadline (the whole `timeout`, or its `connect` phase) and its `signal` end it as they end a
 * request, with an `HttpError` of kind `'timeout'` or `'abort'`, even while the code's chunk hangs; a
 * call sent once the code arrives gets what is left of its deadline. Code that fails to load ends the
 * call as a network error, as an unreachable server does; the next call tries to load it again.
 */
function deferredHttpClient(options: HttpClientOptions): HttpClient {
  let client: HttpClient | undefined;
  const loaded = (): HttpClient | undefined => {
    const code = clientCode.loaded();
    return code && (client ??= code.createHttpClient(options));
  };
  const call = <R>(
    opts: HttpRequestOptions | undefined,
    send: (real: HttpClient, opts?: HttpRequestOptions) => Promise<R>,
  ): Promise<R> => {
    const real = loaded();
    if (real) return send(real, opts);
    const timeout = opts?.timeout ?? options.timeout;
    const limit = waitLimit(timeout);
    const { signal } = opts ?? {};
    const started = Date.now();
    return new Promise<R>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let over = false;
      const stop = () => {
        over = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (error: HttpError) => {
        stop();
        reject(error);
      };
      const onAbort = () => fail(new HttpError('abort', 'The request was aborted.'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort);
      if (limit !== undefined)
        timer = setTimeout(() => fail(new HttpError('timeout', 'The request timed out.')), limit);
      clientCode.start().then(
        () => {
          // The call already ended (its deadline, its signal): the code stays loaded for the next.
          if (over) return;
          stop();
          const spent = Date.now() - started;
          send(loaded() as HttpClient, opts && { ...opts, timeout: remaining(timeout, spent) }).then(resolve, reject);
        },
        (cause: unknown) => {
          if (!over) fail(new HttpError('network', 'The request could not reach the server.', { cause }));
        },
      );
    });
  };
  if (typeof window !== 'undefined') clientCode.preload();
  const via =
    (method: HttpMethod) =>
    <T>(url: string, opts?: HttpRequestOptions): Promise<HttpResponse<T>> =>
      call(opts, (real, sent) => real.request<T>(method, url, sent));
  return {
    request: (method, url, opts) => call(opts, (real, sent) => real.request(method, url, sent)),
    get: via('GET'),
    post: via('POST'),
    put: via('PUT'),
    patch: via('PATCH'),
    delete: via('DELETE'),
    head: via('HEAD'),
  };
}

/**
 * The library's HTTP client for a resolved config (`useChromeConfig()`): built on first use from its
 * `fetch` and `http`, then the same client for the same pair. This is what `config.httpClient` returns;
 * a hook that calls it directly bundles the client only where it makes a call.
 *
 * @example
 * const config = useChromeConfig(pickConfig(options));
 * await fetchNavigation(getHttpClient(config), url, token, { timeout: config.timeouts.navigation });
 */
export function getHttpClient(config: ChromeHttpSource): HttpClient {
  return getChromeHttp(config.fetch, config.http).httpClient;
}

/**
 * The deadline of each call: `http.timeouts` over {@link DEFAULT_TIMEOUTS} (what `config.timeouts`
 * holds). The same options object gives the same table; building it needs no client.
 */
export function resolveChromeTimeouts(options: ChromeHttpOptions = NO_OPTIONS): ChromeTimeouts {
  let timeouts = resolvedTimeouts.get(options);
  if (!timeouts) {
    const given = options.timeouts;
    timeouts = {
      ...DEFAULT_TIMEOUTS,
      ...definedOnly(given ?? {}),
      searchClient: { ...DEFAULT_TIMEOUTS.searchClient, ...definedOnly(given?.searchClient ?? {}) },
    };
    resolvedTimeouts.set(options, timeouts);
  }
  return timeouts;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The default `fetch`: the global one, read per call; without one the call fails as a network error. */
export const defaultFetch: FetchFn = (input, init) => {
  if (typeof globalThis.fetch !== 'function') {
    return Promise.reject(
      new Error('[@roofline/chrome] No fetch available: pass `fetch` in the ChromeProvider config.'),
    );
  }
  return globalThis.fetch(input, init);
};
