export { EmailSubscriptionBanner, FooterSignupForm } from '../common/subscription';
export type { EmailSubscriptionBannerProps, FooterSignupFormProps } from '../common/subscription';
