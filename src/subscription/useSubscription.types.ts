import type { Brand, BrandFamily } from '../brand';
import type { ChromeConfig } from '../config';
import type { SubscriptionMessages } from './subscriptionRules';
import type { SubscriptionStatus } from './subscriptionReducer';
import type {
  SignupMessagePropsOptions,
  SignupMessagePropsReturn,
  SignupFieldGetters,
  SignupSubmitButtonPropsOptions,
  SignupSubmitButtonPropsReturn,
} from './useSignupForm.types';

/** What a custom subscription handler receives (spec 4.2). */
export interface SubscribeValues {
  /** The trimmed email address. */
  emailAddress: string;
  /** The zip when it is exactly five digits, else ''. */
  zipCode: string;
}

/**
 * Options of `useSubscription`. Every `ChromeConfig` field (fetch, storage, base URLs, brand,
 * applicationName, pageName, anonymousId...) may be given here and wins over the provider's.
 */
export interface UseSubscriptionOptions extends ChromeConfig {
  /** ZIP detected by the CDN: prefills the zip field (digits only, at most 5). */
  cfPostalCode?: string | undefined;
  /** Task id, sent as `track.taskId` in the attribution event. */
  task?: string | number | undefined;
  /** Category id, sent as `track.categoryId` in the attribution event. */
  category?: string | number | undefined;
  /** The banner sits in a footer; returned as is for the UI. @default false */
  isInFooter?: boolean | undefined;
  /**
   * Your own subscription call, replacing member-create. It receives `{ emailAddress, zipCode }`; a truthy
   * result (or resolved value) is a success, a falsy one or a throw is a failure. Its failures are not queued.
   */
  onSubscribe?: ((values: SubscribeValues) => unknown) | undefined;
  /** Receives the recomputed visibility once the profile lookup has answered (spec 4.1). */
  onVisibilityChange?: ((isVisible: boolean) => void) | undefined;
  /** Called after a successful sign-up. */
  onSubscribed?: ((values: SubscribeValues) => void) | undefined;
  /** Replace the default messages (spec 8). */
  messages?: Partial<SubscriptionMessages> | undefined;
}

/** What `useSubscription` returns. */
export interface UseSubscriptionResult extends SignupFieldGetters {
  // prop getters (see SignupFieldGetters) and:
  /** Props for the status element (the send-failure message). Always render it; put `statusMessage` inside. */
  getStatusProps: (userProps?: SignupMessagePropsOptions) => SignupMessagePropsReturn;
  /**
   * Props for a "Try again" button shown next to the send failure (render it while `status` is
   * `failed`, with `retryLabel` inside): a plain button that sends the form again, described by the status.
   */
  getRetryButtonProps: (userProps?: SignupSubmitButtonPropsOptions) => SignupSubmitButtonPropsReturn;

  // actions
  /** Submits the form, as the submit button does. A second call while one is running does nothing. */
  submit: () => Promise<void>;
  /**
   * Sends the form again after a send failure (does nothing in another state). A failed banner sign-up
   * is never sent later on its own: the user was told it failed, so trying again is theirs to choose.
   */
  retry: () => Promise<void>;
  /** Back to an empty form in the `editing` state. */
  reset: () => void;

  // state
  /** Show the banner? (spec 4.1) */
  isVisible: boolean;
  /** `editing`, `submitting`, `submitted` (show the thank-you) or `failed`. */
  status: SubscriptionStatus;
  /** The email's error message, if the last validation failed. */
  emailError: string | undefined;
  /** Always undefined on the banner (its zip never blocks); kept for a shared UI with the footer. */
  zipError: string | undefined;
  /** "Sorry, we couldn't send the email." while `status` is `failed`. */
  statusMessage: string | undefined;
  /** The retry button's label: 'Try again' (`messages.tryAgain`). */
  retryLabel: string;
  /** The resolved brand. */
  brand: Brand | undefined;
  /** The brand family to style by (`resolveBrandFamily`): `homeadvisor` or `roofline`. */
  variant: BrandFamily;
  /** The `isInFooter` option. */
  isInFooter: boolean;
}
