export {
  sendAttributionEvent,
  buildLiteRegistrationEvent,
  ATTRIBUTION_TRACKS_PATH,
  TRACKING_NON_200_WARNING,
  LITE_REGISTRATION_EVENT,
} from './attribution';
export type { AttributionTrackEvent, LiteRegistrationInput } from './attribution';
export {
  analyticsAttributes,
  analyticsAttributeName,
  getComponentContext,
  hasAnalyticsAttribute,
} from './componentContext';
export type { ComponentContext } from './componentContext';
export { useItemClickTracking, ITEM_CLICKED_EVENT, findTrackedItem } from './useItemClickTracking';
export type { UseItemClickTrackingOptions, UseItemClickTrackingResult } from './useItemClickTracking.types';
export { safeTrack, safePage, safeIdentify, ANALYTICS_FAILURE_WARNING } from './safeCall';
export { DEFAULT_ERROR_STRING, checkAnalyticsBrand, errorEventProperties, withErrorString } from './eventProperties';
export { createSegmentAdapter, createAttributionGatewayAdapter, combineAnalyticsAdapters } from './adapters';
export type { SegmentLikeAnalytics, SegmentAdapterOptions, AttributionGatewayAdapterOptions } from './adapters.types';
export { useAnalytics } from './useAnalytics';
export type { UseAnalyticsOptions, UseAnalyticsResult } from './useAnalytics';
export { usePageView, PAGE_VIEW_DELAY_MS } from './usePageView';
export type { UsePageViewOptions, UsePageViewResult, PageViewStatus } from './usePageView.types';
export { getCookie, setCookie, removeCookie, serializeCookie, COOKIE_FAILURE_WARNING } from './cookies';
export type { CookieOptions, CookieSameSite } from './cookies';
export { ACTIVITY_TRACKING_CONFIGURATION, buildTrackerConfiguration, startActivityTracking } from './activityTracking';
export type { SnowplowApi, TrackerConfigurationInput } from './activityTracking';
export { useActivityTracking, ACTIVITY_TRACKING_FAILURE_WARNING } from './useActivityTracking';
export type {
  UseActivityTrackingOptions,
  UseActivityTrackingResult,
  ActivityTrackingStatus,
} from './useActivityTracking.types';
export { SEARCH_INSIGHTS_FAILURE_WARNING, splitInsightsEvent, createSearchInsights } from './searchInsights';
export type {
  SearchInsights,
  SearchInsightsEvent,
  SearchInsightsOptions,
  InsightsClientLike,
} from './searchInsights.types';
export { useSearchInsights } from './useSearchInsights';
export type { UseSearchInsightsOptions } from './useSearchInsights';
export { SEARCH_LIBRARY_CONSTANTS } from './searchLibrary';
export type { SearchLibraryConstants } from './searchLibrary';
