import { ChromeProvider } from '../../config';
import { BannerFixture } from './BannerFixture';
import { FooterFixture } from './FooterFixture';
import { BASE_CONFIG } from './testUtils';

/** Both sign-up forms (the banner with a prefilled zip, the footer) under one HomeAdvisor provider. */
export function BothSignupForms() {
  return (
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'HOME_ADVISOR', storage: null, fetch: jest.fn() }}>
      <BannerFixture cfPostalCode="10001" />
      <FooterFixture />
    </ChromeProvider>
  );
}
