import { ANALYTICS_LIMITS } from './limits';

// `@snowplow/browser-tracker` is an optional peer dependency: these types are the part of its
// configuration this library sets, written here so that a page without it type-checks too.
// (useActivityTracking.test.tsx passes the real module as loadTracker: it type-checks as a SnowplowApi.)

// optional-undefined: skip (it is passed to Snowplow's newTracker, whose fields take no undefined)
/** The tracker configuration this library sets (a part of Snowplow's `TrackerConfiguration`). */
export interface TrackerConfiguration {
  platform?: 'web';
  cookieName?: string;
  cookieSameSite?: 'None' | 'Lax' | 'Strict';
  /** Seconds. */
  sessionCookieTimeout?: number;
  appId?: string;
  cookieDomain?: string;
}

/** Snowplow's activity tracking timing, in seconds. */
export interface ActivityTrackingConfiguration {
  minimumVisitLength: number;
  heartbeatDelay: number;
}

/**
 * The part of `@snowplow/browser-tracker` the activity tracking uses: the module itself, as
 * `loadTracker: () => import('@snowplow/browser-tracker')` loads it (or a double in tests).
 */
export interface SnowplowApi {
  newTracker: (trackerId: string, endpoint: string, configuration?: TrackerConfiguration) => unknown;
  enableActivityTracking: (configuration: ActivityTrackingConfiguration, trackers?: string[]) => void;
  trackPageView: (event?: Record<string, unknown>, trackers?: string[]) => void;
}

/** Activity tracking timing (spec 9): first ping after 30 s on the page, then one every 10 s. */
export const ACTIVITY_TRACKING_CONFIGURATION: Readonly<ActivityTrackingConfiguration> = {
  minimumVisitLength: ANALYTICS_LIMITS.activityMinimumVisitSeconds,
  heartbeatDelay: ANALYTICS_LIMITS.activityHeartbeatSeconds,
};

export interface TrackerConfigurationInput {
  /** Application id of every event. */
  appId?: string | undefined;
  /** Domain the tracker's cookies are set on. @default the current domain */
  cookieDomain?: string | undefined;
}

/**
 * The Snowplow tracker configuration of spec 9: first-party cookie `snpl` with SameSite=Lax and
 * 20-minute sessions (Snowplow counts the session timeout in seconds).
 */
export function buildTrackerConfiguration(input: TrackerConfigurationInput = {}): TrackerConfiguration {
  const configuration: TrackerConfiguration = {
    platform: 'web',
    cookieName: ANALYTICS_LIMITS.trackerCookieName,
    cookieSameSite: ANALYTICS_LIMITS.trackerCookieSameSite,
    sessionCookieTimeout: ANALYTICS_LIMITS.analyticsSessionLengthMs / 1000,
  };
  if (input.appId) configuration.appId = input.appId;
  if (input.cookieDomain) configuration.cookieDomain = input.cookieDomain;
  return configuration;
}

/** Tracker ids already created in this page: Snowplow trackers are global and live as long as the page. */
const createdTrackers = new Set<string>();

/**
 * Creates the tracker (once per tracker id), turns on activity tracking and sends the page view
 * that starts the pings. Returns false when the tracker already existed.
 */
export function startActivityTracking(
  api: SnowplowApi,
  trackerId: string,
  collectorUrl: string,
  configuration: TrackerConfiguration,
): boolean {
  if (createdTrackers.has(trackerId)) return false;
  api.newTracker(trackerId, collectorUrl, configuration);
  createdTrackers.add(trackerId);
  api.enableActivityTracking({ ...ACTIVITY_TRACKING_CONFIGURATION }, [trackerId]);
  api.trackPageView({}, [trackerId]);
  return true;
}

/** Forgets the created trackers (tests only: a real page cannot remove a Snowplow tracker). */
export function resetActivityTrackersForTests(): void {
  createdTrackers.clear();
}
