import { ChromeProvider } from '../../src';
import { Footer as HomeAdvisorFooter, SimpleFooter as HomeAdvisorSimpleFooter } from '../../skins/homeadvisor';
import { ThemeProvider as HomeAdvisorTheme } from '../../skins/homeadvisor';
import { Footer as RegionalFooter } from '../../skins/instapro';
import { ThemeProvider as InstaproTheme } from '../../skins/instapro';
import { Footer, SimpleFooter, ThemeProvider } from '../../skins/roofline';

const analytics = {
  track: (event: string, properties?: Record<string, unknown>) => console.log(event, properties),
  page: () => {},
  identify: () => {},
};

/** The Roofline global footer: the query string goes on the brand's links, the footer props on the sign-up form. */
export function RooflinePage() {
  return (
    <ChromeProvider config={{ brand: 'ROOFLINE', analytics, subscriptionServiceBaseUrl: 'https://subs.example.com' }}>
      <ThemeProvider>
        <main id="main">...</main>
        <Footer
          queryString="utm_source=footer"
          anonymousId="anon-1"
          appName="cost-guides"
          accessibilityWidget={{ scriptUrl: 'https://cdn.example.com/a11y.js' }}
        />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** The HomeAdvisor global footer, without the banner, and its legal bar on an app page. */
export function HomeAdvisorPages({ app }: { app: boolean }) {
  return (
    <ChromeProvider config={{ brand: 'HOME_ADVISOR', analytics }}>
      <HomeAdvisorTheme>
        {app ? <HomeAdvisorSimpleFooter /> : <HomeAdvisorFooter showSubscriptionBanner={false} />}
      </HomeAdvisorTheme>
    </ChromeProvider>
  );
}

/** A regional site: the domain picks the variant and the language. */
export function RegionalPage({ domain }: { domain: string }) {
  return (
    <ChromeProvider config={{ analytics }}>
      <InstaproTheme>
        <RegionalFooter domain={domain} />
      </InstaproTheme>
    </ChromeProvider>
  );
}

/** The Roofline legal bar with its optional Support Center link. */
export function LegalBar() {
  return (
    <ThemeProvider>
      <SimpleFooter showSupportCenter accessibilityWidget={{ scriptUrl: 'https://cdn.example.com/a11y.js' }} />
    </ThemeProvider>
  );
}
