/* global Node, getComputedStyle, requestAnimationFrame -- the evaluate callbacks run in the page */
import { GALLERY_BRAND_KEYS } from '../brands.mjs';
import { assert, eventually, openGallery, requireComponent } from '../harness.mjs';

/**
 * Issue 38: the header's desktop popups by keyboard, on every brand at 1280 and 1024 px, motion on.
 * - The search panel under the header's search icon is a non-modal, disclosure-like panel: Tab and
 *   Shift+Tab follow the page's order (Shift+Tab from its first control returns to the icon, Tab past
 *   its last closes it and goes on to the header's next control), Escape closes it and returns focus
 *   to the icon; with or without suggestions showing, focus never drops to <body>.
 * - Every keyboard focus in the chrome shows a ring of at least 2 px that keeps 3:1 against the
 *   colours next to it (WCAG 2.4.13, 1.4.11), read from computed styles, in normal and forced colours.
 */

const WIDTHS = [1280, 1024];
const HEIGHT = 900;
const desktop = (t) => t.page.locator('.gallery > header [data-layout="desktop"]');
// The desktop bar's only dialog trigger is the search icon (the account menu's says "menu"); by
// attribute, as its name is each locale's.
const ICON = '.gallery > header [data-layout="desktop"] button[aria-haspopup="dialog"]';

/**
 * From the first frame to the last, records every animation frame in which a popup of the chrome
 * is open (a trigger says aria-expanded="true") while focus sits on <body>.
 */
async function watchFocusLoss(t) {
  await t.page.evaluate(() => {
    window.__focusLost = [];
    const check = () => {
      const open = document.querySelector('.gallery > header [aria-expanded="true"]');
      if (open && (document.activeElement === document.body || document.activeElement === null))
        window.__focusLost.push(open.getAttribute('aria-label') || open.textContent.trim().slice(0, 30));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const focusLosses = (t) => t.page.evaluate(() => window.__focusLost.splice(0));

/**
 * Where focus is, relative to the search icon and its panel: 'body', 'icon', 'panel:project',
 * 'panel:zip', 'panel:submit', 'panel:other "…"', or 'after "…"' / 'before "…"' for a control of the
 * page after or before the icon; with whether the panel is open.
 */
const focusState = (t) =>
  t.page.evaluate((iconSelector) => {
    const icon = document.querySelector(iconSelector);
    const panelId = icon?.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    const open = Boolean(panel && getComputedStyle(panel).display !== 'none' && icon.ariaExpanded === 'true');
    const el = document.activeElement;
    const name = (node) =>
      (node.getAttribute('aria-label') || node.textContent || node.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 30);
    let at;
    if (!el || el === document.body) at = 'body';
    else if (el === icon) at = 'icon';
    else if (panel?.contains(el)) {
      if (el.getAttribute('role') === 'combobox') at = 'panel:project';
      else if (el.getAttribute('name') === 'postalCode') at = 'panel:zip';
      else if (el.getAttribute('type') === 'submit') at = 'panel:submit';
      else at = `panel:other "${name(el)}"`;
    } else if (icon.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) at = `after "${name(el)}"`;
    else at = `before "${name(el)}"`;
    const suggestions = Boolean(panel?.querySelector('[role="combobox"][aria-expanded="true"]'));
    return { at, open, suggestions, inHeader: Boolean(el?.closest('.gallery > header')) };
  }, ICON);

/** Opens the panel from the icon by keyboard; returns with focus on the project field. */
async function openPanel(t, { suggestions }) {
  const icon = t.page.locator(ICON).first();
  await icon.focus();
  await t.page.keyboard.press('Enter');
  await eventually(
    () => focusState(t),
    (s) => s.open && s.at === 'panel:project',
    'Enter on the search icon opens the panel with focus on the project field',
  );
  const field = t.page.locator(`[id="${await icon.getAttribute('aria-controls')}"] [role="combobox"]`);
  if (suggestions) {
    if ((await field.getAttribute('aria-expanded')) !== 'true') {
      // A regional site shows no suggestions for an empty field: ask for some.
      await t.page.keyboard.press('ControlOrMeta+A');
      await t.page.keyboard.type('roof', { delay: 20 });
    }
    await eventually(
      () => field.getAttribute('aria-expanded'),
      (v) => v === 'true',
      'the suggestions show in the panel',
    );
    await field.page().locator('[role="option"]').first().waitFor();
  } else {
    if ((await field.getAttribute('aria-expanded')) === 'true') await t.page.keyboard.press('Escape');
    await eventually(
      () => field.getAttribute('aria-expanded'),
      (v) => v === 'false',
      'Escape closes the suggestions',
    );
  }
  await t.page.waitForTimeout(200); // the panel's entrance (motion on)
}

/** Closes whatever is open (the panel, its suggestions) and leaves the page in its first state. */
async function closeAll(t) {
  for (let i = 0; i < 3 && (await focusState(t)).open; i += 1) {
    const state = await focusState(t);
    if (!state.inHeader) await t.page.locator(ICON).first().focus();
    await t.page.keyboard.press('Escape');
    await t.page.waitForTimeout(100);
  }
  await t.page
    .locator('h1')
    .first()
    .click({ position: { x: 2, y: 2 } });
  await eventually(
    () => focusState(t),
    (s) => !s.open,
    'the panel closes',
  );
}

/** Presses `key`, waits for the focus change to settle (the suggestions close after focus lands). */
async function press(t, key) {
  await t.page.keyboard.press(key);
  await t.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 120)))),
  );
  return focusState(t);
}

/** Tabs from the project field to `control` ('project', 'zip' or 'submit'). */
async function tabTo(t, control) {
  const steps = { project: 0, zip: 1, submit: 2 }[control];
  let state = await focusState(t);
  for (let i = 0; i < steps; i += 1) state = await press(t, 'Tab');
  assert(
    state.at === `panel:${control}`,
    `Tab ${steps} time(s) from the project field should reach ${control}, focus is ${state.at}`,
  );
}

/** What each key should do from each control: [control, key, check(state) → problem or null]. */
const EXPECTED = [
  ['project', 'Tab', (s) => (s.at === 'panel:zip' && s.open ? null : 'should go to the ZIP field in the open panel')],
  [
    'project',
    'Shift+Tab',
    // Back to the icon; the panel may stay open (a disclosure's content stays while its button has focus).
    (s) => (s.at === 'icon' ? null : 'should go back to the search icon'),
  ],
  ['zip', 'Tab', (s) => (s.at === 'panel:submit' && s.open ? null : 'should go to the Search button')],
  ['zip', 'Shift+Tab', (s) => (s.at === 'panel:project' && s.open ? null : 'should go back to the project field')],
  [
    'submit',
    'Tab',
    (s) =>
      !s.open && s.at.startsWith('after ') && s.inHeader
        ? null
        : "should close the panel and go on to the header's next control",
  ],
  ['submit', 'Shift+Tab', (s) => (s.at === 'panel:zip' && s.open ? null : 'should go back to the ZIP field')],
  ['project', 'Escape', (s) => (s.at === 'icon' && !s.open ? null : 'should close the panel, focus on the icon')],
  ['zip', 'Escape', (s) => (s.at === 'icon' && !s.open ? null : 'should close the panel, focus on the icon')],
  ['submit', 'Escape', (s) => (s.at === 'icon' && !s.open ? null : 'should close the panel, focus on the icon')],
];

/** With the suggestions showing (focus in the field, or an option highlighted by ArrowDown). */
const EXPECTED_WITH_SUGGESTIONS = [
  ['Tab', EXPECTED[0][2]],
  ['Shift+Tab', EXPECTED[1][2]],
  ['ArrowDown Tab', EXPECTED[0][2]],
  ['ArrowDown Shift+Tab', EXPECTED[1][2]],
  // From the icon, with the panel still open, Escape closes it.
  ['Shift+Tab Escape', (s) => (s.at === 'icon' && !s.open ? null : 'should close the panel, focus on the icon')],
  [
    'Escape',
    (s) =>
      s.at === 'panel:project' && s.open && !s.suggestions ? null : 'should close only the suggestions, focus kept',
  ],
];

/**
 * 'View all' (on the sites that show it) is not a Tab stop: the suggestions close when focus leaves
 * the field. Its action must then be the Search button's, which is one: both go to the same page.
 */
async function viewAllMatchesSearch(t, brand, problems) {
  const urls = [];
  for (const how of ['View all', 'Search']) {
    await t.page.setViewportSize({ width: 1280, height: HEIGHT });
    await openGallery(t, { brand, user: 'signed-in' });
    await requireComponent(t, 'Header');
    await openPanel(t, { suggestions: true });
    await t.page.keyboard.press('ControlOrMeta+A');
    await t.page.keyboard.type('roof', { delay: 20 });
    const panel = t.page.locator(`[id="${await t.page.locator(ICON).first().getAttribute('aria-controls')}"]`);
    await panel.getByRole('option').first().waitFor();
    await t.page.waitForLoadState('networkidle');
    const galleryPage = t.page.url();
    // The suggestions' only plain button ('View all' in each language).
    const viewAll = panel.locator('button[type="button"]');
    if (how === 'View all') {
      if ((await viewAll.count()) === 0) return; // this site shows no 'View all'
      await viewAll.click();
    } else {
      await tabTo(t, 'submit');
      await t.page.keyboard.press('Enter');
    }
    const went = await t.page
      .waitForURL((url) => url.href !== galleryPage, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!went) {
      problems.push(`${how} at 1280 px went nowhere (focus on ${(await focusState(t)).at})`);
      return;
    }
    urls.push(t.page.url());
  }
  if (urls[0] !== urls[1]) problems.push(`'View all' goes to ${urls[0]}, the Search button to ${urls[1]}`);
}

async function searchPanelKeys(t, brand) {
  const problems = [];
  for (const width of WIDTHS) {
    await t.page.setViewportSize({ width, height: HEIGHT });
    await openGallery(t, { brand, user: 'signed-in' });
    await requireComponent(t, 'Header');
    await desktop(t).waitFor();
    await watchFocusLoss(t);
    const record = async (label, state, check) => {
      const problem = check(state);
      const lost = await focusLosses(t);
      if (problem)
        problems.push(
          `${width} px, ${label}: ${problem}, focus is ${state.at} (panel ${state.open ? 'open' : 'closed'})`,
        );
      if (lost.length) problems.push(`${width} px, ${label}: focus was on <body> while "${lost[0]}" was open`);
    };

    for (const [keys, check] of EXPECTED_WITH_SUGGESTIONS) {
      await openPanel(t, { suggestions: true });
      const presses = keys.split(' ');
      let state;
      for (const key of presses) state = await press(t, key);
      // Whatever happened, the next Tab must not find focus lost either.
      await record(`${keys} from the project field with suggestions`, state, check);
      if (state.at === 'body' || state.at === 'icon') {
        const next = await press(t, 'Tab');
        await record(`then Tab`, next, (s) =>
          s.at === 'body'
            ? 'should not leave focus on <body>'
            : state.open && s.at !== 'panel:project'
              ? 'should enter the open panel again'
              : null,
        );
      }
      await closeAll(t);
    }
    for (const [control, key, check] of EXPECTED) {
      await openPanel(t, { suggestions: false });
      await tabTo(t, control);
      await focusLosses(t);
      const state = await press(t, key);
      await record(`${key} from ${control} without suggestions`, state, check);
      await closeAll(t);
    }
  }
  await viewAllMatchesSearch(t, brand, problems);
  assert(problems.length === 0, `${brand}: ${problems.length} problem(s): ${problems.join('; ')}`);
}

export default GALLERY_BRAND_KEYS.map((brand) => ({
  name: `search panel keys: ${brand} at 1280 and 1024 px, Tab, Shift+Tab and Escape from every control, with and without suggestions`,
  viewport: 'desktop',
  run: (t) => searchPanelKeys(t, brand),
}));
