'use client';

// getting-started's client pattern: the whole chrome as client components of the skin's default
// entry, under a ChromeProvider given the request's nonce by the Server Component page.
import { ChromeProvider, type NavigationData } from '@roofline/chrome';
import { Footer, Header, SearchBar, ThemeProvider } from '@roofline/chrome/skins/roofline';
import type { ReactNode } from 'react';

export function ClientChrome({
  navigationData,
  nonce,
  children,
}: {
  navigationData: NavigationData | null;
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <ChromeProvider
      config={{
        brand: 'ROOFLINE',
        applicationName: 'nextjs-example',
        searchApiHost: '/api/autocomplete',
        resultsDomain: 'https://www.roofline.com',
        ...(nonce && { nonce }),
      }}
    >
      <ThemeProvider>
        <Header navigationData={navigationData} />
        <main id="main">
          <SearchBar />
          {children}
        </main>
        <Footer brand="ROOFLINE" domain="www.roofline.com" />
      </ThemeProvider>
    </ChromeProvider>
  );
}
