import type { HttpClient } from '../http/http.types';
import { isTokenExpired } from '../safety/token';
import type { NavigationData } from './navigation.types';
import { fetchNavigation, fetchNavigationToken } from './navigationApi';
import { buildTokenUrl } from './navigationUrls';
import { INVALID_NAVIGATION, normalizeNavigationData } from './normalizeNavigationData';

export interface LoadNavigationParams {
  http: HttpClient;
  navigationUrl: string;
  /** A token the caller holds: used while its exp has not passed. */
  token: string | null | undefined;
  /** The token fetched before (reused until it expires); the loader sets it when it fetches one. */
  fetchedToken: { current: string | null };
  wsEntityServer: string | undefined;
  accessKey: string | undefined;
  userName: string | undefined;
  now: () => number;
  timeouts: { navigationToken: number; navigation: number };
  signal: AbortSignal;
}

/**
 * The client fetch of `useNavigationData` (spec 7.5): the bearer token (the one given while its exp has
 * not passed, else one fetched), then the navigation data, normalised. Throws the `NavigationDataError`
 * the hook reports. Its own module, loaded only when a header has no supplied data.
 */
export async function loadNavigationData(params: LoadNavigationParams): Promise<NavigationData> {
  const { http, token, fetchedToken, now, timeouts, signal } = params;
  let bearer: string | null = null;
  if (token && !isTokenExpired(token, now())) bearer = token;
  else if (fetchedToken.current && !isTokenExpired(fetchedToken.current, now())) bearer = fetchedToken.current;
  else if (params.wsEntityServer && params.accessKey && params.userName) {
    const tokenUrl = buildTokenUrl(params.wsEntityServer, { accessKey: params.accessKey, userName: params.userName });
    bearer = await fetchNavigationToken(http, tokenUrl, { signal, timeout: timeouts.navigationToken });
    fetchedToken.current = bearer;
  }
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  const result = await fetchNavigation(http, params.navigationUrl, bearer, { signal, timeout: timeouts.navigation });
  if (!result.ok) throw result.error;
  const data = normalizeNavigationData(result.data);
  if (!data) throw INVALID_NAVIGATION;
  return data;
}
