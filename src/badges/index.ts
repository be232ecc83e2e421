export { getProviderBadges, isCertifiedProvider, PROVIDER_BADGE_TEXTS } from './providerBadges';
export type { ProviderBadgeId, ProviderBadgeInput, ProviderBadgeText } from './providerBadges';
export { useProviderBadges } from './useProviderBadges';
export type { ProviderBadge, UseProviderBadgesOptions, UseProviderBadgesResult } from './useProviderBadges';
export { getReviewsWidgetConfig, REVIEWS_WIDGET_DEFAULTS } from './reviewsWidget';
export type { ReviewsWidgetBackground, ReviewsWidgetConfig, ReviewsWidgetInput } from './reviewsWidget';
export { DEFAULT_REVIEWS_PAGE_URL, getReviewsPageUrl } from './reviewsWidget';
export type { ReviewsPageUrl } from './reviewsWidget';
export { useReviewsWidget, DEFAULT_REVIEWS_VENDOR_GLOBAL, defaultRenderReviewsWidget } from './useReviewsWidget';
export type {
  GetReviewsFallbackLinkPropsReturn,
  GetReviewsWidgetContainerPropsReturn,
  GetReviewsWidgetRootPropsReturn,
  RenderReviewsWidgetFn,
  ReviewsFallbackLink,
  ReviewsFallbackLinkUserProps,
  ReviewsWidgetContainerUserProps,
  ReviewsWidgetDataAttributes,
  ReviewsWidgetRootUserProps,
  ReviewsWidgetStatus,
  UseReviewsWidgetOptions,
  UseReviewsWidgetResult,
} from './useReviewsWidget.types';
