import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig } from '../../src';

// One config for the whole page. Every field is optional; hooks take the same fields as options, which win.
const config: ChromeConfig = {
  brand: 'ROOFLINE',
  applicationName: 'cost-guides',
  pageName: 'roofing',
  anonymousId: 'anon-123',
  subscriptionServiceBaseUrl: 'https://subscriptions.example.com',
  eventGatewayBaseUrl: 'https://events.example.com',
  landingPagesBackendHost: 'https://landing.example.com',
  apiServer: 'https://api.example.com',
  wsEntityServer: 'https://entity.example.com',
  searchApiHost: 'https://search.example.com/autocomplete',
  splitDomain: 'https://split.example.com',
  resultsDomain: 'https://www.roofline.com',
  serviceRequestDomain: 'https://www.roofline.com',
  // Client-side routing instead of full page loads:
  navigate: (url, options) =>
    options?.replace ? window.history.replaceState(null, '', url) : window.history.pushState(null, '', url),
};

export function AppChrome({ children }: { children: ReactNode }) {
  return <ChromeProvider config={config}>{children}</ChromeProvider>;
}
