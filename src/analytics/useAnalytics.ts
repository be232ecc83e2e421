'use client';

import { useMemo } from 'react';
import { pickConfig, useChromeConfig, type AnalyticsAdapter, type AnalyticsTraits } from '../config';
import { errorEventProperties, withErrorString } from './eventProperties';
import { safeIdentify, safePage, safeTrack } from './safeCall';

export interface UseAnalyticsOptions {
  /** The analytics adapter. @default the ChromeProvider's adapter (a no-op without one) */
  analytics?: AnalyticsAdapter | undefined;
}

export interface UseAnalyticsResult {
  /** Sends an event. Never throws; an error-present event gets its error string. */
  track: (event: string, properties?: Record<string, unknown>) => void;
  /** Sends an error-present event: `errorPresent: true` and the error's message or 'Default Error String'. */
  trackError: (event: string, error?: unknown, properties?: Record<string, unknown>) => void;
  /** Sends a page view. Never throws. */
  page: (name?: string, properties?: Record<string, unknown>) => void;
  /** Identifies the user (userId, firstName, lastName, email). Never throws. */
  identify: (userId: string, traits?: AnalyticsTraits) => void;
}

/**
 * The injected analytics adapter wrapped so that no call can throw or reject into the page
 * (spec 8): failures are only printed to the console.
 */
export function useAnalytics(options: UseAnalyticsOptions = {}): UseAnalyticsResult {
  const { analytics } = useChromeConfig(pickConfig(options));
  return useMemo(
    () => ({
      track: (event, properties) => safeTrack(analytics, event, withErrorString(properties)),
      trackError: (event, error, properties) =>
        safeTrack(analytics, event, { ...properties, ...errorEventProperties(error) }),
      page: (name, properties) => safePage(analytics, name, properties),
      identify: (userId, traits) => safeIdentify(analytics, userId, traits),
    }),
    [analytics],
  );
}
