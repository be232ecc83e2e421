import { assert, checkA11y, control, eventually, openGallery, requireComponent } from '../harness.mjs';

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
  {
    name: 'search: a picked suggestion comes back as a recent search, removable; Cmd/Ctrl+Enter opens a new page',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      let box = projectBox(t);
      await box.click();
      await t.page.keyboard.type('plumb', { delay: 30 });
      const first = (await optionsOf(t, box)).first();
      await first.waitFor();
      const name = (await first.innerText()).trim();
      const mark = await first.locator('mark').first().innerText();
      assert(
        mark.toLowerCase() === 'plumb',
        `the typed text should be marked in the suggestion, got ${JSON.stringify(mark)}`,
      );
      const href = await first.getAttribute('href');
      assert(
        href && /\/service-request\/task\//.test(href),
        `a suggestion should be a link to its service request, got ${href}`,
      );

      // Cmd/Ctrl+Enter on the highlighted suggestion opens a new page and leaves this one as it is.
      await box.press('ArrowDown');
      const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
      const [opened] = await Promise.all([t.context.waitForEvent('page'), box.press(`${modifier}+Enter`)]);
      await opened.waitForLoadState();
      assert(
        /\/service-request\/task\//.test(opened.url()),
        `the new page should be the service request, got ${opened.url()}`,
      );
      assert(!/service-request/.test(t.page.url()), 'the page itself should stay where it was');
      await opened.close();

      // A plain pick navigates; coming back, the pick is the first recent search.
      await box.press('Enter');
      await t.page.waitForURL(/\/service-request\/task\//);
      await t.page.goBack();
      await t.page.locator('h1').first().waitFor();
      box = projectBox(t);
      await box.fill('');
      await box.click();
      const recent = t.page.getByRole('group', { name: 'Recent searches' }).first();
      await recent.waitFor();
      const recentNames = await recent.getByRole('option').allInnerTexts();
      assert(
        recentNames[0]?.trim() === name,
        `the recent searches should start with ${name}, got ${JSON.stringify(recentNames)}`,
      );
      await checkA11y(t, 'recent searches shown');
      await t.page
        .getByRole('button', { name: `Remove “${name}” from recent searches` })
        .first()
        .click();
      await eventually(
        async () => t.page.getByRole('group', { name: 'Recent searches' }).count(),
        (count) => count === 0,
        'the recent searches group should go once its one search is removed',
      );
      assert((await box.getAttribute('aria-expanded')) === 'true', 'the list should stay open after a removal');
    },
  },
  {
    name: 'search: Clear all from the keyboard (Tab from the field, Enter), the list left open and focus back in the field',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      let box = projectBox(t);
      await box.fill('gutter cleaning');
      await box.press('Enter');
      await t.page.waitForURL(/query=gutter/);
      await t.page.goBack();
      await t.page.locator('h1').first().waitFor();
      box = projectBox(t);
      await box.fill('');
      await box.click();
      await t.page.getByRole('group', { name: 'Recent searches' }).first().waitFor();
      await t.page.keyboard.press('Tab');
      const focused = await t.page.evaluate(() => document.activeElement?.textContent?.trim());
      assert(focused === 'Clear all', `Tab from the field should reach Clear all, got ${JSON.stringify(focused)}`);
      assert((await box.getAttribute('aria-expanded')) === 'true', 'the list should stay open on Clear all');
      await t.page.keyboard.press('Enter');
      await eventually(
        async () => t.page.getByRole('group', { name: 'Recent searches' }).count(),
        (count) => count === 0,
        'Enter on Clear all should clear the recent searches',
      );
      assert(await box.evaluate((el) => el === document.activeElement), 'focus should be back in the field');
      assert((await box.getAttribute('aria-expanded')) === 'true', 'the list should stay open after Clear all');
    },
  },
];
