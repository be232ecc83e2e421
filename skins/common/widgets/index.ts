export { ProviderBadges } from './ProviderBadges';
export type { ProviderBadgesProps } from './ProviderBadges';
export { ReviewsWidget } from './ReviewsWidget';
export type { ReviewsWidgetProps } from './ReviewsWidget';
