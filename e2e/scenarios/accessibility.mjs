import { GALLERY_BRAND_KEYS } from '../brands.mjs';
import { checkA11y, openGallery } from '../harness.mjs';

/** Waits for the header's navigation and the page's other calls, without failing on a slow one. */
async function settle(t) {
  await t.page
    .getByRole('banner')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => {});
  await t.page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
}

/**
 * Every brand at both widths: a full-page screenshot in artifacts/screenshots/ for review, and
 * axe-core on the page as it renders, signed out and signed in.
 */
const shots = GALLERY_BRAND_KEYS.flatMap((brand) =>
  ['desktop', 'mobile'].map((viewport) => ({
    name: `screenshots and axe: ${brand} at ${viewport === 'desktop' ? 1280 : 375} px`,
    viewport,
    async run(t) {
      await openGallery(t, { brand });
      await settle(t);
      const width = t.page.viewportSize().width;
      await t.page.screenshot({ path: `${t.screenshots}${brand}-${width}.png`, fullPage: true });
      await checkA11y(t, `${brand} gallery at ${width} px, signed out`);
      await openGallery(t, { brand, user: 'signed-in' });
      await settle(t);
      await checkA11y(t, `${brand} gallery at ${width} px, signed in`);
    },
  })),
);

export default [
  ...shots,
  {
    name: 'custom UI: the hooks-only page searches and passes axe',
    viewport: 'desktop',
    async run(t) {
      await t.page.goto(`${t.galleryUrl}/custom-ui.html`);
      await t.page.locator('h1').first().waitFor();
      const box = t.page.getByRole('combobox').first();
      await box.click();
      await t.page.keyboard.type('gutter', { delay: 30 });
      await t.page
        .locator(`[id="${await box.getAttribute('aria-controls')}"]`)
        .getByRole('option')
        .first()
        .waitFor();
      await checkA11y(t, 'custom UI with suggestions open');
      await box.press('Enter');
      await t.page.waitForURL(/\/find\?.*query=gutter/);
    },
  },
];
