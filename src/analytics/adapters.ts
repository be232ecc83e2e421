'use client';

import type { AnalyticsAdapter, AnalyticsTraits } from '../config';
import { DEFAULT_TIMEOUTS, defaultFetch, getChromeHttp } from '../http/chromeHttp';
import { sendAttributionEvent, type AttributionTrackEvent } from './attribution';
import { checkAnalyticsBrand, withErrorString } from './eventProperties';
import { safeIdentify, safePage, safeTrack } from './safeCall';
import type { AttributionGatewayAdapterOptions, SegmentAdapterOptions, SegmentLikeAnalytics } from './adapters.types';

function readWindowAnalytics(): SegmentLikeAnalytics | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { analytics?: SegmentLikeAnalytics | undefined }).analytics;
}

/**
 * An adapter for a Segment-style `window.analytics`. The object is read at each call, so a snippet
 * that loads later is picked up; when it is absent (or lacks the method) the call does nothing.
 * Error-present events get their error string; an invalid `brand` is warned about and left out.
 * Calls that throw or reject only warn.
 */
export function createSegmentAdapter(
  getWindowAnalyticsOrOptions?: SegmentAdapterOptions['getWindowAnalytics'] | SegmentAdapterOptions,
): AnalyticsAdapter {
  const options: SegmentAdapterOptions =
    typeof getWindowAnalyticsOrOptions === 'function'
      ? { getWindowAnalytics: getWindowAnalyticsOrOptions }
      : (getWindowAnalyticsOrOptions ?? {});
  const getAnalytics = options.getWindowAnalytics ?? readWindowAnalytics;
  const brand = checkAnalyticsBrand(options.brand);
  const base: Record<string, unknown> = { ...options.defaultProperties };
  if (brand) base.brand = brand;

  const target = (): SegmentLikeAnalytics | undefined => getAnalytics() ?? undefined;
  const props = (properties?: Record<string, unknown>) => withErrorString({ ...base, ...properties });

  // Each method goes through the safe callers, so a missing or throwing window.analytics stays silent.
  const inner: AnalyticsAdapter = {
    track: (event, properties) => target()?.track?.(event, props(properties)) as void,
    page: (name, properties) => target()?.page?.(name, props(properties)) as void,
    identify: (userId, traits?: AnalyticsTraits) => target()?.identify?.(userId, traits) as void,
  };
  return {
    track: (event, properties) => safeTrack(inner, event, properties),
    page: (name, properties) => safePage(inner, name, properties),
    identify: (userId, traits) => safeIdentify(inner, userId, traits),
  };
}

function defaultHref(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/**
 * An adapter that sends every `track` call to the attribution event gateway (spec 7.3):
 * `{ name: event, brand, applicationName, url: { location }, user, track: properties }`.
 * The gateway has only the track call, so `page` and `identify` do nothing. `track` resolves to
 * whether the gateway accepted the event and never rejects.
 */
export function createAttributionGatewayAdapter(options: AttributionGatewayAdapterOptions): AnalyticsAdapter {
  const brand = checkAnalyticsBrand(options.brand);
  const readLocation = options.location ?? defaultHref;
  const http = options.http ?? getChromeHttp(options.fetch ?? defaultFetch).httpClient;

  return {
    track(event, properties) {
      let location = '';
      try {
        const value = readLocation();
        location = typeof value === 'string' ? value : value.href;
      } catch {
        // An unreadable address is sent as ''.
      }
      const user: AttributionTrackEvent['user'] = {};
      if (options.anonymousId !== undefined) user.anonymousId = options.anonymousId;
      if (options.homeadvisorAccountId !== undefined) user.homeadvisorAccountId = options.homeadvisorAccountId;
      const payload: AttributionTrackEvent = {
        name: event,
        url: { location },
        user,
        track: { ...withErrorString(properties) },
      };
      if (brand) payload.brand = brand;
      if (options.applicationName !== undefined) payload.applicationName = options.applicationName;
      return sendAttributionEvent(http, options.eventGatewayBaseUrl, payload, {
        timeout: options.timeout ?? DEFAULT_TIMEOUTS.attribution,
      });
    },
    page() {},
    identify() {},
  };
}

/** One adapter that forwards every call to each given adapter; one failing never stops the others. */
export function combineAnalyticsAdapters(...adapters: Array<AnalyticsAdapter | undefined | null>): AnalyticsAdapter {
  const list = adapters.filter((adapter): adapter is AnalyticsAdapter => Boolean(adapter));
  return {
    track: (event, properties) => list.forEach((adapter) => safeTrack(adapter, event, properties)),
    page: (name, properties) => list.forEach((adapter) => safePage(adapter, name, properties)),
    identify: (userId, traits) => list.forEach((adapter) => safeIdentify(adapter, userId, traits)),
  };
}
