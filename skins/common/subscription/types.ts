import type { Brand, SubscribeValues, SubscriptionMessages, FooterSignupValues } from '../../../src';

/** Props of `EmailSubscriptionBanner` (spec section 3, "Banner properties"). Every field is optional. */
export interface EmailSubscriptionBannerProps {
  /** Title. @default 'Knowledge is priceless - so our cost guides are free.' */
  text?: string;
  /** Subtitle. @default 'Sign up to get free project cost info in your inbox.' */
  subtext?: string;
  /** @default 'Zip code' */
  zipCodePlaceholder?: string;
  /** @default 'Email address' */
  emailPlaceholder?: string;
  /** @default 'Sign me up' */
  buttonText?: string;
  /** Thank-you message shown after success. @default "Thanks for signing up! You're all set." */
  submittedText?: string;
  /** Picks the variant (ROOFLINE or HOME_ADVISOR) and the visibility rule. @default the ChromeProvider brand */
  brand?: Brand;
  /** Task id sent with the attribution event. */
  task?: string | number;
  /** Category id sent with the attribution event. */
  category?: string | number;
  /** Rendered inside a footer (a compact layout). @default false */
  isInFooter?: boolean;
  /** The visitor's anonymous id (profile lookup and attribution). @default the ChromeProvider value */
  anonymousId?: string;
  /** ZIP detected by the CDN; prefills the zip field. */
  cfPostalCode?: string;
  /** Sent as the source-application header and in the attribution event. @default the ChromeProvider value */
  applicationName?: string;
  /** The page's name, sent in the attribution event. */
  pageName?: string;
  /** Base URL of the subscription service (member-create). */
  subscriptionServiceBaseUrl?: string;
  /** Base URL of the event gateway (attribution). */
  eventGatewayBaseUrl?: string;
  /** Host of the landing-pages backend (profile attributes). */
  landingPagesBackendHost?: string;
  /** Custom subscription handler; a truthy result means success. Replaces the member-create call. */
  onSubscribe?: (values: SubscribeValues) => unknown;
  /** Receives the recomputed visibility. */
  onVisibilityChange?: (isVisible: boolean) => void;
  /** Called after a successful sign-up. */
  onSubscribed?: (values: SubscribeValues) => void;
  /** Replace the validation and failure messages. */
  messages?: Partial<SubscriptionMessages>;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class name on the root element. */
  className?: string;
}

/** Props of `FooterSignupForm` (spec section 3, "Footer props"), plus optional texts. */
export interface FooterSignupFormProps {
  /** Picks the sign-up flow and the texts. @default the ChromeProvider brand */
  brand?: Brand;
  /** The signed-in member's id, if any (attribution fallback). */
  userId?: string;
  /** The visitor's anonymous id. @default the ChromeProvider value */
  anonymousId?: string;
  /** Where the visitor is (sent in the attribution event). */
  activityLocation?: string;
  /** Application name sent in the member-create body. @default the ChromeProvider applicationName */
  appName?: string;
  /** Task id sent in the attribution event. */
  task?: string | number;
  /** Category id sent in the attribution event. */
  category?: string | number;
  /** First ZIP fallback when the field is left empty (used only when it is 5 digits). */
  calculatedZip?: string;
  /** Second ZIP fallback: the ZIP detected by the CDN. */
  cfPostalCode?: string;
  /** Query string the footer appends to its links (not used by the form). */
  queryString?: string;
  /** Base URL of the subscription service. */
  subscriptionServiceBaseUrl?: string;
  /** Base URL of the event gateway. */
  eventGatewayBaseUrl?: string;
  /** Host of the landing-pages backend. */
  landingPagesBackendHost?: string;
  /** Title. @default the banner title, or 'Sign up for Free Project Cost Information' for HOME_ADVISOR */
  title?: string;
  /** @default 'Email address' */
  emailPlaceholder?: string;
  /** @default 'Zip code' */
  zipCodePlaceholder?: string;
  /** @default 'Sign me up', or 'Subscribe' for HOME_ADVISOR */
  buttonText?: string;
  /** @default "You're all set!" */
  successText?: string;
  /** Base URL of the HOME_ADVISOR sign-up. @default subscriptionServiceBaseUrl */
  homeAdvisorSignupBaseUrl?: string;
  /** Called when a valid submission starts. */
  onSubmitted?: (values: FooterSignupValues) => void;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class name on the root element. */
  className?: string;
}
