'use client';

// The client boundary: functions in the config (fetch, navigate) are created here, never on the server.
import { ChromeProvider, type ChromeConfig } from '@roofline/chrome';
import { Footer, Header, ThemeProvider } from '@roofline/chrome/skins/roofline';
import type { ReactNode } from 'react';

const config: ChromeConfig = {
  brand: 'ROOFLINE',
  applicationName: 'nextjs-example',
  searchApiHost: '/api/autocomplete',
  resultsDomain: 'https://www.roofline.com',
  serviceRequestDomain: 'https://www.roofline.com',
};

export function Chrome({ navigationData, children }: { navigationData: unknown; children: ReactNode }) {
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <Header navigationData={navigationData} variant="standardWithSearch" />
        <main id="main">{children}</main>
        <Footer brand="ROOFLINE" queryString="utm_source=nextjs" />
      </ThemeProvider>
    </ChromeProvider>
  );
}
