import type { MainBrand } from '../brand';
import type { SignupTexts } from '../i18n/messages.types';
import { DEFAULT_TEXTS } from '../constants';

/** The footer sign-up's default title and button text. */
export interface FooterSignupTexts {
  readonly title: string;
  readonly buttonText: string;
}

/** The footer sign-up's texts per main brand (`resolveBrandFamily(...).mainBrand`). */
export const FOOTER_SIGNUP_TEXTS: Readonly<Record<MainBrand, FooterSignupTexts>> = {
  ROOFLINE: { title: DEFAULT_TEXTS.bannerTitle, buttonText: DEFAULT_TEXTS.buttonText },
  HOME_ADVISOR: { title: DEFAULT_TEXTS.homeAdvisorFooterTitle, buttonText: DEFAULT_TEXTS.homeAdvisorFooterButton },
};

/** The footer sign-up's title and button in the texts' language: HomeAdvisor's own, else the banner's. */
export function footerSignupTexts(texts: SignupTexts, mainBrand: MainBrand): FooterSignupTexts {
  return mainBrand === 'HOME_ADVISOR'
    ? { title: texts.homeAdvisorFooterTitle, buttonText: texts.homeAdvisorFooterButton }
    : { title: texts.bannerTitle, buttonText: texts.buttonText };
}
