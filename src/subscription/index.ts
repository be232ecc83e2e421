export { useSubscription } from './useSubscription';
export type { UseSubscriptionOptions, UseSubscriptionResult, SubscribeValues } from './useSubscription.types';
export { useFooterSignup, FOOTER_TRACK_SOURCE } from './useFooterSignup';
export type { UseFooterSignupOptions, UseFooterSignupResult, FooterSignupValues } from './useFooterSignup.types';
export type {
  SignupFieldGetters,
  SignupFormValues,
  SignupFieldName,
  SignupInputPropsOptions,
  SignupInputPropsReturn,
  SignupLabelPropsOptions,
  SignupLabelPropsReturn,
  SignupMessagePropsOptions,
  SignupMessagePropsReturn,
  SignupFormPropsOptions,
  SignupFormPropsReturn,
  SignupSubmitButtonPropsOptions,
  SignupSubmitButtonPropsReturn,
} from './useSignupForm.types';
export { subscriptionReducer, initialSubscriptionState } from './subscriptionReducer';
export type { SubscriptionStatus, SubscriptionState, SubscriptionAction } from './subscriptionReducer';
export { footerSignupReducer, initialFooterSignupState } from './footerSignupReducer';
export type {
  FooterSignupStatus,
  FooterDeliveryStatus,
  FooterSignupState,
  FooterSignupAction,
} from './footerSignupReducer';
export {
  DEFAULT_SUBSCRIPTION_MESSAGES,
  createBannerChecks,
  createBannerRules,
  createFooterChecks,
  createFooterRules,
} from './subscriptionRules';
export type { SignupChecks, SubscriptionMessages } from './subscriptionRules';
export {
  MEMBER_CREATE_PATH,
  MEMBER_CREATE_HEADERS,
  MEMBER_CREATE_APPLICATION_VERSION,
  BANNER_SIGNUP_SOURCE,
  FOOTER_SIGNUP_SOURCE,
  buildBannerMemberCreateBody,
  buildFooterMemberCreateBody,
  buildMemberCreateRequest,
  sendMemberCreate,
} from './memberCreate';
export type { BannerMemberCreateBody, FooterMemberCreateBody, MemberCreateBody } from './memberCreate';
export {
  HOME_ADVISOR_SIGNUP_PATH,
  HOME_ADVISOR_NON_200_WARNING,
  buildHomeAdvisorSignupRequest,
  parseEntityId,
  sendHomeAdvisorSignup,
} from './homeAdvisorSignup';
export type { HomeAdvisorSignupFields } from './homeAdvisorSignup';
export {
  PROFILE_ATTRIBUTES_PATH,
  buildProfileAttributesUrl,
  fetchProfileAttributes,
  getBannerVisibility,
  getInitialBannerVisibility,
} from './profileAttributes';
export type { ProfileAttributes } from './profileAttributes';
export {
  SIGNUP_RETRY_STORAGE_KEY,
  SIGNUP_RETRY_LIMITS,
  SIGNUP_DROPPED_WARNING,
  SIGNUP_OTHER_ORIGIN_WARNING,
  SIGNUP_RETRY_JOB_KEY_PREFIX,
  readSignupQueue,
  flushSignupQueue,
} from './retryQueue';
export type { SignupJob, SignupJobRequest } from './retryQueue';
export type { SignupOutcome } from './signupOutcome';
export { resolveFooterZip } from './zip';
