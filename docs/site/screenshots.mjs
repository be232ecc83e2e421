// The docs site's two screenshots in docs/docs-site.md, taken from the built site (`npm run docs`) in
// Debian's chromium at 1280 px, the Storybook UI around them: `node docs/site/screenshots.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serve } from '../../scripts/check-docs-site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('request', (request) => {
  if (!request.url().startsWith(base) && !request.url().startsWith('data:'))
    console.log(`request to another host: ${request.url()}`);
});
const preview = () => page.frameLocator('#storybook-preview-iframe');

try {
  // A hook page: useSearchBox's live example with its suggestions open for 'roof'.
  await page.goto(`${base}/?path=/docs/hooks-usesearchbox--docs`);
  const input = preview().getByRole('combobox').first();
  await input.scrollIntoViewIfNeeded();
  await input.fill('roof');
  await preview().getByRole('option').first().waitFor();
  await preview()
    .locator('#live-example')
    .evaluate((heading) => heading.scrollIntoView());
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(here, 'screenshots/hook-page.png') });

  // A skin page: the Roofline header, signed in, at its desktop width (the sidebar hidden, the
  // controls below), with a menu panel open.
  await page.goto(`${base}/?path=/story/skins-roofline--header-signed-in&nav=0&panel=bottom`);
  await preview().getByRole('button', { name: 'Exterior' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(here, 'screenshots/skin-page.png') });
} finally {
  await browser.close();
  server.close();
}
