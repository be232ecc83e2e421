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
      if (window.__focusLost === null) return; // stopped
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

/**
 * Installed in the page (an init script): `window.__focusIndicator(el)`, the keyboard focus indicator
 * of the focused `el` read from computed styles: its outline, else a box-shadow ring (with a border of
 * the same colour, which it thickens), else the same on an ancestor showing `:focus-within` (a field
 * whose box shows the focus), else a fill (forced colours' Highlight) that differs from the same place
 * unfocused (`unfocusedFill`, by default what is behind the element). `ratio` is the indicator's contrast against the colours next to it (for a ring outside the box,
 * what is behind it; inside, the element's own background; on its edge, both), `width` its thickness
 * in CSS px.
 */
function installFocusIndicator() {
  const parse = (text) => {
    const m = /rgba?\(([^)]+)\)/.exec(text ?? '');
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  /** The colour painted behind `node`'s content: its background over its ancestors' (white page). */
  const backdrop = (node) => {
    const layers = [];
    for (let n = node; n; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c.a > 0) layers.push(c);
      if (c && c.a >= 0.99) break;
    }
    return layers.reverse().reduce((acc, c) => over(c, acc), { r: 255, g: 255, b: 255, a: 1 });
  };
  const luminance = ({ r, g, b }) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrast = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (c) => `rgb(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)})`;
  const ringOf = (node) => {
    const cs = getComputedStyle(node);
    let color = null;
    let width = 0;
    let offset = 0;
    let kind = 'none';
    const outline = parse(cs.outlineColor);
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && outline?.a > 0) {
      kind = 'outline';
      color = outline;
      width = parseFloat(cs.outlineWidth);
      offset = parseFloat(cs.outlineOffset);
    } else {
      const m = /(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px(\s+inset)?/.exec(cs.boxShadow);
      if (m && Number(m[2]) > 0) {
        kind = 'box-shadow';
        color = parse(m[1]);
        width = Number(m[2]);
        offset = m[3] ? -width : 0;
        // The border of the same colour is part of the ring.
        if (!m[3] && cs.borderTopStyle !== 'none' && cs.borderTopColor === m[1]) width += parseFloat(cs.borderTopWidth);
      }
    }
    if (!color) return { kind, width: 0, ratio: 0 };
    const outside = backdrop(node.parentElement);
    const inside = backdrop(node);
    const shown = over(color, offset < 0 ? inside : outside);
    const next = offset < 0 ? [inside] : offset === 0 ? [outside, inside] : [outside];
    const ratio = Math.min(...next.map((c) => contrast(shown, c)));
    return { kind, width, ratio: Math.round(ratio * 100) / 100, color: hex(shown), next: next.map(hex).join(' / ') };
  };
  window.__fillOf = (el) => backdrop(el);
  window.__focusIndicator = (el, unfocusedFill = backdrop(el.parentElement)) => {
    const found = [ringOf(el)];
    for (let n = el.parentElement, i = 0; n && i < 3 && n.matches(':focus-within'); n = n.parentElement, i += 1) {
      const around = ringOf(n);
      if (around.kind !== 'none') found.push({ ...around, kind: `${around.kind} of its box` });
    }
    // A fill: the element's own colour, focused, against the same place unfocused.
    const fill = contrast(backdrop(el), unfocusedFill);
    found.push({ kind: 'fill', width: fill > 1 ? Infinity : 0, ratio: Math.round(fill * 100) / 100 });
    // The strongest: one that holds 2 px at 3:1 if any, else the element's own ring (or its lack).
    return found.find((f) => f.width >= 2 && f.ratio >= 3) ?? found[0];
  };
}

/** The focused element's indicator, with a short name for a failure's message. */
const focusedIndicator = (t) =>
  t.page.evaluate(() => {
    const el = document.activeElement;
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 24);
    const classes = [...el.classList].filter((c) => c.startsWith('rc-')).join('.');
    return {
      what: `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`,
      role: el.getAttribute('role'),
      ...window.__focusIndicator(el),
    };
  });

/** Every focusable part of the skins on the page, focused in turn (after a key press: as from the keyboard). */
const everyFocusable = (t) =>
  t.page.evaluate(() => {
    const results = [];
    const candidates = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
    for (const el of candidates) {
      if (!el.closest('[class*="rc-theme-"]') || el.tabIndex < 0 || el.disabled || !el.getClientRects().length)
        continue;
      const unfocused = window.__fillOf(el);
      el.focus({ preventScroll: true });
      if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
      const classes = [...el.classList].filter((c) => c.startsWith('rc-')).join('.');
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 24);
      results.push({
        what: `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`,
        ...window.__focusIndicator(el, unfocused),
      });
    }
    document.activeElement?.blur();
    return results;
  });

const weak = (indicator) => indicator.width < 2 || indicator.ratio < 3;
const describe = (i) =>
  `${i.what}: ${i.kind}${i.kind === 'none' ? '' : ` ${i.width} px, ${i.ratio}:1 (${i.color} against ${i.next})`}`;

async function focusRings(t, brand) {
  await t.page.addInitScript(installFocusIndicator);
  const problems = new Map();
  let measured = 0;
  for (const forcedColors of ['none', 'active']) {
    for (const width of WIDTHS) {
      const where = `${width} px${forcedColors === 'active' ? ', forced colours' : ''}`;
      const note = (indicator) => {
        measured += 1;
        if (!weak(indicator)) return;
        const key = `${where}: ${indicator.what.replace(/ ".*/, '')}`;
        if (!problems.has(key)) problems.set(key, `${where}: ${describe(indicator)}`);
      };
      await t.page.emulateMedia({ forcedColors, reducedMotion: 'no-preference' });
      await t.page.setViewportSize({ width, height: HEIGHT });
      await openGallery(t, { brand, user: 'signed-in' });
      await requireComponent(t, 'Header');
      await desktop(t).waitFor();
      await watchFocusLoss(t);

      // The account menu, opened from the keyboard: each item as Down reaches it.
      const account = t.page.locator('.gallery > header [data-layout="desktop"] button[aria-haspopup="menu"]').first();
      await account.focus();
      await t.page.keyboard.press('Enter');
      const menu = t.page.getByRole('menu');
      await menu.waitFor();
      await t.page.waitForTimeout(200);
      // Opened while its code was still loading, the menu itself has focus: Down goes to the first item.
      if ((await focusedIndicator(t)).role !== 'menuitem') await t.page.keyboard.press('ArrowDown');
      const items = await menu.getByRole('menuitem').count();
      assert(items > 0, `${where}: the account menu has items`);
      for (let i = 0; i < items; i += 1) {
        const indicator = await focusedIndicator(t);
        assert(
          indicator.role === 'menuitem',
          `${where}: Down should move focus onto the menu's items, it is on ${indicator.what}`,
        );
        note(indicator);
        await t.page.keyboard.press('ArrowDown');
      }
      await t.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      // Radix gives focus back to the trigger as the menu unmounts, after its exit: wait for it, or
      // it lands on the trigger after openPanel has focused the search icon.
      await eventually(
        () => account.evaluate((el) => el === document.activeElement),
        (v) => v === true,
        `${where}: Escape returns focus to the account button`,
      );

      // The search panel's controls.
      await openPanel(t, { suggestions: false });
      for (const control of ['project', 'zip', 'submit']) {
        if (control !== 'project') await press(t, 'Tab');
        note(await focusedIndicator(t));
      }
      await closeAll(t);
      const lost = await focusLosses(t);
      if (lost.length) problems.set(`${where}: lost`, `${where}: focus was on <body> while "${lost[0]}" was open`);
      // Stopped: what follows moves focus by script.
      await t.page.evaluate(() => {
        window.__focusLost = null;
      });

      // The first navigation panel's links, then every other focusable part of the page's chrome.
      const trigger = t.page.locator('.gallery > header nav button[aria-expanded]').first();
      await trigger.focus();
      await t.page.keyboard.press('Enter');
      await t.page
        .locator(`[id="${await trigger.getAttribute('aria-controls')}"] a`)
        .first()
        .waitFor();
      await t.page.keyboard.press('Tab');
      for (const indicator of await everyFocusable(t)) note(indicator);
    }
  }
  assert(measured > 100, `only ${measured} focus states measured`);
  assert(
    problems.size === 0,
    `${brand}: ${problems.size} focus indicator(s) under 2 px or 3:1: ${[...problems.values()].join('; ')}`,
  );
}

const keyScenarios = GALLERY_BRAND_KEYS.map((brand) => ({
  name: `search panel keys: ${brand} at 1280 and 1024 px, Tab, Shift+Tab and Escape from every control, with and without suggestions`,
  viewport: 'desktop',
  run: (t) => searchPanelKeys(t, brand),
}));

const focusRingScenarios = GALLERY_BRAND_KEYS.map((brand) => ({
  name: `focus ring: ${brand} at 1280 and 1024 px, normal and forced colours: the account menu's items, the search panel and every focusable part show 2 px at 3:1`,
  viewport: 'desktop',
  run: (t) => focusRings(t, brand),
}));

export default [...keyScenarios, ...focusRingScenarios];
