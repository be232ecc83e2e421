export { ProviderBadges, ReviewsWidget } from '../common/widgets';
export type { ProviderBadgesProps, ReviewsWidgetProps } from '../common/widgets';
