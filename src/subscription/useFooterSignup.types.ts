import type { Brand, BrandFamily } from '../brand';
import type { ChromeConfig } from '../config';
import type { FooterDeliveryStatus, FooterSignupStatus } from './footerSignupReducer';
import type { FooterSignupTexts } from './signupTexts';
import type { SubscriptionMessages } from './subscriptionRules';
import type { SignupMessagePropsOptions, SignupMessagePropsReturn, SignupFieldGetters } from './useSignupForm.types';

/** What a footer sign-up sent, given to `onSubmitted`. */
export interface FooterSignupValues {
  /** The trimmed email address. */
  email: string;
  /** The ZIP sent: the entered one, else the fallback chain's, else undefined. */
  zipCode: string | undefined;
}

/**
 * Options of `useFooterSignup` (spec 3, "Footer props"). Every `ChromeConfig` field (fetch, storage,
 * base URLs, brand, applicationName, anonymousId...) may be given here and wins over the provider's.
 */
export interface UseFooterSignupOptions extends ChromeConfig {
  /** The signed-in member's id: the attribution event's account id when the sign-up returns none. */
  userId?: string | undefined;
  /** Where the visitor is; sent as `track.activityLocation`. */
  activityLocation?: string | undefined;
  /** Sent as `appName` in the member-create body. @default the config's applicationName */
  appName?: string | undefined;
  /** Task id; sent as `track.taskId`. */
  task?: string | number | undefined;
  /** Category id; sent as `track.categoryId`. */
  category?: string | number | undefined;
  /** First fallback when the ZIP is left empty; used only when it is five digits. */
  calculatedZip?: string | undefined;
  /** Second fallback: the ZIP detected by the CDN. */
  cfPostalCode?: string | undefined;
  /** The member-create body's `source`. @default 'Footer' */
  source?: string | undefined;
  /** Base URL of the HOME_ADVISOR sign-up (`{base}/sm/emailprefs/signup`). @default subscriptionServiceBaseUrl */
  homeAdvisorSignupBaseUrl?: string | undefined;
  /** The HOME_ADVISOR sign-up's `marketingOptIn` field. @default true */
  marketingOptIn?: boolean | undefined;
  /** The HOME_ADVISOR sign-up's `bypassWelcomeEmail` field. @default false */
  bypassWelcomeEmail?: boolean | undefined;
  /** Called when a valid submission starts (the success view shows at once). */
  onSubmitted?: ((values: FooterSignupValues) => void) | undefined;
  /** Messages read by screen readers for invalid fields (the footer shows only highlighting). */
  messages?: Partial<Pick<SubscriptionMessages, 'emailRequired' | 'emailInvalid' | 'zipInvalid'>> | undefined;
}

/** What `useFooterSignup` returns. */
export interface UseFooterSignupResult extends SignupFieldGetters {
  // prop getters (see SignupFieldGetters) and:
  /** Props for the status element that announces the success message. Always render it. */
  getStatusProps: (userProps?: SignupMessagePropsOptions) => SignupMessagePropsReturn;

  // actions
  /** Submits the form, as the submit button does. Once valid, later calls do nothing until `reset()`. */
  submit: () => Promise<void>;
  /** Back to an empty form. */
  reset: () => void;

  // state
  /** `editing`, or `submitted` as soon as a valid submission starts (show "You're all set!"). */
  status: FooterSignupStatus;
  /** Where the call is (`idle`, `sending`, `sent`, `failed`); the view never depends on it. */
  delivery: FooterDeliveryStatus;
  /** True when the email field is highlighted (invalid on blur or submit, cleared on change). */
  isEmailInvalid: boolean;
  /** True when the ZIP field is highlighted. */
  isZipInvalid: boolean;
  /** The email's message for assistive technology, when invalid. */
  emailError: string | undefined;
  /** The ZIP's message for assistive technology, when invalid. */
  zipError: string | undefined;
  /** The resolved brand: HOME_ADVISOR uses its own sign-up call and texts. */
  brand: Brand | undefined;
  /** The brand family to style by (`resolveBrandFamily`): `homeadvisor` or `roofline`. */
  variant: BrandFamily;
  /** The family's default title and button text (HomeAdvisor has its own). */
  texts: FooterSignupTexts;
}
