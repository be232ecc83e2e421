import type { ReactNode } from 'react';
import {
  ChromeProvider,
  combineAnalyticsAdapters,
  createAttributionGatewayAdapter,
  createSegmentAdapter,
  useActivityTracking,
  usePageView,
  type ChromeConfig,
} from '../../src';

// One adapter for the page: Segment's window.analytics (read at each call, silent when absent)
// plus the attribution event gateway for track calls. A failure in one never stops the other.
const analytics = combineAnalyticsAdapters(
  createSegmentAdapter({ brand: 'ROOFLINE' }),
  createAttributionGatewayAdapter({
    fetch: (input, init) => fetch(input, init),
    eventGatewayBaseUrl: 'https://events.example.com',
    brand: 'ROOFLINE',
    applicationName: 'cost-guides',
    anonymousId: 'anon-123',
  }),
);

const config: ChromeConfig = {
  analytics,
  brand: 'ROOFLINE',
  applicationName: 'cost-guides',
  pageName: 'Roofing cost guide',
};

function PageTracking() {
  // analytics.page('Roofing cost guide', { url, path, brand, applicationName }) 1 s after load.
  usePageView();
  // Snowplow page pings after 30 s, then every 10 s; cookie `snpl` (SameSite=Lax), 20-minute sessions.
  // The tracker is the optional peer @snowplow/browser-tracker, installed and imported by the page.
  useActivityTracking({
    collectorUrl: 'https://collector.example.com',
    loadTracker: () => import('@snowplow/browser-tracker'),
  });
  return null;
}

export function TrackedPage({ children }: { children: ReactNode }) {
  return (
    <ChromeProvider config={config}>
      <PageTracking />
      {children}
    </ChromeProvider>
  );
}
