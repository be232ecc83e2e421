/**
 * The full Roofline chrome for the bench: the header (standardWithSearch, so the desktop search bar
 * sits in it), the email sign-up banner and the footer, from the roofline skin. Looked up at run time
 * so the bench still runs (and says "not measured") while a part is missing.
 */
import type { ComponentType, ReactNode } from 'react';
import { ChromeProvider } from '../../../src';
import * as skin from '../../../skins/roofline';
import { ENDPOINT } from '../shared';
import { FOOTER_PROPS, LOCATION, NAVIGATION_DATA } from './data';

type Loose = ComponentType<Record<string, unknown>>;
const parts = skin as unknown as Record<string, Loose | undefined>;
const Header = parts.Header;
const Footer = parts.Footer;
const ThemeProvider = parts.ThemeProvider;
const EmailSubscriptionBanner = parts.EmailSubscriptionBanner;

export const available = {
  header: Header !== undefined,
  footer: Footer !== undefined,
  banner: EmailSubscriptionBanner !== undefined,
};

const config = {
  location: LOCATION,
  navigate: () => undefined,
  searchApiHost: ENDPOINT,
  resultsDomain: 'https://www.roofline.com',
  anonymousId: 'anon-1234',
};

const searchBarProps = { initialSuggestions: [], treatment: 'control' };

function Themed({ children, theme }: { children: ReactNode; theme?: object }) {
  return ThemeProvider ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : <>{children}</>;
}

/** The header alone, with its search bar talking to the bench endpoint (browser runs). */
export function HeaderApp() {
  if (!Header) return null;
  return (
    <ChromeProvider config={config}>
      <Themed>
        <Header navigationData={NAVIGATION_DATA} variant="standardWithSearch" searchBarProps={searchBarProps} />
      </Themed>
    </ChromeProvider>
  );
}

/** Header and footer, as a page renders them on the server. */
export function ChromePage() {
  return (
    <ChromeProvider config={config}>
      <Themed>
        {Header && (
          <Header navigationData={NAVIGATION_DATA} variant="standardWithSearch" searchBarProps={searchBarProps} />
        )}
        <main id="main" />
        {Footer && <Footer {...FOOTER_PROPS} />}
      </Themed>
    </ChromeProvider>
  );
}

/**
 * The full chrome of issue 16: the header with its search bar, the email sign-up banner in the page
 * and the footer (style share of the server HTML, hydration in Chromium).
 */
export function FullChromePage({ theme }: { theme?: object } = {}) {
  return (
    <ChromeProvider config={config}>
      <Themed theme={theme}>
        {Header && (
          <Header navigationData={NAVIGATION_DATA} variant="standardWithSearch" searchBarProps={searchBarProps} />
        )}
        <main id="main">
          {/* The wrapper tells the bench whether the banner rendered anything on the server. */}
          <div data-bench="banner">{EmailSubscriptionBanner && <EmailSubscriptionBanner brand="ROOFLINE" />}</div>
        </main>
        {Footer && <Footer {...FOOTER_PROPS} />}
      </Themed>
    </ChromeProvider>
  );
}

/** The skin's stylesheet as a page links it (the theme's `stylesheet`): no CSS in the HTML. */
const LINKED = { stylesheet: { href: '/assets/roofline.css' } };

/** The full chrome with the skin's stylesheet linked instead of inlined (docs/skins-and-theming.md). */
export function FullChromePageLinked() {
  return <FullChromePage theme={LINKED} />;
}
