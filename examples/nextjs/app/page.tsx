// A Server Component page: it renders the client chrome with plain, serialisable props.
import { Chrome } from './Chrome';
import { navigationData } from './navigation';

export default function Page() {
  return (
    <Chrome navigationData={navigationData}>
      <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>Roofline chrome on Next.js</h1>
    </Chrome>
  );
}
