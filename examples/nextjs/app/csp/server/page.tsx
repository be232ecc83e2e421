// The header and footer as Server Components from the skin's DEFAULT entry (its CSS in its JS, no
// stylesheet import) under the strict nonce policy of docs/safety.md (proxy.ts). The nonce comes from
// the proxy's `x-nonce` request header and goes to the Server Components' theme and to the client
// provider. scripts/check-next-csp.mjs loads it in chromium: no violation, styled as /no-csp/server.
import { ServerFooter, ServerHeader } from '@roofline/chrome/skins/roofline';
import { Chrome } from '../../Chrome';
import { getNavigationData } from '../../navigation';
import { requestNonce } from '../nonce';

export const metadata = { title: 'Roofline chrome under a strict CSP (Server Components)' };

export default async function CspServerPage() {
  const nonce = await requestNonce();
  const navigationData = await getNavigationData();
  const theme = nonce ? { nonce } : {};
  return (
    <Chrome nonce={nonce}>
      <ServerHeader navigationData={navigationData} variant="standardWithSearch" theme={theme} />
      <main id="main">
        <h1>Server Components under a strict CSP</h1>
      </main>
      <ServerFooter brand="ROOFLINE" queryString="utm_source=nextjs" theme={theme} />
    </Chrome>
  );
}
