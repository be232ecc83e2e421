'use client';

import {
  EmailSubscriptionBanner as CommonEmailSubscriptionBanner,
  FooterSignupForm as CommonFooterSignupForm,
} from '../common/subscription';
import { rooflineTheme, withBrandTheme } from '../theme';

/** The email sign-up banner in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const EmailSubscriptionBanner = /* @__PURE__ */ withBrandTheme(CommonEmailSubscriptionBanner, rooflineTheme);
/** The footer sign-up form in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const FooterSignupForm = /* @__PURE__ */ withBrandTheme(CommonFooterSignupForm, rooflineTheme);
export type { EmailSubscriptionBannerProps, FooterSignupFormProps } from '../common/subscription';
