import { assert, checkA11y, control, openGallery, requireComponent } from '../harness.mjs';

const projectBox = (t, section = '#search') => t.page.locator(section).getByRole('combobox').first();
/** The options of the listbox a combobox controls (aria-controls), so other lists on the page never count. */
const optionsOf = async (t, box) =>
  t.page.locator(`[id="${await box.getAttribute('aria-controls')}"]`).getByRole('option');

/** Search by keyboard: free text plus ZIP to the results URL, and a suggestion picked with the arrows. */
export default [
  {
    name: 'search: typing a project and a ZIP, then Enter, lands on the results URL',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      const box = projectBox(t);
      await box.click();
      await t.page.keyboard.type('roof repair', { delay: 30 });
      await (await optionsOf(t, box)).first().waitFor();
      await checkA11y(t, 'gallery with search suggestions open');
      await t.page.locator('#search').getByRole('textbox', { name: /zip/i }).fill('10001');
      await box.press('Enter');
      await t.page.waitForURL(/\/find\?/);
      const url = new URL(t.page.url());
      const params = Object.fromEntries(url.searchParams);
      assert(url.origin === t.galleryUrl, `results on ${url.origin}, expected the same origin ${t.galleryUrl}`);
      for (const [key, value] of Object.entries({
        action: 'SEARCH',
        startIndex: '',
        useExtSearch: 'false',
        searchType: 'SiteTaskSearch',
        initialSearch: 'true',
        sourcePage: 'Homepage',
        postalCode: '10001',
        query: 'roof repair',
      })) {
        assert(
          params[key] === value,
          `results URL ${key}=${JSON.stringify(params[key])}, expected ${JSON.stringify(value)}`,
        );
      }
      await t.page.getByRole('heading', { name: 'Results for "roof repair"' }).waitFor();
      await checkA11y(t, 'results page');
    },
  },
  {
    name: 'search: ArrowDown then Enter picks the first suggestion and opens its service request',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      const box = projectBox(t);
      await box.click();
      await t.page.keyboard.type('plumb', { delay: 30 });
      const first = (await optionsOf(t, box)).first();
      await first.waitFor();
      const firstName = (await first.innerText()).trim();
      assert(
        firstName.includes('Install, Repair or Replace Plumbing or Fixtures'),
        `first suggestion is ${JSON.stringify(firstName)}, expected the dev API's best match`,
      );
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      assert(
        active && (await first.getAttribute('id')) === active,
        'ArrowDown should make the first option the active descendant',
      );
      await box.press('Enter');
      await t.page.waitForURL(/\/service-request\/task\/40113/);
      await t.page.getByRole('heading', { name: 'Service request' }).waitFor();
    },
  },
  {
    name: 'search: suggestions come back after autocomplete recovers from a failure',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      await control(t, { endpoint: 'autocomplete', fail: 500 });
      const box = projectBox(t);
      await box.click();
      await t.page.keyboard.type('roof', { delay: 30 });
      await t.page.waitForTimeout(600);
      assert(
        (await (await optionsOf(t, box)).count()) === 0,
        'no suggestion should show while autocomplete answers 500',
      );
      await control(t, { endpoint: 'autocomplete' });
      await t.page.keyboard.type('ing', { delay: 30 });
      await (await optionsOf(t, box)).first().waitFor();
    },
  },
];
