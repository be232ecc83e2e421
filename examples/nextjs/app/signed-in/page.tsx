// A signed-in page: the header greets the session's user. A real app reads the session from the
// request's cookies (which makes the page dynamic, rendered per request); this example takes a
// stand-in session (standInSession.json) so that Next prerenders it as STATIC HTML, the case a shared
// cache keeps. `ServerHeader` gives its islands the user's first name only, never the rest of the
// session's user (email, tokens, ids), and `ServerFooter` takes no per-visitor props (userId,
// anonymousId, postal codes): a visitor's anonymous id reaches the sign-ups through the client
// ChromeProvider (app/Chrome.tsx), read in the browser.
// scripts/check-next-per-user.mjs checks the built HTML and RSC payloads for every session value but
// the first name. The greeting itself is per-user markup: serve such a page with
// `Cache-Control: private` (docs/safety.md, "Caching server output").
import { ServerFooter, ServerHeader } from '@roofline/chrome/skins/roofline/external-css';
import '@roofline/chrome/skins/roofline.css';
import { Chrome } from '../Chrome';
import { getNavigationData } from '../navigation';
import session from '../standInSession.json';

export const metadata = { title: 'Roofline chrome, signed in' };

export default async function SignedInPage() {
  const navigationData = await getNavigationData();
  return (
    <Chrome>
      <ServerHeader navigationData={navigationData} user={session.user} />
      <main id="main">
        <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>Signed in</h1>
      </main>
      <ServerFooter brand="ROOFLINE" showSubscriptionBanner queryString="utm_source=nextjs" />
    </Chrome>
  );
}
