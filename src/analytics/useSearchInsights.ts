import { useMemo } from 'react';
import { pickConfig, useChromeConfig, type FetchFn } from '../config';
import { createSearchInsights } from './searchInsights';
import type { SearchInsights, SearchInsightsOptions } from './searchInsights.types';

export interface UseSearchInsightsOptions extends Omit<SearchInsightsOptions, 'fetch'> {
  /** The fetch used to send events. @default the ChromeProvider's fetch */
  fetch?: FetchFn;
}

/**
 * A memoised `createSearchInsights` using the injected fetch. Nothing is loaded or sent until the
 * first call, so rendering (also on a server) has no effect.
 */
export function useSearchInsights(options: UseSearchInsightsOptions): SearchInsights {
  const { fetch } = useChromeConfig(pickConfig(options));
  const { appId, apiKey, userToken, authenticatedUserToken, useCookie, region, loadClient } = options;
  return useMemo(
    () =>
      createSearchInsights({ appId, apiKey, userToken, authenticatedUserToken, useCookie, region, loadClient, fetch }),
    [appId, apiKey, userToken, authenticatedUserToken, useCookie, region, loadClient, fetch],
  );
}
