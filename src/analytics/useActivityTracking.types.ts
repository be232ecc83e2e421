import type { SnowplowApi } from './activityTracking';

export interface UseActivityTrackingOptions {
  /** The Snowplow collector endpoint. Without it nothing is created. */
  collectorUrl?: string | undefined;
  /** Tracker namespace. @default 'chrome' */
  trackerId?: string | undefined;
  /** Application id of every event. @default config.applicationName */
  applicationName?: string | undefined;
  /** Domain the `snpl` cookies are set on. @default the current domain */
  cookieDomain?: string | undefined;
  /** Set false to create nothing (for example until consent is given). @default true */
  enabled?: boolean | undefined;
  /**
   * Loads the tracker API: `() => import('@snowplow/browser-tracker')` (an optional peer dependency
   * the page installs). Without it nothing is loaded: the hook warns and reports `failed`.
   */
  loadTracker?: (() => Promise<SnowplowApi>) | undefined;
}

/** Where the tracker is: not started, loading, running, or failed (failure only warns). */
export type ActivityTrackingStatus = 'idle' | 'loading' | 'active' | 'failed';

export interface UseActivityTrackingResult {
  status: ActivityTrackingStatus;
}
