// The skinned Header: supplied data (server-rendered), fetched data, variants and the simple header.
import { ChromeProvider } from '../../src';
import {
  Header,
  SimpleHeader,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
  STANDARD_WITH_SEARCH,
  ThemeProvider,
} from '../../skins/roofline';

/** Data the page already has (for example from its server): nothing is fetched, and the first paint is final. */
export function HeaderWithData({ navigationData, firstName }: { navigationData: unknown; firstName?: string }) {
  return (
    <ChromeProvider config={{ brand: 'ROOFLINE' }}>
      <ThemeProvider>
        <Header navigationData={navigationData} user={firstName ? { firstName } : null} queryString="utm_source=nav" />
        <main id="main">...</main>
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** No data: the header fetches it on the client (and stays hidden until it has some). */
export function FetchedHeader({ token }: { token?: string }) {
  return (
    <ChromeProvider config={{ apiServer: 'https://api.example.com', wsEntityServer: 'https://ws.example.com' }}>
      <ThemeProvider>
        <Header navigationRequest={{ variant: 'main', token, accessKey: 'public-key', userName: 'navigation' }} />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** The variants: the inline search bar, the AI field, the mobile AI Pro Finder button. */
export function HeaderVariants({ navigationData }: { navigationData: unknown }) {
  return (
    <ThemeProvider>
      <Header navigationData={navigationData} variant={STANDARD_WITH_SEARCH} searchBarProps={{ showZip: true }} />
      <Header navigationData={navigationData} variant={STANDARD_WITH_AI_FIELD} />
      <Header navigationData={navigationData} variant={STANDARD_WITH_AI_BUTTON} hoverIntent />
    </ThemeProvider>
  );
}

/** A checkout-style page: only the logo link. */
export function CheckoutHeader() {
  return (
    <ThemeProvider>
      <SimpleHeader domain="www.roofline.com" />
    </ThemeProvider>
  );
}
