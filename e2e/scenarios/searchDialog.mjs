/* global getComputedStyle, requestAnimationFrame -- the evaluate callbacks run in the page */
import { assert, checkA11y, eventually, openGallery, requireComponent } from '../harness.mjs';

// The header's search icon: at 375 px it opens the full-screen search (a modal dialog); at 1280 px a
// panel anchored under the icon (a non-modal dialog, disclosure-like: no focus trap). Both are the gallery header's (standard variant).
// The header by its tag: its banner role leaves the role queries while a modal dialog is open.
const banner = (t) => t.page.locator('header').first();
/** By its attributes, not its role: a modal dialog hides the rest of the page from the role queries. */
const searchIcon = (t) =>
  banner(t).locator('button[aria-label="Search"][aria-haspopup="dialog"]').locator('visible=true');
const searchDialog = (t) => t.page.getByRole('dialog', { name: 'Search for a project' });

/** What has focus, as `role "name"`: the control's accessible text or its form name. */
const focused = (t) =>
  t.page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const name = (el.getAttribute('aria-label') || el.getAttribute('name') || el.textContent || '')
      .trim()
      .replace(/\s+/g, ' ');
    return `${role} "${name.slice(0, 40)}"`;
  });

/** Presses Tab `count` times and returns where focus was before and after each press. */
async function tabOrder(t, count) {
  const order = [await focused(t)];
  for (let step = 0; step < count; step += 1) {
    await t.page.keyboard.press('Tab');
    // Focus that left the project field closes its suggestions (committed after focus lands): wait for
    // that before the next Tab, or a busy machine tabs into a list that is about to go.
    await t.page
      .waitForFunction(
        () =>
          document.activeElement?.getAttribute('role') === 'combobox' ||
          !document.querySelector('[role="combobox"][aria-expanded="true"]'),
        null,
        { timeout: 2000 },
      )
      .catch(() => undefined);
    order.push(await focused(t));
  }
  return order;
}

/**
 * The dialog is gone from the screen, not only from the accessibility tree: not in the DOM or
 * display:none, nothing covers the page's middle, the page scrolls again, and focus is on the icon.
 */
async function assertClosed(t, dialogId, how) {
  await eventually(
    () =>
      t.page.evaluate((id) => {
        const el = document.getElementById(id);
        return el === null || getComputedStyle(el).display === 'none' ? 'gone' : 'shown';
      }, dialogId),
    (state) => state === 'gone',
    `after ${how} the search dialog should be out of the DOM or display:none`,
  );
  const cover = await t.page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return el?.closest('[role="dialog"], [data-state="open"]') ? el.outerHTML.slice(0, 120) : null;
  });
  assert(cover === null, `after ${how} something still covers the page: ${cover}`);
  const scrolled = await t.page.evaluate(async () => {
    window.scrollTo(0, 0);
    window.scrollBy(0, 300);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return { y, overflow: getComputedStyle(document.body).overflow };
  });
  assert(
    scrolled.y > 0 && scrolled.overflow !== 'hidden',
    `after ${how} the page should scroll again (scrollY ${scrolled.y}, body overflow ${scrolled.overflow})`,
  );
  const now = await focused(t);
  assert(now === 'button "Search"', `after ${how} focus should be back on the search icon, it is on ${now}`);
}

/** Boxes of the panel's parts, read in the page. */
const boxesOf = (t, dialogId) =>
  t.page.evaluate((id) => {
    const dialog = document.getElementById(id);
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    return {
      dialog: box(dialog),
      project: box(dialog?.querySelector('[role="combobox"]')),
      zip: box(dialog?.querySelector('input[name="postalCode"]')),
      submit: box(dialog?.querySelector('button[type="submit"]')),
      listbox: box(dialog?.querySelector('[role="listbox"]')),
      firstOption: box(dialog?.querySelector('[role="option"]')),
    };
  }, dialogId);

export default [
  {
    name: 'search dialog: at 375 px (motion on) Tab goes project, ZIP, Search, Back; Back and Escape close it for good',
    viewport: 'mobile',
    async run(t) {
      await t.page.emulateMedia({ reducedMotion: 'no-preference' });
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const icon = searchIcon(t);
      await icon.click();
      const dialog = searchDialog(t);
      await dialog.waitFor();
      const dialogId = await dialog.getAttribute('id');
      assert(dialogId, 'the full-screen search has an id');
      assert((await icon.getAttribute('aria-controls')) === dialogId, 'the icon controls the dialog (aria-controls)');
      assert((await icon.getAttribute('aria-expanded')) === 'true', 'the icon says the dialog is open');
      // Both of these are checked before failing, so one run shows every broken one.
      const problems = [];
      const modal = await dialog.getAttribute('aria-modal');
      if (modal !== 'true') problems.push(`the full-screen search should have aria-modal="true", it has ${modal}`);
      const project = dialog.getByRole('combobox', { name: 'Project' });
      await eventually(
        () => project.getAttribute('aria-expanded'),
        (v) => v === 'true',
        'the suggestions open with the project field focused',
      );
      await t.page.waitForTimeout(300); // the opening animation

      const order = await tabOrder(t, 4);
      const expected = [
        'combobox "query"',
        'textbox "postalCode"',
        'button "Search"',
        'button "Back"',
        'combobox "query"',
      ];
      const normalise = (entry) => entry.replace(/^input "/, 'textbox "');
      if (JSON.stringify(order.map(normalise)) !== JSON.stringify(expected))
        problems.push(`Tab order in the full-screen search: ${order.join(' → ')}; expected ${expected.join(' → ')}`);
      assert(problems.length === 0, problems.join('; '));

      // Closed with Escape (the first closes the suggestions, the second the search).
      await t.page.keyboard.press('Escape');
      if ((await t.page.locator(`[id="${dialogId}"]`).count()) > 0) await t.page.keyboard.press('Escape');
      await assertClosed(t, dialogId, 'Escape');

      // Opens again from the icon, and the back arrow closes it.
      await icon.click();
      await searchDialog(t).waitFor();
      const reopenedId = await searchDialog(t).getAttribute('id');
      await t.page.waitForTimeout(300);
      await searchDialog(t).getByRole('button', { name: 'Back' }).click();
      await assertClosed(t, reopenedId, 'the back arrow');
      await icon.click();
      await searchDialog(t).waitFor();
      await checkA11y(t, 'full-screen search open at 375 px');
    },
  },
  {
    name: 'search dialog: at 1280 px the search icon opens a panel under it (one row, suggestions, Enter, Escape)',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const icon = searchIcon(t);
      assert((await icon.getAttribute('aria-haspopup')) === 'dialog', 'the icon announces a dialog (aria-haspopup)');
      assert((await icon.getAttribute('aria-expanded')) === 'false', 'the icon starts collapsed');
      await icon.click();
      const panel = searchDialog(t);
      await panel.waitFor();
      const panelId = await panel.getAttribute('id');
      assert((await icon.getAttribute('aria-expanded')) === 'true', 'the icon says the panel is open');
      assert((await icon.getAttribute('aria-controls')) === panelId, 'the icon controls the panel (aria-controls)');
      assert((await panel.getAttribute('aria-modal')) !== 'true', 'the desktop panel is not modal');
      const now = await focused(t);
      assert(now === 'combobox "query"', `the project field has focus when the panel opens, not ${now}`);

      const iconBox = await icon.boundingBox();
      let boxes = await boxesOf(t, panelId);
      assert(boxes.dialog.width < 800, `the panel is ${boxes.dialog.width} px wide, expected under 800`);
      assert(
        boxes.dialog.top >= iconBox.y + iconBox.height - 1 && boxes.dialog.top <= iconBox.y + iconBox.height + 24,
        `the panel's top (${boxes.dialog.top}) should sit just under the icon (bottom ${iconBox.y + iconBox.height})`,
      );
      assert(
        boxes.dialog.left <= iconBox.x + iconBox.width && boxes.dialog.right >= iconBox.x,
        `the panel (${boxes.dialog.left} to ${boxes.dialog.right}) should be under the icon (${iconBox.x} to ${iconBox.x + iconBox.width})`,
      );
      const { project, zip, submit } = boxes;
      assert(
        Math.abs(project.top - zip.top) < 4 && Math.abs(zip.top - submit.top) < 4,
        `project, ZIP and Search should share one row (tops ${project.top}, ${zip.top}, ${submit.top})`,
      );
      assert(
        project.right <= zip.left + 1 && zip.right <= submit.left + 1,
        'the row reads project, ZIP, Search from left to right',
      );

      // Tab: project, ZIP, Search (a non-modal panel traps nothing: Tab past Search closes it and goes
      // on to the header's next control, see headerFocus.mjs); Shift+Tab goes back the same way.
      const order = (await tabOrder(t, 2)).map((entry) => entry.replace(/^input "/, 'textbox "'));
      const expected = ['combobox "query"', 'textbox "postalCode"', 'button "Search"'];
      assert(
        JSON.stringify(order) === JSON.stringify(expected),
        `Tab order in the desktop panel: ${order.join(' → ')}; expected ${expected.join(' → ')}`,
      );
      await t.page.keyboard.press('Shift+Tab');
      await t.page.keyboard.press('Shift+Tab');
      const back = await focused(t);
      assert(back === 'combobox "query"', `Shift+Tab twice from Search should reach the project field, not ${back}`);

      await t.page.keyboard.type('roof', { delay: 30 });
      await panel.getByRole('option').first().waitFor();
      boxes = await boxesOf(t, panelId);
      assert(
        boxes.firstOption.top >= project.bottom && boxes.firstOption.left >= boxes.dialog.left - 1,
        'the suggestions open under the project field, inside the panel',
      );
      await checkA11y(t, 'desktop search panel with suggestions');

      // Escape: first the suggestions, then the panel; focus back on the icon.
      await t.page.keyboard.press('Escape');
      await panel.getByRole('option').first().waitFor({ state: 'detached' });
      assert(await panel.isVisible(), 'the first Escape closes only the suggestions');
      await t.page.keyboard.press('Escape');
      await assertClosed(t, panelId, 'Escape in the desktop panel');

      // An outside click closes it too, focus back on the icon.
      await icon.click();
      await searchDialog(t).waitFor();
      const reopenedId = await searchDialog(t).getAttribute('id');
      await t.page
        .locator('h1')
        .first()
        .click({ position: { x: 4, y: 4 } }); // its left end, clear of the panel
      await assertClosed(t, reopenedId, 'an outside click');

      // Typing and Enter go to the results page.
      await icon.click();
      await searchDialog(t).waitFor();
      // The text typed before is still there (the panel keeps the search between opens).
      await t.page.keyboard.press('ControlOrMeta+A');
      await t.page.keyboard.type('roof repair', { delay: 20 });
      await searchDialog(t).getByRole('textbox', { name: /zip/i }).fill('10001');
      await searchDialog(t).getByRole('combobox').press('Enter');
      await t.page.waitForURL(/\/find\?/);
      const params = new URL(t.page.url()).searchParams;
      assert(params.get('query') === 'roof repair', `results query ${params.get('query')}`);
      assert(params.get('postalCode') === '10001', `results ZIP ${params.get('postalCode')}`);
    },
  },
];
