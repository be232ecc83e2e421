// getting-started's client pattern (a client component holding ChromeProvider, Header, SearchBar and
// Footer from the skin's DEFAULT entry) under the strict nonce policy of docs/safety.md (proxy.ts).
// scripts/check-next-csp.mjs loads it in chromium: no violation, styled as /no-csp/client.
import { getNavigationData } from '../../navigation';
import { requestNonce } from '../nonce';
import { ClientChrome } from './ClientChrome';

export const metadata = { title: 'Roofline chrome under a strict CSP (client components)' };

export default async function CspClientPage() {
  const nonce = await requestNonce();
  return (
    <ClientChrome navigationData={await getNavigationData()} nonce={nonce}>
      <h1>Client components under a strict CSP</h1>
    </ClientChrome>
  );
}
