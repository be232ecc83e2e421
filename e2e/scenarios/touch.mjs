/* global getComputedStyle -- the evaluate callbacks run in the page */
import { assert, checkA11y, eventually, openGallery, requireComponent } from '../harness.mjs';

/**
 * The header as a phone user works it: a touch screen (taps only), the operating system's default
 * motion settings (animations on), a phone-sized window and a phone's CPU (4x slower). After every
 * close the drawer must be gone from the screen, the page must scroll again and the trigger must
 * open it again: the checks that a run with reduced motion emulated never exercised.
 */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'no-preference',
};
/** A touch tablet in landscape: the desktop layout (from 1024 px) operated by taps. */
export const TABLET = {
  viewport: { width: 1180, height: 820 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'no-preference',
};
const CPU_SLOWDOWN = 4;

const banner = (t) => t.page.getByRole('banner').first();
const mobileBar = (t) => banner(t).locator('[data-layout="mobile"]');

/**
 * Opens the gallery with the header, on a mid-range phone's CPU (Chromium's own throttling through
 * the DevTools protocol) unless `slow` is false.
 */
async function openHeader(t, params, { slow = true } = {}) {
  if (slow) {
    const cdp = await t.context.newCDPSession(t.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await openGallery(t, params);
  await requireComponent(t, 'Header');
}

/**
 * What covers the page at a few points across the window: the elements painted on top that are not
 * part of the page's own tree (#root), such as a portalled drawer or overlay left on screen.
 */
const coveringElements = (t) =>
  t.page.evaluate(() => {
    const root = document.getElementById('root');
    const { innerWidth: w, innerHeight: h } = window;
    const points = [
      [w - 20, h / 2],
      [w / 2, h / 2],
      [20, h - 40],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((el) => el && !root.contains(el))
      .map((el) => `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}|${el.className}]`);
  });

/** The page scrolls: no lock left on the body, and a wheel turn moves it. */
async function assertPageScrolls(t, after) {
  const locked = await t.page.evaluate(() => {
    const { body } = document;
    return getComputedStyle(body).overflow === 'hidden' || body.hasAttribute('data-scroll-locked');
  });
  assert(!locked, `the page is still scroll-locked after ${after}`);
  await t.page.evaluate(() => window.scrollTo(0, 0));
  await t.page.mouse.move(187, 400);
  await t.page.mouse.wheel(0, 300);
  await eventually(
    () => t.page.evaluate(() => window.scrollY),
    (y) => y > 0,
    `the page does not scroll after ${after}`,
    3000,
  );
  await t.page.evaluate(() => window.scrollTo(0, 0));
}

/** After a close: the drawer leaves the screen, the trigger says collapsed, the page scrolls. */
async function assertClosed(t, trigger, after) {
  await eventually(
    () => coveringElements(t),
    (covering) => covering.length === 0,
    `something still covers the page 2 s after ${after}`,
    2000,
  );
  await eventually(
    () => t.page.locator('[role="dialog"]').count(),
    (count) => count === 0,
    `a dialog is still in the page after ${after}`,
    2000,
  );
  assert((await trigger.getAttribute('aria-expanded')) === 'false', `the trigger still says expanded after ${after}`);
  await assertPageScrolls(t, after);
}

/** Taps the trigger and waits for the drawer to be on screen (its right edge inside the window). */
async function tapOpen(t, trigger) {
  await trigger.tap();
  const dialog = t.page.getByRole('dialog');
  await dialog.waitFor();
  await eventually(
    () => dialog.evaluate((el) => Math.round(el.getBoundingClientRect().left)),
    (left) => left < 375 - 200,
    'the drawer did not slide in',
    3000,
  );
  return dialog;
}

/** Opens and closes a drawer by every route (✕, Escape, the overlay), twice each, checking each close. */
async function exerciseDrawer(t, trigger, closeName) {
  for (let round = 0; round < 2; round += 1) {
    let dialog = await tapOpen(t, trigger);
    await dialog.getByRole('button', { name: closeName }).first().tap();
    await assertClosed(t, trigger, `✕ (round ${round + 1})`);

    dialog = await tapOpen(t, trigger);
    await t.page.keyboard.press('Escape');
    await assertClosed(t, trigger, `Escape (round ${round + 1})`);

    await tapOpen(t, trigger);
    // The overlay shows at the left of the 360 px drawer.
    await t.page.touchscreen.tap(8, 400);
    await assertClosed(t, trigger, `a tap on the overlay (round ${round + 1})`);
  }
}

export default [
  {
    name: 'touch: on a phone with motion on, the navigation drawer opens and closes by ✕, Escape and the overlay, every time',
    context: PHONE,
    async run(t) {
      await openHeader(t, { brand: 'roofline' });
      const trigger = mobileBar(t).getByRole('button', { name: 'Open menu' });
      await exerciseDrawer(t, trigger, 'Close menu');
    },
  },
  {
    name: 'touch: on a phone with motion on, the profile drawer of a signed-in member closes every time (HomeAdvisor)',
    context: PHONE,
    async run(t) {
      await openHeader(t, { brand: 'homeadvisor', user: 'signed-in' });
      const trigger = mobileBar(t).getByRole('button', { name: /account/i });
      await exerciseDrawer(t, trigger, /close/i);
    },
  },
  {
    name: 'touch: on a phone with reduced motion, the navigation drawer closes at once and opens again (UK)',
    context: { ...PHONE, reducedMotion: 'reduce' },
    async run(t) {
      await openHeader(t, { brand: 'uk' }, { slow: false });
      const trigger = mobileBar(t).getByRole('button', { name: /menu/i }).last();
      for (let round = 0; round < 2; round += 1) {
        const dialog = await tapOpen(t, trigger);
        await dialog.getByRole('button', { name: /close/i }).first().tap();
        // No exit animation: gone on the next frames, not after the closing delay.
        await eventually(
          () => t.page.locator('[role="dialog"]').count(),
          (count) => count === 0,
          'with reduced motion the drawer should leave at once',
          300,
        );
        await assertClosed(t, trigger, `✕ with reduced motion (round ${round + 1})`);
      }
    },
  },
  {
    name: 'touch: on a phone, a group card opens by tap, Back returns to the groupings, and the drawer closes from the card',
    context: PHONE,
    async run(t) {
      await openHeader(t, { brand: 'roofline' });
      const trigger = mobileBar(t).getByRole('button', { name: 'Open menu' });
      const dialog = await tapOpen(t, trigger);
      await dialog.getByRole('button', { name: 'Interior', exact: true }).tap();
      const card = dialog.getByRole('region', { name: 'Interior' });
      await card.getByRole('link', { name: 'View all interior projects' }).waitFor();
      await checkA11y(t, 'group card open on a touch phone');
      await card.getByRole('button', { name: 'Back' }).tap();
      await dialog.getByRole('button', { name: 'Exterior', exact: true }).waitFor();
      assert(!(await card.isVisible()), 'the group card should be hidden after Back');
      await dialog.getByRole('button', { name: 'Exterior', exact: true }).tap();
      const exterior = dialog.getByRole('region', { name: 'Exterior' });
      await exterior.getByRole('button', { name: 'Close menu' }).tap();
      await assertClosed(t, trigger, "the group card's ✕");
      const again = await tapOpen(t, trigger);
      await again.getByRole('button', { name: 'Interior', exact: true }).waitFor();
    },
  },
  {
    name: 'touch: on a touch tablet (1180 px), nav panels and the account menu open and close by tap',
    context: TABLET,
    async run(t) {
      await openHeader(t, { brand: 'roofline', user: 'signed-in' });
      const desktop = banner(t).locator('[data-layout="desktop"]');
      const interior = desktop.getByRole('button', { name: 'Interior', exact: true });
      const viewAll = t.page.getByRole('link', { name: 'View all interior projects' });
      await interior.tap();
      await viewAll.waitFor();
      await interior.tap();
      await viewAll.waitFor({ state: 'hidden' });
      await interior.tap();
      await viewAll.waitFor();
      await t.page.touchscreen.tap(600, 780);
      await viewAll.waitFor({ state: 'hidden' });

      const account = desktop.getByRole('button', { name: /account|pat/i }).first();
      for (let round = 0; round < 2; round += 1) {
        await account.tap();
        const menu = t.page.getByRole('menu');
        await menu.waitFor();
        await menu.getByRole('menuitem', { name: /log out/i }).waitFor();
        await t.page.touchscreen.tap(600, 780);
        await menu.waitFor({ state: 'detached' });
        assert((await account.getAttribute('aria-expanded')) === 'false', 'the account button still says expanded');
      }
    },
  },
];
