/* global localStorage -- the evaluate callbacks run in the page */
import { assert, eventually, inspect, requireComponent } from '../harness.mjs';

/**
 * Issue 37: three tabs whose footer sign-ups fail within 0 to 100 ms of each other each keep theirs,
 * and a later load sends every one exactly once. Each tab reads its own copy of localStorage, which
 * another tab's write reaches a little later: when the queue was one list written back whole, one of
 * three sign-ups was lost in 4 of 6 runs (the visitor had seen "You're all set!"). Three pages of one
 * browser context (one origin's storage), member-create failing (503) while they submit, then a fourth
 * page with the service back.
 */

const STAGGERS = [
  ['together', [0, 0, 0]],
  ['0, 20 and 100 ms apart', [0, 20, 100]],
];

/** The stored sign-ups of the page's origin (each an entry of its own, or an older version's list). */
const storedSignups = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('roofline-chrome:signup-retry') && !/:lease$/.test(key))
      .map((key) => localStorage.getItem(key))
      .join('\n'),
  );

async function openTab(t) {
  const page = await t.context.newPage();
  page.setDefaultTimeout(15000);
  await page.goto(`${t.galleryUrl}/?user=signed-out`);
  await page.locator('h1').first().waitFor();
  return page;
}

async function round(t, label, delays) {
  const stamp = Date.now();
  const emails = delays.map((_, index) => `tab${index + 1}+${stamp}@example.com`);
  // The service fails while the three tabs submit: the answers are held, then given `delays` apart,
  // so the three failures (and the tabs' writes to the queue) come that close together.
  const held = [];
  await t.context.route('**/member/create', (route) => {
    held.push(route);
  });
  const tabs = [];
  for (const email of emails) {
    const page = await openTab(t);
    const form = page.locator('#footer-signup');
    await form.getByRole('textbox', { name: /email/i }).fill(email);
    // The sign-up calls' code loads on the form's first use: there before the submissions race.
    await page.waitForTimeout(300);
    tabs.push({ page, form });
  }
  for (const { form } of tabs) await form.getByRole('button').last().click();
  for (const { form } of tabs) await form.getByText("You're all set!").waitFor();
  await eventually(
    () => held.length,
    (count) => count === tabs.length,
    `${label}: each tab should have sent its sign-up`,
  );
  const released = Date.now();
  await Promise.all(
    held.splice(0).map(async (route, index) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, released + delays[index] - Date.now())));
      await route.fulfill({ status: 503, body: 'unavailable' });
    }),
  );
  // Every tab's sign-up is kept (read in each tab once the writes have reached it).
  for (const { page } of tabs) {
    await eventually(
      () => storedSignups(page),
      (stored) => emails.every((email) => stored.includes(email)),
      `${label}: every sign-up should be kept in the retry queue`,
    );
  }
  assert((await inspect(t, `members?email=${encodeURIComponent(emails[0])}`)).length === 0, 'nothing was sent yet');
  for (const { page } of tabs) await page.close();

  // A later load, with the service back, sends each once.
  await t.context.unroute('**/member/create');
  const later = await openTab(t);
  for (const email of emails) {
    await eventually(
      () => inspect(t, `members?email=${encodeURIComponent(email)}`),
      (list) => list.length === 1,
      `${label}: ${email} should reach the dev API once on the next load`,
      10000,
    );
  }
  await eventually(
    () => storedSignups(later),
    (stored) => stored === '',
    `${label}: the queue should be empty`,
  );
  await later.waitForTimeout(500);
  for (const email of emails) {
    const sent = await inspect(t, `members?email=${encodeURIComponent(email)}`);
    assert(sent.length === 1, `${label}: ${email} sent ${sent.length} times`);
  }
  await later.close();
}

export default [
  {
    name: 'signupTabs: three tabs whose footer sign-ups fail together or 0-100 ms apart: every one kept, then sent once',
    viewport: 'desktop',
    async run(t) {
      await t.page.goto(`${t.galleryUrl}/?user=signed-out`);
      await t.page.locator('h1').first().waitFor();
      await requireComponent(t, 'FooterSignupForm');
      for (const [label, delays] of STAGGERS) await round(t, label, delays);
    },
  },
];
