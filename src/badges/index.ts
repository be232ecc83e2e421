export { getProviderBadges, isCertifiedProvider, PROVIDER_BADGE_TEXTS } from './providerBadges';
export type { ProviderBadgeId, ProviderBadgeInput, ProviderBadgeText } from './providerBadges';
export { getReviewsWidgetConfig, REVIEWS_WIDGET_DEFAULTS } from './reviewsWidget';
export type { ReviewsWidgetBackground, ReviewsWidgetConfig, ReviewsWidgetInput } from './reviewsWidget';
