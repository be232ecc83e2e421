'use client';

import { useEffect, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import type { ChromeConfig, ResolvedChromeConfig } from '../config/config.types';
import { DEFAULT_SPLIT_FLAG } from '../constants/constants';
import { useLatestRef } from '../shared/useLatestRef';
import { subscribeSplitTreatment } from './sharedSplitTreatment';
import { CONTROL_TREATMENT } from './splitTreatment';

export interface UseSplitTreatmentOptions extends Pick<ChromeConfig, 'fetch' | 'splitDomain'> {
  /** The split flag. @default 'growth_SearchUserEntry' */
  flag?: string | undefined;
  /** A known treatment: no request is made. */
  treatment?: string | undefined;
}

/**
 * The split treatment of a flag (spec 7.7): 'control' until `GET {splitDomain}/feature/{flag}/treatment`
 * answers, and for good when it fails or no `splitDomain` is configured. One request per flag and domain,
 * shared by every component that asks while it is pending.
 */
export function useSplitTreatment(options: UseSplitTreatmentOptions = {}): string {
  const config = useChromeConfig(pickConfig(options));
  return useResolvedSplitTreatment(config, options.flag, options.treatment);
}

/**
 * `useSplitTreatment` over an already resolved config (the public hook, or `useSearchBox`, reads the
 * provider once and passes it here).
 */
export function useResolvedSplitTreatment(
  config: Pick<ResolvedChromeConfig, 'httpClient' | 'timeouts' | 'splitDomain'>,
  flag: string = DEFAULT_SPLIT_FLAG,
  known: string | undefined = undefined,
): string {
  const { splitDomain } = config;
  const httpRef = useLatestRef(config);
  const [fetched, setFetched] = useState<{ key: string; treatment: string } | null>(null);
  const key = `${splitDomain ?? ''}|${flag}`;

  useEffect(() => {
    if (known !== undefined || !splitDomain) return;
    // Unsubscribing when the component goes away or the flag changes; the last one out aborts.
    const { httpClient, timeouts } = httpRef.current;
    const request = { http: httpClient, splitDomain, flag, timeout: timeouts.splitTreatment };
    return subscribeSplitTreatment(request, (treatment) => setFetched({ key, treatment }));
  }, [known, splitDomain, flag, key, httpRef]);

  if (known !== undefined) return known;
  return fetched?.key === key ? fetched.treatment : CONTROL_TREATMENT;
}
