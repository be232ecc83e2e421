/* global getComputedStyle -- the evaluate callbacks run in the page */
import { assert, eventually, requireComponent } from '../harness.mjs';
import { GALLERY_DIST, serveGallery, strictCsp } from '../servers.mjs';

/**
 * The gallery under the strict, nonce-based Content Security Policy of issue 27
 * (`script-src 'nonce-…' 'strict-dynamic'; style-src 'nonce-…'; object-src 'none'; base-uri 'none'`,
 * a fresh nonce per response, which the page hands to its ChromeProvider), once more requiring
 * Trusted Types for scripts with only the library's policy allowed. For each skin: no violation
 * (`securitypolicyviolation` events and the console), the skin styled exactly as without the policy
 * (computed styles and a screenshot of the header), every <style> and stylesheet <link> carrying the
 * nonce, no hydration or React warning, and the mobile drawer (Radix's scroll lock and the drawer's
 * lazily loaded styles) opened under the policy too.
 */

const SKINS = [
  ['roofline', 'roofline'],
  ['homeadvisor', 'homeadvisor'],
  ['instapro', 'us'],
];

// The skin's parts whose computed styles must be those of the page without the policy.
const PROBES = [
  'header',
  'header [data-layout="desktop"]',
  'header nav button',
  'header input',
  'footer',
  'footer h2',
  'main section[data-placement], main [class*="rc-signup-banner"]',
];
const PROPERTIES = [
  'display',
  'position',
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'border-bottom-width',
  'padding-top',
  'padding-left',
  'min-height',
  'grid-template-rows',
];

/** Collects CSP violations and Trusted Types refusals in the page from its first script on. */
async function watchViolations(page) {
  const console = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /content security policy|trusted ?type|nonce|hydrat|did not match/i.test(text) ||
      (message.type() === 'error' && /Warning:|React/.test(text))
    )
      console.push(`${message.type()}: ${text}`);
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.effectiveDirective} ${event.blockedURI || '(inline)'} ${event.sample ?? ''}`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__violations)), ...console];
}

async function openSkin(page, origin, brand) {
  await page.goto(`${origin}/?brand=${brand}&user=signed-out&variant=standardWithSearch`);
  await page.locator('h1').first().waitFor();
  // The navigation data has arrived: the desktop bar has its project-type triggers.
  await page.locator('header nav button').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

const computedStyles = (page) =>
  page.evaluate(
    ({ probes, properties }) =>
      probes.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${properties.map((property) => style.getPropertyValue(property)).join(' | ')}`;
      }),
    { probes: PROBES, properties: PROPERTIES },
  );

/** Every <style> and stylesheet <link> outside <noscript> without the page's nonce. */
const elementsWithoutNonce = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style, link[rel="stylesheet"], script')]
      .filter((element) => !element.closest('noscript') && !element.nonce)
      .map((element) => element.outerHTML.slice(0, 120)),
  );

async function run(t, brand, trustedTypes) {
  const policed = await serveGallery(GALLERY_DIST, { csp: { trustedTypes } });
  try {
    // The page without the policy: what the skin must look like.
    await openSkin(t.page, t.galleryUrl, brand);
    const expectedStyles = await computedStyles(t.page);
    const expectedHeader = await t.page.locator('header').first().screenshot({ animations: 'disabled' });

    const page = await t.context.newPage();
    page.setDefaultTimeout(8000);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const violations = await watchViolations(page);
    const response = await page.goto(`${policed.url}/?brand=${brand}`);
    const header = response.headers()['content-security-policy'];
    assert(header && header === strictCsp(/'nonce-([^']+)'/.exec(header)[1], { trustedTypes }), `policy: ${header}`);
    await openSkin(page, policed.url, brand);
    await requireComponent({ page }, 'Header');

    assert((await violations()).length === 0, `violations on load:\n      ${(await violations()).join('\n      ')}`);
    const missing = await elementsWithoutNonce(page);
    assert(missing.length === 0, `elements without the nonce:\n      ${missing.join('\n      ')}`);
    const styles = await computedStyles(page);
    const differences = styles.filter((line, index) => line !== expectedStyles[index]);
    assert(
      differences.length === 0,
      `styles differ from the page without the policy:\n      ${differences.join('\n      ')}\n    expected:\n      ${expectedStyles.join('\n      ')}`,
    );
    const shot = await page.locator('header').first().screenshot({ animations: 'disabled' });
    assert(shot.equals(expectedHeader), 'the header looks different under the policy (screenshot)');
    // The nav panel's rows: its links in columns, not one row of twelve.
    const rows = await page.evaluate(() => {
      const list = document.querySelector('header nav ul[data-columns]');
      return list ? getComputedStyle(list).getPropertyValue('--nav-rows').trim() : 'no list';
    });
    assert(/^\d+$/.test(rows), `the nav panel's rows (--nav-rows) are not set: ${rows}`);

    // The mobile drawer: its code, its styles and Radix's scroll lock arrive under the policy.
    await page.setViewportSize({ width: 375, height: 812 });
    const trigger = page.getByRole('banner').first().locator('[data-layout="mobile"]').getByRole('button', {
      name: /menu/i,
    });
    await trigger.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await eventually(
      () => dialog.evaluate((element) => getComputedStyle(element).position),
      (position) => position === 'fixed',
      'the drawer is not styled (position: fixed) under the policy',
    );
    await eventually(
      () => page.evaluate(() => getComputedStyle(document.body).overflow),
      (overflow) => overflow === 'hidden',
      "Radix's scroll lock did not apply under the policy",
    );
    assert(
      (await violations()).length === 0,
      `violations with the drawer open:\n      ${(await violations()).join('\n      ')}`,
    );
    const missingOpen = await elementsWithoutNonce(page);
    assert(missingOpen.length === 0, `elements without the nonce, drawer open:\n      ${missingOpen.join('\n      ')}`);
    assert(pageErrors.length === 0, `uncaught errors under the policy: ${pageErrors.join('; ')}`);
    await page.close();
  } finally {
    await policed.close();
  }
}

export default SKINS.flatMap(([skin, brand]) => [
  {
    name: `csp: ${skin} under a strict nonce-based policy: no violation, styled as without it, drawer opens`,
    run: (t) => run(t, brand, false),
  },
  {
    name: `csp: ${skin} under a strict policy requiring Trusted Types: no violation, styled as without it, drawer opens`,
    run: (t) => run(t, brand, true),
  },
]);
