'use client';

import { useMemo } from 'react';
import { pickConfig, useChromeConfig, type FetchFn } from '../config';
import { createSearchInsights } from './searchInsights';
import type { SearchInsights, SearchInsightsOptions } from './searchInsights.types';

export interface UseSearchInsightsOptions extends Omit<SearchInsightsOptions, 'fetch' | 'http' | 'timeout'> {
  /** The fetch used to send events. @default the ChromeProvider's fetch */
  fetch?: FetchFn | undefined;
}

/**
 * A memoised `createSearchInsights` sending through the library's HTTP client (the provider's fetch,
 * interceptors and `searchInsights` deadline). Nothing is loaded or sent until the first call, so
 * rendering (also on a server) has no effect.
 */
export function useSearchInsights(options: UseSearchInsightsOptions): SearchInsights {
  const { httpClient: http, timeouts } = useChromeConfig(pickConfig(options));
  const timeout = timeouts.searchInsights;
  const { appId, apiKey, userToken, authenticatedUserToken, useCookie, region, loadInsights, loadClient } = options;
  return useMemo(
    () =>
      createSearchInsights({
        appId,
        apiKey,
        userToken,
        authenticatedUserToken,
        useCookie,
        region,
        loadInsights,
        loadClient,
        http,
        timeout,
      }),
    [appId, apiKey, userToken, authenticatedUserToken, useCookie, region, loadInsights, loadClient, http, timeout],
  );
}
