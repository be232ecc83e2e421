// A Server Component page: it loads the header's navigation data on the server and renders the client
// chrome with plain, serialisable props, so the HTML already holds the whole header. The pure helpers
// of the core run here on the server (their built modules carry no 'use client').
import { getBrandType } from '@roofline/chrome';
import { Chrome } from './Chrome';
import { getNavigationData } from './navigation';

export default async function Page() {
  const navigationData = await getNavigationData();
  const brandType = getBrandType(navigationData?.brand.domain ?? 'www.roofline.com');
  return (
    <Chrome navigationData={navigationData}>
      <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }} data-brand-type={brandType}>
        Roofline chrome on Next.js
      </h1>
    </Chrome>
  );
}
