// A footer-only page: the footers are React Server Components. Only their islands (the footer root's
// click tracking and accordion state, the disclosure toggles, the sign-up form, the Accessibility
// Tools control, the copyright year) hydrate; the link and city tables stay on the server.
// scripts/check-next-footer.mjs holds its first-load JS to a budget. The page imports the skin's
// stylesheet, so the footers come from the skin's /external-css entry: no CSS text in the islands' JS.
import { ChromeProvider } from '@roofline/chrome';
import { ServerFooter, ServerSimpleFooter } from '@roofline/chrome/skins/roofline/external-css';
import '@roofline/chrome/skins/roofline.css';

export const metadata = { title: 'Roofline footers as Server Components' };

export default function FooterPage() {
  return (
    <ChromeProvider config={{ brand: 'ROOFLINE', applicationName: 'nextjs-example' }}>
      <main id="main" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Footers as Server Components</h1>
      </main>
      <ServerFooter brand="ROOFLINE" queryString="utm_source=nextjs" />
      <ServerSimpleFooter showSupportCenter />
    </ChromeProvider>
  );
}
