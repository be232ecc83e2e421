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

const loadSnowplow = (): Promise<SnowplowApi> => import('@snowplow/browser-tracker');

/**
 * Starts Snowplow activity tracking (page pings after 30 s, then every 10 s) with the `snpl`
 * SameSite=Lax cookie and 20-minute sessions. The tracker library is loaded and the tracker created
 * in an effect, never at import time or on a server; it is created once per tracker id. Any
 * failure only warns.
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
      .then(() => (loadTracker ?? loadSnowplow)())
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
