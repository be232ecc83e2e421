'use client';

import { ProviderBadges as CommonProviderBadges, ReviewsWidget as CommonReviewsWidget } from '../common/widgets';
import { instaproTheme, withBrandTheme } from '../theme';

/** The provider badges in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const ProviderBadges = /* @__PURE__ */ withBrandTheme(CommonProviderBadges, instaproTheme);
/** The reviews widget in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const ReviewsWidget = /* @__PURE__ */ withBrandTheme(CommonReviewsWidget, instaproTheme);
export type { ProviderBadgesProps, ReviewsWidgetProps } from '../common/widgets';
