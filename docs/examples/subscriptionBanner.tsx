// useSubscription: a hooks-only banner, the skin's banner, and a banner on your own subscription call.
import { ChromeProvider, useSubscription, type ChromeConfig } from '../../src';
import { EmailSubscriptionBanner, ThemeProvider } from '../../skins/roofline';

/** A custom UI on the hook: labels, errors, the live status and the submit lock come from the getters. */
export function CustomBanner({ cfPostalCode }: { cfPostalCode?: string }) {
  const banner = useSubscription({ cfPostalCode, task: 40133 });
  if (!banner.isVisible) return null;
  return (
    <section aria-label="Cost guides by email">
      <p {...banner.getStatusProps()}>
        {banner.status === 'submitted' ? 'Thanks! Check your inbox.' : banner.statusMessage}
      </p>
      {banner.status !== 'submitted' && (
        <form {...banner.getFormProps()}>
          <label {...banner.getEmailLabelProps()}>Email address</label>
          <input {...banner.getEmailInputProps()} />
          <span {...banner.getEmailErrorProps()}>{banner.emailError}</span>
          <label {...banner.getZipLabelProps()}>Zip code</label>
          <input {...banner.getZipInputProps()} />
          <button {...banner.getSubmitButtonProps()}>
            {banner.status === 'submitting' ? 'Signing you up…' : 'Sign me up'}
          </button>
        </form>
      )}
    </section>
  );
}

/** The injected world for a Roofline page: where the calls go and who is asking. */
export const bannerConfig: ChromeConfig = {
  brand: 'ROOFLINE',
  applicationName: 'cost-guides',
  pageName: 'roofing-cost',
  anonymousId: 'anon-123',
  subscriptionServiceBaseUrl: 'https://subscribe.example.com',
  eventGatewayBaseUrl: 'https://events.example.com',
  landingPagesBackendHost: 'https://lp.example.com',
};

/** The skin's banner, shown only to visitors who have not signed up or submitted a request yet. */
export function SkinnedBanner({ onVisibilityChange }: { onVisibilityChange?: (isVisible: boolean) => void }) {
  return (
    <ChromeProvider config={bannerConfig}>
      <ThemeProvider>
        <EmailSubscriptionBanner cfPostalCode="10001" task={40133} onVisibilityChange={onVisibilityChange} />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** Your own subscription call: a truthy result is a success, anything else shows the failure message. */
export function BannerWithOwnCall({ subscribe }: { subscribe: (email: string, zip: string) => Promise<boolean> }) {
  return (
    <ThemeProvider>
      <EmailSubscriptionBanner
        brand="HOME_ADVISOR"
        onSubscribe={({ emailAddress, zipCode }) => subscribe(emailAddress, zipCode)}
      />
    </ThemeProvider>
  );
}
