// Constants the sign-up hooks need up front, apart from the sign-up calls and the retry queue (loaded
// on first demand, src/subscription/signupDeliveryCode.ts), so that they do not bring those with them.

/** The banner's fixed `source` value (spec 3). */
export const BANNER_SIGNUP_SOURCE = 'EmailSubscriptionComposedComponent';

/** The footer form's default `source` value. */
export const FOOTER_SIGNUP_SOURCE = 'Footer';

/** Storage key of the sign-up retry queue. */
export const SIGNUP_RETRY_STORAGE_KEY = 'roofline-chrome:signup-retry';
