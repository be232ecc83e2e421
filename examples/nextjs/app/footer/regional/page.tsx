// A regional footer as a React Server Component: only the UK site's data is rendered, on the server.
import { ChromeProvider } from '@roofline/chrome';
import { ServerFooter, ServerSimpleFooter } from '@roofline/chrome/skins/instapro';

export const metadata = { title: 'A regional footer as a Server Component' };

export default function RegionalFooterPage() {
  return (
    <ChromeProvider config={{ applicationName: 'nextjs-example' }}>
      <ServerFooter domain="www.mybuilder.com" />
      <ServerSimpleFooter domain="www.mybuilder.com" />
    </ChromeProvider>
  );
}
