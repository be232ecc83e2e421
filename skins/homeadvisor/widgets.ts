'use client';

import { ProviderBadges as CommonProviderBadges, ReviewsWidget as CommonReviewsWidget } from '../common/widgets';
import { homeAdvisorTheme, withBrandTheme } from '../theme';

/** The provider badges in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const ProviderBadges = /* @__PURE__ */ withBrandTheme(CommonProviderBadges, homeAdvisorTheme);
/** The reviews widget in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const ReviewsWidget = /* @__PURE__ */ withBrandTheme(CommonReviewsWidget, homeAdvisorTheme);
export type { ProviderBadgesProps, ReviewsWidgetProps } from '../common/widgets';
