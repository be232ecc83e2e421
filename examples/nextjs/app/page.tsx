// A Server Component page: it renders the client chrome with plain, serialisable props. The pure
// helpers of the core run here on the server (their built modules carry no 'use client').
import { getBrandType } from '@roofline/chrome';
import { Chrome } from './Chrome';
import { navigationData } from './navigation';

export default function Page() {
  const brandType = getBrandType(navigationData.brand.domain);
  return (
    <Chrome navigationData={navigationData}>
      <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }} data-brand-type={brandType}>
        Roofline chrome on Next.js
      </h1>
    </Chrome>
  );
}
