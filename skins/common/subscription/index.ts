export { EmailSubscriptionBanner } from './EmailSubscriptionBanner';
export { FooterSignupForm } from './FooterSignupForm';
export type { EmailSubscriptionBannerProps, FooterSignupFormProps } from './types';
