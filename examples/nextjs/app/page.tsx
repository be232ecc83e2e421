// A Server Component page: it loads the header's navigation data on the server and renders the header
// and footer as React Server Components (`ServerHeader`, `ServerFooter`), so the HTML holds the whole
// chrome and only its islands hydrate: the menu triggers and panels, the drawers, the search, the
// account menu, the footer's accordions and sign-up form. The pure helpers of the core run here on the
// server (their built modules carry no 'use client'). The page imports the skin's stylesheet, so the
// chrome comes from the skin's /external-css entry: no CSS text in the islands' JS.
// scripts/check-next-footer.mjs holds the page's chrome JS to a budget.
import { getBrandType } from '@roofline/chrome';
import { ServerFooter, ServerHeader } from '@roofline/chrome/skins/roofline/external-css';
import '@roofline/chrome/skins/roofline.css';
import { Chrome } from './Chrome';
import { getNavigationData } from './navigation';

export default async function Page() {
  const navigationData = await getNavigationData();
  const brandType = getBrandType(navigationData?.brand.domain ?? 'www.roofline.com');
  return (
    <Chrome>
      <ServerHeader navigationData={navigationData} variant="standardWithSearch" />
      <main id="main">
        <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }} data-brand-type={brandType}>
          Roofline chrome on Next.js
        </h1>
      </main>
      <ServerFooter brand="ROOFLINE" queryString="utm_source=nextjs" />
    </Chrome>
  );
}
