import { URLSearchParams } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';

/** Thrown when the gallery says a skin does not export a component yet. */
export class MissingComponentError extends Error {
  constructor(name) {
    super(`the skin does not export ${name} yet`);
    this.name = 'MissingComponentError';
  }
}

export class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

export function assert(condition, message) {
  if (!condition) throw new AssertionError(message);
}

/** Opens a gallery page and waits for React to render it. */
export async function openGallery(t, params = {}, path = '/') {
  const search = new URLSearchParams({ user: 'signed-out', ...params }).toString();
  await t.page.goto(`${t.galleryUrl}${path}?${search}`);
  await t.page.locator('h1').first().waitFor();
}

/** Fails with MissingComponentError when the gallery shows that a component has not landed. */
export async function requireComponent(t, name) {
  const missing = t.page.getByTestId(`slot-missing-${name}`);
  if ((await missing.count()) > 0) throw new MissingComponentError(name);
  const broken = t.page.getByTestId(`slot-error-${name}`);
  if ((await broken.count()) > 0)
    throw new AssertionError(`${name} failed to render: ${await broken.first().innerText()}`);
}

/**
 * Runs axe-core on the page as it is now. Violations are collected, not thrown, so the scenario
 * goes on to check its behaviour; the runner fails the scenario at the end if any were found,
 * listing each rule with the elements it flagged. `label` names the page and state.
 */
export async function checkA11y(t, label) {
  const results = await new AxeBuilder({ page: t.page }).analyze();
  t.a11yChecks.push(label);
  for (const v of results.violations) {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    t.a11yViolations.push(`[${label}] ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x: ${targets})`);
  }
}

/** Polls `read` until `accept(value)` holds, or fails after `timeout` ms with `message`. */
export async function eventually(read, accept, message, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline)
      throw new AssertionError(`${message} (last value: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads a dev API inspect list, e.g. inspect(t, 'members?email=a@b.co'). */
export async function inspect(t, what) {
  const res = await fetch(`${t.apiUrl}/__inspect/${what}`);
  return res.json();
}

/** Tells the dev API how one endpoint should behave for the rest of the scenario. */
export async function control(t, body) {
  const res = await fetch(`${t.apiUrl}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert(res.ok, `the dev API refused the control ${JSON.stringify(body)}`);
}

/**
 * Opens the mobile navigation drawer of the page's first header at 375 px and waits until it is styled
 * (position: fixed): under a Content Security Policy, its code and its styles arrived. Returns it.
 */
export async function openStyledDrawer(page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page
    .getByRole('banner')
    .first()
    .locator('[data-layout="mobile"]')
    .getByRole('button', { name: /menu/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await eventually(
    () => dialog.evaluate((element) => window.getComputedStyle(element).position),
    (position) => position === 'fixed',
    'the drawer is not styled (position: fixed) under the policy',
  );
  return dialog;
}
