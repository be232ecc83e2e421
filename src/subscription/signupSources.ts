// The sign-ups' `source` values, apart from the member-create call (loaded on first demand) so that
// the banner, which names its source up front, does not bring the call with it.

/** The banner's fixed `source` value (spec 3). */
export const BANNER_SIGNUP_SOURCE = 'EmailSubscriptionComposedComponent';

/** The footer form's default `source` value. */
export const FOOTER_SIGNUP_SOURCE = 'Footer';
