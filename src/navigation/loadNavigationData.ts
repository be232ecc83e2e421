import type { ChromeHttpOptions } from '../http/chromeHttp';
import { DEFAULT_TIMEOUTS } from '../http/limits';
import type { FetchFn, HttpClient } from '../http/http.types';
import { createHttpClient } from '../http/httpClient';
import { isTokenExpired } from '../safety/token';
import type { NavigationData } from './navigation.types';
import { fetchNavigation, fetchNavigationToken, type NavigationDataError } from './navigationApi';
import { buildNavigationUrl, buildTokenUrl } from './navigationUrls';
import { INVALID_NAVIGATION, normalizeNavigationData } from './normalizeNavigationData';
import { warn } from '../shared/warn';

// One module for the navigation load of spec 7.5 (token, navigation call, normalising the answer):
// `useNavigationData` loads it on first demand (a header without supplied data), and a server imports
// `loadNavigationData` from it to pass the data in. It imports no React and reads no `window`, so it
// runs in a React Server Component, a loader, `getServerSideProps` or a test.

/** What to load: the same fields as the Header's `navigationRequest`. */
export interface LoadNavigationDataRequest {
  /** The `variant` query parameter of the navigation call. @default '' */
  variant?: string | undefined;
  /** The `domain` query parameter: the site's host (there is no current host on a server). @default '' */
  domain?: string | undefined;
  /** A bearer token; used while its `exp` has not passed, else a token is fetched. */
  token?: string | null | undefined;
  /** Access key of the token call (`r_accesskey`). */
  accessKey?: string | undefined;
  /** User name of the token call (`r_username`). */
  userName?: string | undefined;
}

/** The injected world of the load: the `ChromeProvider` config fields it reads, plus a signal. */
export interface LoadNavigationDataOptions {
  /** API host of the navigation call. Without it nothing is sent and the result is a `config` error. */
  apiServer?: string | undefined;
  /** Host of the token call. Without it (or the access key and user name) no token is fetched. */
  wsEntityServer?: string | undefined;
  /** Every network call. @default globalThis.fetch */
  fetch?: FetchFn | undefined;
  /** Interceptors, API auth token, headers and deadlines of the client built over `fetch`. */
  http?: ChromeHttpOptions | undefined;
  /** An HTTP client to send through instead of one built from `fetch` and `http`. */
  httpClient?: HttpClient | undefined;
  /** Current time in ms, for the tokens' expiry. @default Date.now */
  now?: (() => number) | undefined;
  /** Aborts both calls; the result is then a `network` error, without a log. */
  signal?: AbortSignal | undefined;
  /**
   * Where a fetched token is kept and reused from until it expires (for example one object per
   * server process). @default a new one per call: every load without a valid `token` fetches one
   */
  tokenCache?: { current: string | null } | undefined;
}

/** The data, normalised and safe to render, or why there is none (the header is then hidden). */
export type LoadNavigationDataResult = { ok: true; data: NavigationData } | { ok: false; error: NavigationDataError };

/** What {@link requestNavigationData} needs: the navigation URL and the resolved world. */
export interface NavigationLoadParams {
  http: HttpClient;
  navigationUrl: string;
  /** A token the caller holds: used while its exp has not passed. */
  token: string | null | undefined;
  /** The token fetched before (reused until it expires); set when one is fetched. */
  fetchedToken: { current: string | null };
  wsEntityServer: string | undefined;
  accessKey: string | undefined;
  userName: string | undefined;
  now: () => number;
  timeouts: { navigationToken: number; navigation: number };
  signal?: AbortSignal | undefined;
}

const ABORTED: NavigationDataError = { kind: 'network', message: 'Navigation data: aborted' };

/**
 * The load both `useNavigationData` and {@link loadNavigationData} run (spec 7.5, 8): the bearer token
 * (the one given while its exp has not passed, else the one fetched before while valid, else one
 * fetched), then the navigation call, then the answer normalised. Never rejects.
 */
export async function requestNavigationData(params: NavigationLoadParams): Promise<LoadNavigationDataResult> {
  const { http, token, fetchedToken, now, timeouts, signal } = params;
  let bearer: string | null = null;
  if (token && !isTokenExpired(token, now())) bearer = token;
  else if (fetchedToken.current && !isTokenExpired(fetchedToken.current, now())) bearer = fetchedToken.current;
  else if (params.wsEntityServer && params.accessKey && params.userName) {
    const tokenUrl = buildTokenUrl(params.wsEntityServer, { accessKey: params.accessKey, userName: params.userName });
    bearer = await fetchNavigationToken(http, tokenUrl, { signal, timeout: timeouts.navigationToken });
    fetchedToken.current = bearer;
  }
  if (signal?.aborted) return { ok: false, error: ABORTED };
  const result = await fetchNavigation(http, params.navigationUrl, bearer, { signal, timeout: timeouts.navigation });
  if (!result.ok) return result;
  const data = normalizeNavigationData(result.data);
  return data ? { ok: true, data } : { ok: false, error: INVALID_NAVIGATION };
}

/**
 * Loads the header's navigation data where it is needed first: on the server, so the page's HTML
 * already holds the whole header (no layout shift), or anywhere else. The same calls as the Header's
 * client fetch (spec 7.5): the token (`GET {wsEntityServer}/?r_accesskey=&r_username=`, as text) unless
 * `request.token` is still valid, then `GET {apiServer}/resource/roofline-cms/v1/navigation?variant=&domain=`
 * with `Authorization: Bearer {token}`; the answer normalised as `normalizeNavigationData` does.
 *
 * Never rejects. Every failure of spec 8 ends in `{ ok: false, error }` and is logged as the hook logs
 * it: a non-200 answer (`http`), a network error, timeout or abort (`network`), a body that is not
 * navigation data (`invalid`), no `apiServer` (`config`). A failed token call is logged and the
 * navigation call goes without `Authorization`.
 *
 * @example
 * // app/layout.tsx (a Server Component)
 * const navigation = await loadNavigationData({ domain: 'www.roofline.com', accessKey, userName }, { apiServer, wsEntityServer });
 * return <Chrome navigationData={navigation.ok ? navigation.data : null}>{children}</Chrome>;
 */
export async function loadNavigationData(
  request: LoadNavigationDataRequest,
  options: LoadNavigationDataOptions = {},
): Promise<LoadNavigationDataResult> {
  const { apiServer, http: httpOptions = {}, signal } = options;
  if (!apiServer) {
    const message = 'Navigation data: no apiServer configured; the header is hidden.';
    warn(message);
    return { ok: false, error: { kind: 'config', message } };
  }
  const { timeouts, ...clientOptions } = httpOptions;
  const http = options.httpClient ?? createHttpClient({ ...clientOptions, fetch: options.fetch });
  return requestNavigationData({
    http,
    navigationUrl: buildNavigationUrl(apiServer, { variant: request.variant, domain: request.domain }),
    token: request.token,
    fetchedToken: options.tokenCache ?? { current: null },
    wsEntityServer: options.wsEntityServer,
    accessKey: request.accessKey,
    userName: request.userName,
    now: options.now ?? Date.now,
    timeouts: {
      navigation: timeouts?.navigation ?? DEFAULT_TIMEOUTS.navigation,
      navigationToken: timeouts?.navigationToken ?? DEFAULT_TIMEOUTS.navigationToken,
    },
    signal,
  });
}
