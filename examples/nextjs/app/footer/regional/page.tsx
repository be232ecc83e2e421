// A regional footer as a React Server Component: only the UK site's data is rendered, on the server.
// The page imports the skin's stylesheet, so the footers come from the /external-css entry.
import { ChromeProvider } from '@roofline/chrome';
import { ServerFooter, ServerSimpleFooter } from '@roofline/chrome/skins/instapro/external-css';
import '@roofline/chrome/skins/instapro.css';

export const metadata = { title: 'A regional footer as a Server Component' };

export default function RegionalFooterPage() {
  return (
    <ChromeProvider config={{ applicationName: 'nextjs-example' }}>
      <ServerFooter domain="www.mybuilder.com" />
      <ServerSimpleFooter domain="www.mybuilder.com" />
    </ChromeProvider>
  );
}
