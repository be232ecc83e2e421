/**
 * The sign-up calls and their retry queue, as the sign-up hooks load them: on first demand
 * (`signupDeliveryCode`), not in a page's up-front code. A form needs them only once submitted, and
 * a page load only when an earlier one kept a failed sign-up.
 */
export { planBannerSignup, planFooterSignup } from './signupPipeline';
export { submitSignup } from './submitSignup';
export { flushSignupQueue } from './retryQueue';
