import type { Brand, SubscribeValues, SubscriptionMessages, FooterSignupValues } from '../../../src';

/** Props of `EmailSubscriptionBanner` (spec section 3, "Banner properties"). Every field is optional. */
export interface EmailSubscriptionBannerProps {
  /** Title. @default 'Knowledge is priceless - so our cost guides are free.' */
  text?: string | undefined;
  /** Subtitle. @default 'Sign up to get free project cost info in your inbox.' */
  subtext?: string | undefined;
  /** @default 'Zip code' */
  zipCodePlaceholder?: string | undefined;
  /** @default 'Email address' */
  emailPlaceholder?: string | undefined;
  /** @default 'Sign me up' */
  buttonText?: string | undefined;
  /** Thank-you message shown after success. @default "Thanks for signing up! You're all set." */
  submittedText?: string | undefined;
  /** Picks the variant (ROOFLINE or HOME_ADVISOR) and the visibility rule. @default the ChromeProvider brand */
  brand?: Brand | undefined;
  /** Task id sent with the attribution event. */
  task?: string | number | undefined;
  /** Category id sent with the attribution event. */
  category?: string | number | undefined;
  /** Rendered inside a footer (a compact layout). @default false */
  isInFooter?: boolean | undefined;
  /** The visitor's anonymous id (profile lookup and attribution). @default the ChromeProvider value */
  anonymousId?: string | undefined;
  /** ZIP detected by the CDN; prefills the zip field. */
  cfPostalCode?: string | undefined;
  /** Sent as the source-application header and in the attribution event. @default the ChromeProvider value */
  applicationName?: string | undefined;
  /** The page's name, sent in the attribution event. */
  pageName?: string | undefined;
  /** Base URL of the subscription service (member-create). */
  subscriptionServiceBaseUrl?: string | undefined;
  /** Base URL of the event gateway (attribution). */
  eventGatewayBaseUrl?: string | undefined;
  /** Host of the landing-pages backend (profile attributes). */
  landingPagesBackendHost?: string | undefined;
  /** Custom subscription handler; a truthy result means success. Replaces the member-create call. */
  onSubscribe?: ((values: SubscribeValues) => unknown) | undefined;
  /** Receives the recomputed visibility. */
  onVisibilityChange?: ((isVisible: boolean) => void) | undefined;
  /** Called after a successful sign-up. */
  onSubscribed?: ((values: SubscribeValues) => void) | undefined;
  /** Replace the validation and failure messages. */
  messages?: Partial<SubscriptionMessages> | undefined;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Extra class name on the root element. */
  className?: string | undefined;
}

/** Props of `FooterSignupForm` (spec section 3, "Footer props"), plus optional texts. */
export interface FooterSignupFormProps {
  /** Picks the sign-up flow and the texts. @default the ChromeProvider brand */
  brand?: Brand | undefined;
  /** The signed-in member's id, if any (attribution fallback). */
  userId?: string | undefined;
  /** The visitor's anonymous id. @default the ChromeProvider value */
  anonymousId?: string | undefined;
  /** Where the visitor is (sent in the attribution event). */
  activityLocation?: string | undefined;
  /** Application name sent in the member-create body. @default the ChromeProvider applicationName */
  appName?: string | undefined;
  /** Task id sent in the attribution event. */
  task?: string | number | undefined;
  /** Category id sent in the attribution event. */
  category?: string | number | undefined;
  /** First ZIP fallback when the field is left empty (used only when it is 5 digits). */
  calculatedZip?: string | undefined;
  /** Second ZIP fallback: the ZIP detected by the CDN. */
  cfPostalCode?: string | undefined;
  /** Query string the footer appends to its links (not used by the form). */
  queryString?: string | undefined;
  /** Base URL of the subscription service. */
  subscriptionServiceBaseUrl?: string | undefined;
  /** Base URL of the event gateway. */
  eventGatewayBaseUrl?: string | undefined;
  /** Host of the landing-pages backend. */
  landingPagesBackendHost?: string | undefined;
  /** Title. @default the banner title, or 'Sign up for Free Project Cost Information' for HOME_ADVISOR */
  title?: string | undefined;
  /** @default 'Email address' */
  emailPlaceholder?: string | undefined;
  /** @default 'Zip code' */
  zipCodePlaceholder?: string | undefined;
  /** @default 'Sign me up', or 'Subscribe' for HOME_ADVISOR */
  buttonText?: string | undefined;
  /** @default "You're all set!" */
  successText?: string | undefined;
  /** Base URL of the HOME_ADVISOR sign-up. @default subscriptionServiceBaseUrl */
  homeAdvisorSignupBaseUrl?: string | undefined;
  /** Called when a valid submission starts. */
  onSubmitted?: ((values: FooterSignupValues) => void) | undefined;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Extra class name on the root element. */
  className?: string | undefined;
}
