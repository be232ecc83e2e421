'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { useRequestState } from '../request/useRequestState';
import { lazyModule } from '../shared/lazyModule';
import { warn } from '../shared/warn';
import type { NavigationData } from './navigation.types';
import type { NavigationDataError } from './navigationApi';
import { buildNavigationUrl } from './navigationUrls';
import { memoBySource } from '../shared/memoBySource';
import { INVALID_NAVIGATION, normalizeNavigationData } from './normalizeNavigationData';
import type { UseNavigationDataOptions, UseNavigationDataResult } from './useNavigationData.types';

/** The load (token, navigation call, normalising), shared with `loadNavigationData`: loaded when a header without supplied data first needs it. */
const loaderCode = lazyModule(() => import('./loadNavigationData'));

const LOAD_FAILED: NavigationDataError = { kind: 'network', message: 'Navigation code failed to load' };

/**
 * After a failed load, the page's next activity (a press, a key, a scroll, the network back) loads
 * again, once `backoffMs` has passed, then twice that, up to `attempts` times.
 */
export const NAVIGATION_RETRY = { attempts: 3, backoffMs: 2000 } as const;
const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'online', 'visibilitychange'];

function hostOf(origin: string): string {
  try {
    return origin ? new URL(origin).host : '';
  } catch {
    return '';
  }
}

/**
 * The header's navigation data (spec 4.4, 7.5). Supplied data is validated and used as is; otherwise
 * the data is fetched on the client: `GET {apiServer}/resource/roofline-cms/v1/navigation?variant=&domain=`
 * with `Authorization: Bearer {token}`, where the token is the one given while its exp has not passed,
 * else one fetched from `{wsEntityServer}/?r_accesskey=&r_username=` as text. A non-200 answer or a
 * failure is logged and leaves `data` null (the header is hidden) until a retry succeeds: the page's
 * next activity loads again after a backoff (`NAVIGATION_RETRY`). Unmounting aborts the calls.
 *
 * @example
 * const { data } = useNavigationData({ data: props.navigationData, token });
 * if (!data) return null;
 */
export function useNavigationData(options: UseNavigationDataOptions = {}): UseNavigationDataResult {
  const config = useChromeConfig(pickConfig(options));
  const supplied = options.data !== undefined;
  const suppliedData = useMemo(() => (supplied ? normalizeSuppliedData(options.data) : null), [supplied, options.data]);
  const request = useRequestState<string, NavigationData, NavigationDataError>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  // A fetched token is reused until it expires.
  const fetchedToken = useRef<string | null>(null);

  const { httpClient, timeouts, now, location, apiServer, wsEntityServer } = config;
  const { variant = '', domain, token, accessKey, userName, enabled = true } = options;

  useEffect(() => {
    if (supplied || !enabled) return;
    if (!apiServer) {
      warn('Navigation data: no apiServer configured; the header is hidden.');
      return;
    }
    const url = buildNavigationUrl(apiServer, { variant, domain: domain ?? hostOf(location().origin) });
    void run(url, async (navigationUrl, signal) => {
      let loader;
      try {
        loader = await loaderCode.start();
      } catch (error) {
        warn('Navigation data: the fetch code failed to load', error);
        throw LOAD_FAILED;
      }
      const result = await loader.requestNavigationData({
        http: httpClient,
        navigationUrl,
        token,
        fetchedToken,
        wsEntityServer,
        accessKey,
        userName,
        now,
        timeouts,
        signal,
      });
      if (!result.ok) throw result.error;
      return result.data;
    });
  }, [
    supplied,
    enabled,
    apiServer,
    wsEntityServer,
    variant,
    domain,
    token,
    accessKey,
    userName,
    httpClient,
    timeouts,
    now,
    location,
    run,
    attempt,
  ]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);

  // A failed load (the code's chunk too) is not final: the next activity after a backoff tries again.
  const failed = !supplied && request.status === 'error';
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!failed || retries >= NAVIGATION_RETRY.attempts) return undefined;
    const again = () => {
      setRetries(retries + 1);
      refetch();
    };
    const listen = (on: boolean) =>
      ACTIVITY.forEach((type) => (on ? addEventListener : removeEventListener)(type, again, true));
    const timer = setTimeout(listen, NAVIGATION_RETRY.backoffMs << retries, true);
    return () => {
      clearTimeout(timer);
      listen(false);
    };
  }, [failed, retries, refetch]);

  if (supplied) {
    return {
      data: suppliedData,
      status: suppliedData ? 'success' : 'error',
      error: suppliedData ? null : INVALID_NAVIGATION,
      isLoading: false,
      refetch,
    };
  }
  return {
    // A refetch keeps showing the last data until the new answer arrives.
    data: request.status === 'error' ? null : (request.response ?? null),
    status: request.status,
    error: request.status === 'error' ? (request.error ?? null) : null,
    isLoading: request.isLoading,
    refetch,
  };
}

/**
 * Supplied data normalised once per object: a server that renders every request with the same
 * (cached) navigation data normalises it once, not per request. The result is never mutated.
 */
const normalizeOnce = memoBySource(
  (data: object) => normalizeNavigationData(data),
  () => '',
);
function normalizeSuppliedData(data: unknown): NavigationData | null {
  return typeof data === 'object' && data !== null ? normalizeOnce(data, undefined) : normalizeNavigationData(data);
}
