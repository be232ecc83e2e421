/* global localStorage -- the evaluate callbacks run in the page */
import { assert, checkA11y, eventually, inspect, openGallery, requireComponent } from '../harness.mjs';
import { PHONE } from './touch.mjs';

/**
 * Each lazily loaded chunk of the gallery's build, failing as it does on a real page: a 404 (a deploy
 * removed the old chunks), a request that hangs (a network blip), then the network back. Every one
 * must end in a usable control or the spec's state: never a button that says expanded with nothing
 * shown, never a submission that does nothing, never "You're all set!" with the sign-up lost.
 */

/** How long a part waits for its code before its plain stand-in shows (SLOW_PART_MS), with room. */
const SLOW_PART_WAIT_MS = 4000;

/**
 * Routes one chunk of the build (by the start of its file name) through a switch: 'fail' answers
 * 404, 'hang' holds the request, 'ok' lets it through. `drop()` ends the held requests (the hung
 * connection finally fails), `release()` lets them through (they were only slow).
 */
async function routeChunk(t, name, mode) {
  const chunk = { mode, requests: 0, answered: 0, held: [] };
  await t.page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), (route) => {
    chunk.requests += 1;
    if (chunk.mode === 'fail') {
      return route
        .fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
        .finally(() => (chunk.answered += 1));
    }
    if (chunk.mode === 'hang') {
      chunk.held.push(route);
      return undefined;
    }
    return route.continue();
  });
  // Each held request answered (aborted or let through) counts as answered.
  const settle = (action) =>
    Promise.all(
      chunk.held.splice(0).map((route) =>
        action(route)
          .catch(() => undefined)
          .finally(() => (chunk.answered += 1)),
      ),
    );
  chunk.drop = () => settle((route) => route.abort('connectionreset'));
  chunk.release = () => settle((route) => route.continue());
  return chunk;
}

/** Waits until the page has asked for the chunk (its preload, idle or on first use) at least `count` times. */
const requested = (chunk, count, what) =>
  eventually(
    () => chunk.requests,
    (n) => n >= count,
    `the ${what} chunk should have been requested ${count} time(s)`,
    8000,
  );

/** Waits until every 404 given so far has reached the page (a retry before that joins the failing load). */
const failuresArrived = (chunk) =>
  eventually(
    () => chunk.requests - chunk.answered - chunk.held.length,
    (pending) => pending === 0,
    'the 404s should have been answered',
  ).then(() => pause(400));

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trigger that says expanded must have something on the screen: the part or its stand-in. */
async function assertShowsWhatItClaims(t, trigger, shown, what) {
  assert((await trigger.getAttribute('aria-expanded')) === 'true', `${what}: the trigger should say expanded`);
  await shown.waitFor({ state: 'visible', timeout: SLOW_PART_WAIT_MS });
}

const mobileBar = (t) => t.page.locator('header [data-layout="mobile"]').first();
const desktopBar = (t) => t.page.locator('header [data-layout="desktop"]').first();

export default [
  {
    name: 'chunkFaults: account menu (desktop) hangs, fails, then loads: the account links stay reachable',
    viewport: 'desktop',
    async run(t) {
      const chunk = await routeChunk(t, 'AccountMenuDropdown', 'hang');
      await openGallery(t, { brand: 'roofline', user: 'signed-in' });
      await requireComponent(t, 'Header');
      const avatar = desktopBar(t).locator('button[aria-label="Account menu"]');
      await requested(chunk, 1, 'account menu');

      // Hung: Enter opens, and the plain panel of links shows instead of nothing.
      await avatar.focus();
      await t.page.keyboard.press('Enter');
      const panel = t.page.getByRole('region', { name: 'Account menu' });
      await assertShowsWhatItClaims(t, avatar, panel, 'hung chunk');
      const links = panel.getByRole('link');
      assert((await links.count()) >= 2, 'the plain panel should list the account links and log out');
      assert((await links.last().getAttribute('href')) !== null, 'the plain links should be links');
      await checkA11y(t, 'account menu, plain panel');
      await t.page.keyboard.press('Enter');
      await eventually(
        () => avatar.getAttribute('aria-expanded'),
        (v) => v === 'false',
        'Enter should close it',
      );
      assert((await panel.count()) === 0, 'the plain panel should go with the close');

      // The hung request fails, and so does the next (404): the next Enter tries again, the panel shows at once.
      chunk.mode = 'fail';
      await chunk.drop();
      // The dropped load must have failed in the page first: an activation before that joins it (no new request).
      await failuresArrived(chunk);
      const before = chunk.requests;
      await t.page.keyboard.press('Enter');
      await assertShowsWhatItClaims(t, avatar, panel, 'failed chunk');
      await requested(chunk, before + 1, 'account menu (retry on Enter)');
      await t.page.keyboard.press('Enter');

      // Back online: the next Enter loads the real menu.
      await failuresArrived(chunk);
      chunk.mode = 'ok';
      await t.page.keyboard.press('Enter');
      await t.page.getByRole('menu').waitFor({ timeout: 5000 });
      assert((await avatar.getAttribute('aria-expanded')) === 'true', 'the real menu is open');
      assert((await panel.count()) === 0, 'the plain panel gives way to the real menu');
    },
  },
  {
    name: 'chunkFaults: mobile drawer hangs, fails, then loads: a tap always shows the links',
    context: PHONE,
    async run(t) {
      const chunk = await routeChunk(t, 'MobileNavMenuContent', 'hang');
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const toggle = mobileBar(t).locator('button[aria-label="Open menu"]');
      await requested(chunk, 1, 'navigation drawer');

      // Hung: a tap opens the plain dialog of links (a native modal <dialog>), Escape closes it.
      await toggle.tap();
      const plain = t.page.locator('dialog[aria-label="Menu"]');
      await assertShowsWhatItClaims(t, toggle, plain, 'hung chunk');
      assert((await plain.getByRole('link').count()) > 5, 'the plain dialog should list the navigation links');
      await checkA11y(t, 'navigation menu, plain dialog');
      await t.page.keyboard.press('Escape');
      await eventually(
        () => toggle.getAttribute('aria-expanded'),
        (v) => v === 'false',
        'Escape should close the plain dialog and collapse the button',
      );

      // Failed (404): the next tap tries again and shows the plain dialog at once; its Close menu button closes it.
      chunk.mode = 'fail';
      await chunk.drop();
      // The dropped load must have failed in the page first: an activation before that joins it (no new request).
      await failuresArrived(chunk);
      const before = chunk.requests;
      await toggle.tap();
      await assertShowsWhatItClaims(t, toggle, plain, 'failed chunk');
      await requested(chunk, before + 1, 'navigation drawer (retry on tap)');
      await plain.getByRole('button', { name: 'Close menu' }).tap();
      await eventually(
        () => toggle.getAttribute('aria-expanded'),
        (v) => v === 'false',
        'the close button should close it',
      );
      assert(await toggle.evaluate((el) => el === document.activeElement), 'focus goes back to the menu button');

      // Back online: the next tap opens the real drawer.
      await failuresArrived(chunk);
      chunk.mode = 'ok';
      await toggle.tap();
      const drawer = t.page.locator('[role="dialog"][data-state="open"]:not(dialog)');
      await drawer.waitFor({ timeout: 5000 });
      assert((await plain.count()) === 0, 'the plain dialog gives way to the drawer');
    },
  },
  {
    name: 'chunkFaults: mobile search hangs, fails, then loads: the search form works meanwhile',
    context: PHONE,
    async run(t) {
      const chunk = await routeChunk(t, 'MobileSearchContent', 'hang');
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const trigger = mobileBar(t).locator('button[aria-label="Search"][aria-haspopup="dialog"]');
      await requested(chunk, 1, 'mobile search');

      await trigger.tap();
      const plain = t.page.locator('dialog[aria-label="Search for a project"]');
      await assertShowsWhatItClaims(t, trigger, plain, 'hung chunk');
      await t.page.keyboard.press('Escape');
      await t.page.keyboard.press('Escape');
      await eventually(
        () => trigger.getAttribute('aria-expanded'),
        (v) => v === 'false',
        'Escape should close the plain search',
      );

      // Failed (404): the next tap shows the plain form, which searches.
      chunk.mode = 'fail';
      await chunk.drop();
      // The dropped load must have failed in the page first: an activation before that joins it (no new request).
      await failuresArrived(chunk);
      const before = chunk.requests;
      await trigger.tap();
      await assertShowsWhatItClaims(t, trigger, plain, 'failed chunk');
      await requested(chunk, before + 1, 'mobile search (retry on tap)');
      await checkA11y(t, 'mobile search, plain dialog');
      await plain.getByRole('combobox', { name: 'Project' }).fill('gutter cleaning');
      await plain.getByRole('button', { name: 'Search' }).tap();
      await eventually(
        () => t.page.url(),
        (url) => url.includes('/find') && url.includes('gutter'),
        'the plain search form should go to the results page',
      );

      // Back online (a new page): the real full-screen search.
      chunk.mode = 'ok';
      await openGallery(t, { brand: 'roofline' });
      await mobileBar(t).locator('button[aria-label="Search"][aria-haspopup="dialog"]').tap();
      await t.page.locator('[role="dialog"]:not(dialog)').getByRole('button', { name: 'Back' }).waitFor();
    },
  },
  {
    name: 'chunkFaults: sign-up form engine fails or hangs: the banner validates, then signs up',
    viewport: 'desktop',
    async run(t) {
      const chunk = await routeChunk(t, 'signupFormEngine', 'fail');
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'EmailSubscriptionBanner');
      const banner = t.page.locator('#banner');
      // The engine loads on the form's first use (here the submission), not with the page.
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await requested(chunk, 1, 'form engine');
      await banner.getByText('Email address is required').waitFor({ timeout: 8000 });
      assert((await inspect(t, 'members')).length === 0, 'an invalid form must not call member create');

      // Hung now: the submission waits a few seconds for the engine, then goes on without it.
      chunk.mode = 'hang';
      const email = `engine+${Date.now()}@example.com`;
      await banner.getByRole('textbox', { name: /email/i }).fill(email);
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await banner.getByText("Thanks for signing up! You're all set.").waitFor({ timeout: 10000 });
      await eventually(
        () => inspect(t, `members?email=${encodeURIComponent(email)}`),
        (list) => list.length === 1,
        'member create should reach the dev API once',
      );
      await chunk.release();
    },
  },
  {
    name: 'chunkFaults: sign-up calls fail: the banner says so and Try again sends it; the footer keeps it for the next load',
    viewport: 'desktop',
    async run(t) {
      const chunk = await routeChunk(t, 'signupDelivery', 'fail');
      await openGallery(t, { brand: 'homeadvisor' });
      await requireComponent(t, 'FooterSignupForm');

      // The footer: the success view, as the spec says, and the sign-up kept.
      const form = t.page.locator('#footer-signup');
      const email = `kept+${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: /email/i }).fill(email);
      // The calls' code loads with the form engine, on the form's first use.
      await requested(chunk, 1, 'sign-up calls');
      await form.getByRole('button').last().click();
      await form.getByText("You're all set!").waitFor();
      await eventually(
        // Each kept sign-up is an entry of its own (roofline-chrome:signup-retry:job:<id>).
        () =>
          t.page.evaluate(() =>
            Object.keys(localStorage)
              .filter((key) => key.startsWith('roofline-chrome:signup-retry'))
              .map((key) => localStorage.getItem(key))
              .join('\n'),
          ),
        (stored) => stored.includes(email),
        'the footer sign-up should be kept in the retry queue',
      );
      assert((await inspect(t, 'homeadvisor-signups')).length === 0, 'nothing could be sent');

      // The banner: the spec's failure message; Try again once the network is back sends it.
      const banner = t.page.locator('#banner');
      const bannerEmail = `banner+${Date.now()}@example.com`;
      await banner.getByRole('textbox', { name: /email/i }).fill(bannerEmail);
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await banner.getByText("Sorry, we couldn't send the email.").waitFor();
      chunk.mode = 'ok';
      await banner.getByRole('button', { name: 'Try again' }).click();
      await banner.getByText(/Thanks for signing up/).waitFor();

      // The next load sends the kept footer sign-up.
      await openGallery(t, { brand: 'homeadvisor' });
      await eventually(
        () => inspect(t, `homeadvisor-signups?email=${encodeURIComponent(email)}`),
        (list) => list.length === 1,
        'the kept footer sign-up should reach the dev API on the next load',
        10000,
      );
    },
  },
];
