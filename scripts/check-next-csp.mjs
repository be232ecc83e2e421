// Checks the Next.js example under the strict, nonce-based Content Security Policy of docs/safety.md
// (run by `npm run example:nextjs` after `next build examples/nextjs`, so in CI): the chrome from the
// skin's DEFAULT entry (its CSS in its JS, no stylesheet import) is styled and raises no violation.
// - /csp/server: `ServerHeader` and `ServerFooter` (Server Components) with the request's nonce in
//   their theme; /csp/client: getting-started's client pattern (ChromeProvider with the nonce, Header,
//   SearchBar, Footer). The example's proxy (examples/nextjs/proxy.ts) makes a nonce per request, sends
//   the policy (without its Trusted Types directives, which Next's own runtime does not meet: see
//   proxy.ts) and hands the nonce to the pages as the `x-nonce` request header.
// - /no-csp/server and /no-csp/client: the same pages outside the proxy (no policy): the reference.
// `next start` serves the build; Debian's chromium (CHROMIUM_PATH overrides it, e2e/browser.mjs) loads
// each page at 375 and 1280 px, twice under the policy, and compares with the reference the computed
// styles of a set of the chrome's elements (the header's background and font, a menu panel's display,
// the mobile- and desktop-only parts, the footer, the sign-up button, their boxes' sizes): once with
// JavaScript off (the server's HTML alone: styled before any script, no flash of unstyled content, no
// shift) and once hydrated and idle (the skins' idle preloads have added their sheets). A
// `securitypolicyviolation` event, a console or page error, or a sheet of the skins twice in the
// document fails the load.
// Before the fix (at 1f1e938: React 19 hoisted the skins' <style>s into one `<style data-precedence>`
// that Next printed without the nonce): 0 of 16 loads styled, 0 of 16 without a violation. After,
// with the sheets as nonced stylesheet links to `data:` addresses on the server: 16 of 16 and 16 of 16
// (an earlier cut, links in the browser too, still had 8 violations: the preloads React adds for a
// stylesheet link it inserts carry no nonce). About 45 s.
/* global getComputedStyle -- read in the page */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, VIEWPORTS } from '../e2e/browser.mjs';
import { startNextExample } from './next-start.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOADS_UNDER_POLICY = 2;

/** Elements of the chrome and the computed properties compared (the first match of each selector). */
const PROBES = {
  header: ['background-color', 'font-family', 'font-size', 'display', 'height'],
  '.rc-header-bar': ['display', 'align-items', 'height', 'padding-left'],
  '.rc-header-mobile-only': ['display'],
  '.rc-header-desktop-only': ['display'],
  '.rc-menu-panel': ['display', 'position'],
  '.rc-header-logo': ['display', 'width', 'height'],
  footer: ['background-color', 'color', 'font-size', 'padding-top', 'height'],
  '.rc-footer-panel': ['display'],
  '.rc-signup-button': ['background-color', 'border-top-left-radius', 'font-weight', 'height'],
};

/** The probes' computed styles in the page (`null` for a selector that matches nothing). */
const readStyles = (page) =>
  page.evaluate((probes) => {
    const out = {};
    for (const [selector, properties] of Object.entries(probes)) {
      const element = document.querySelector(selector);
      if (!element) {
        out[selector] = null;
        continue;
      }
      const style = getComputedStyle(element);
      out[selector] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }
    return out;
  }, PROBES);

/** Loads `url` and returns its probes' styles, with JavaScript off or once hydrated, and what went wrong. */
async function load(browser, url, viewport, javaScriptEnabled) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const problems = [];
  // Init scripts run in every document, before its own scripts, whatever the page's policy.
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.effectiveDirective} ${event.blockedURI || '(inline)'}`),
    );
  });
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico, which the example has not.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || /content security policy|trusted type/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
  try {
    await page.goto(url, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
    if (javaScriptEnabled) await page.waitForTimeout(500);
    const styles = await readStyles(page);
    if (javaScriptEnabled)
      problems.push(...(await page.evaluate(() => window.__violations)).map((v) => `violation: ${v}`));
    // One element per sheet of the skins in the document: no two with the same rules.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('[data-precedence="roofline-chrome"]')].map((element) =>
        [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
      ),
    );
    const twice = sheets.filter((sheet, index) => sheets.indexOf(sheet) !== index);
    if (twice.length)
      problems.push(`sheets in the document more than once: ${twice.map((sheet) => sheet.slice(0, 40)).join(', ')}`);
    return { styles, problems };
  } finally {
    await context.close();
  }
}

/** What differs between `styles` and the reference, as lines. */
function differences(styles, reference) {
  const lines = [];
  for (const [selector, expected] of Object.entries(reference)) {
    const actual = styles[selector];
    if (expected === null) {
      lines.push(`${selector}: not in the reference page`);
      continue;
    }
    if (actual === null) {
      lines.push(`${selector}: missing`);
      continue;
    }
    for (const [property, value] of Object.entries(expected))
      if (actual[property] !== value) lines.push(`${selector} ${property}: ${actual[property]} (expected ${value})`);
  }
  return lines;
}

const next = await startNextExample(root, '/bare');
const browser = await launchBrowser();
const failures = [];
let loads = 0;
let unstyled = 0;
let violating = 0;
try {
  for (const kind of ['server', 'client']) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const javaScriptEnabled of [false, true]) {
        const when = javaScriptEnabled ? 'hydrated' : 'without JavaScript';
        const reference = await load(browser, `${next.url}/no-csp/${kind}`, viewport, javaScriptEnabled);
        if (reference.problems.length)
          failures.push(`/no-csp/${kind} (${size}, ${when}): ${reference.problems.join('; ')}`);
        for (let run = 1; run <= LOADS_UNDER_POLICY; run++) {
          const result = await load(browser, `${next.url}/csp/${kind}`, viewport, javaScriptEnabled);
          loads++;
          const diff = differences(result.styles, reference.styles);
          if (diff.length) unstyled++;
          if (result.problems.length) violating++;
          const status = diff.length || result.problems.length ? 'FAIL' : 'ok';
          console.log(
            `/csp/${kind} at ${size}, ${when}, load ${run}: ${diff.length ? `${diff.length} styles differ` : 'styled as without the policy'}, ${result.problems.length} problems ${status}`,
          );
          if (diff.length || result.problems.length)
            failures.push(
              `/csp/${kind} (${size}, ${when}, load ${run}):\n    ${[...result.problems, ...diff.slice(0, 8)].join('\n    ')}`,
            );
        }
      }
    }
  }
} finally {
  await browser.close();
  next.close();
}

console.log(
  `Next example under the strict CSP, default entry: ${loads - unstyled} of ${loads} loads styled as without it, ${loads - violating} of ${loads} without a violation or error`,
);
if (failures.length) {
  console.error(`check-next-csp:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
