import type { ReactNode } from 'react';
import type { UseAccessibilityWidgetOptions } from '../../../src';
import type { FooterSignupFormProps } from '../subscription';
import type { ChromeThemeOverrides } from '../../theme/theme';
import type { FooterTextsProps } from './server/pageTexts';

/**
 * Props of `Footer`, the same in every skin: the footer props of spec 3 (passed on to the sign-up
 * form and the banner), the query string, and display options.
 */
export interface FooterProps extends Pick<
  FooterSignupFormProps,
  | 'brand'
  | 'userId'
  | 'anonymousId'
  | 'activityLocation'
  | 'appName'
  | 'task'
  | 'category'
  | 'calculatedZip'
  | 'cfPostalCode'
  | 'subscriptionServiceBaseUrl'
  | 'eventGatewayBaseUrl'
  | 'landingPagesBackendHost'
> {
  /** Appended to most links (not to other sites, social links, app stores or anchors). */
  queryString?: string | undefined;
  /** Prefixed to the footer's root-relative links, e.g. 'https://www.roofline.com'. @default '' */
  baseUrl?: string | undefined;
  /** Instapro skin: the site's domain, which picks the regional variant. @default the provider's `domain`, else the US default */
  domain?: string | undefined;
  /** Roofline and HomeAdvisor skins: render the footer sign-up form (spec 4.3). @default true */
  showSignupForm?: boolean | undefined;
  /** Roofline and HomeAdvisor skins: render the email subscription banner (isInFooter) above the columns. @default false (the footer sign-up form is the footer's own sign-up; turn this on to show the banner instead or as well, with a different title) */
  showSubscriptionBanner?: boolean | undefined;
  /** Roofline and HomeAdvisor skins: render the Accessibility Tools control. @default true */
  showAccessibilityTools?: boolean | undefined;
  /** Options of the accessibility widget (its `scriptUrl`...). */
  accessibilityWidget?: UseAccessibilityWidgetOptions | undefined;
  /** Instapro skin: replaces the trust-rating widget's container. */
  trustWidget?: ReactNode | undefined;
  className?: string | undefined;
}

/** Props of `SimpleFooter` (legal bar, spec 2.2), the same in every skin. */
export interface SimpleFooterProps {
  /** Show the optional Support Center link (Roofline variant). @default false */
  showSupportCenter?: boolean | undefined;
  /** Show the optional Accessibility Tools control. @default true */
  showAccessibilityTools?: boolean | undefined;
  /** Options of the accessibility widget (its `scriptUrl`...). */
  accessibilityWidget?: UseAccessibilityWidgetOptions | undefined;
  /** Instapro skin: the site's domain, which picks the regional company, links and language. @default the provider's `domain`, else the US default */
  domain?: string | undefined;
  className?: string | undefined;
}

/**
 * Props of `ServerFooter`, the React Server Component footer (docs/server-rendering.md): `Footer`'s
 * props, serialisable ones only (`accessibilityWidget` without functions), plus theme overrides and
 * the page's locale and catalogues, since no provider reaches a Server Component. Without the per-visitor props (`userId`,
 * `anonymousId`, `cfPostalCode`, `calculatedZip`): its HTML and its islands' props may be cached and
 * shared (docs/safety.md, "Caching server output"); the islands read `anonymousId` from the page's
 * `ChromeProvider`.
 */
export interface ServerFooterProps
  extends Omit<FooterProps, 'userId' | 'anonymousId' | 'cfPostalCode' | 'calculatedZip'>, FooterTextsProps {
  /** Overrides of the brand theme, as `ThemeProvider`'s `theme`. */
  theme?: ChromeThemeOverrides | undefined;
}

/**
 * Props of `ServerSimpleFooter`, the React Server Component legal bar: `SimpleFooter`'s, plus theme
 * overrides and the page's locale and catalogues (no provider reaches a Server Component).
 */
export interface ServerSimpleFooterProps extends SimpleFooterProps, FooterTextsProps {
  /** Overrides of the brand theme, as `ThemeProvider`'s `theme`. */
  theme?: ChromeThemeOverrides | undefined;
}
