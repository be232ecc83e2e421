'use client';

import { useEffect, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { warn } from '../shared';
import { buildTrackerConfiguration, startActivityTracking, type SnowplowApi } from './activityTracking';
import type {
  ActivityTrackingStatus,
  UseActivityTrackingOptions,
  UseActivityTrackingResult,
} from './useActivityTracking.types';

/** The warning printed when the tracker cannot be loaded or started. */
export const ACTIVITY_TRACKING_FAILURE_WARNING = 'Activity tracking could not start';

// No import of the optional peer here: a page without it installed still builds (a bundler fails on
// an import() it cannot resolve). The page that tracks passes its own import as loadTracker.
const noTracker = (): Promise<SnowplowApi> =>
  Promise.reject(
    new Error(
      "No tracker to load: install the optional peer @snowplow/browser-tracker and pass loadTracker: () => import('@snowplow/browser-tracker')",
    ),
  );

/**
 * Starts Snowplow activity tracking (page pings after 30 s, then every 10 s) with the `snpl`
 * SameSite=Lax cookie and 20-minute sessions. The tracker library (the optional peer
 * `@snowplow/browser-tracker`, loaded by `loadTracker`) is loaded and the tracker created in an
 * effect, never at import time or on a server; it is created once per tracker id. Any failure,
 * no `loadTracker` included, only warns and reports `failed`.
 */
export function useActivityTracking(options: UseActivityTrackingOptions = {}): UseActivityTrackingResult {
  const config = useChromeConfig(pickConfig(options));
  const [status, setStatus] = useState<ActivityTrackingStatus>('idle');
  const { collectorUrl, cookieDomain, loadTracker } = options;
  const trackerId = options.trackerId ?? 'chrome';
  const enabled = options.enabled ?? true;
  const appId = config.applicationName;

  useEffect(() => {
    if (!enabled || !collectorUrl || typeof window === 'undefined') return undefined;
    let cancelled = false;
    setStatus('loading');
    Promise.resolve()
      .then(() => (loadTracker ?? noTracker)())
      .then((api) => {
        if (cancelled) return;
        startActivityTracking(api, trackerId, collectorUrl, buildTrackerConfiguration({ appId, cookieDomain }));
        setStatus('active');
      })
      .catch((error: unknown) => {
        warn(ACTIVITY_TRACKING_FAILURE_WARNING, error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, collectorUrl, trackerId, appId, cookieDomain, loadTracker]);

  return { status };
}
