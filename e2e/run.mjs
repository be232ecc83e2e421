#!/usr/bin/env node
/**
 * End-to-end tests in Debian's chromium: `npm run test:e2e`.
 * Starts the dev API on an ephemeral port, builds the gallery against it (vite build), serves the
 * build on another ephemeral port, then runs every scenario of e2e/scenarios/ in a fresh browser
 * context. Prints one line per scenario and a last line `N passed, M failed`; exits 1 on any failure.
 *
 *   E2E_ONLY=search        run only scenarios whose name contains this text (`a|b`: either)
 *   E2E_NO_BUILD=1         reuse examples/gallery/dist from an earlier run (only for local re-runs:
 *                          the build has the dev API's address in it, so this also pins DEV_API_PORT)
 *   E2E_ALLOW_MISSING=1    report scenarios whose component a skin does not export yet as skipped
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser, VIEWPORTS } from './browser.mjs';
import { MissingComponentError } from './harness.mjs';
import { buildGallery, serveGallery, startDevApi } from './servers.mjs';
import accessibility from './scenarios/accessibility.mjs';
import auth from './scenarios/auth.mjs';
import chunkFaults from './scenarios/chunkFaults.mjs';
import cls from './scenarios/cls.mjs';
import csp from './scenarios/csp.mjs';
import trustedTypesReact18 from './scenarios/trustedTypesReact18.mjs';
import signupTabs from './scenarios/signupTabs.mjs';
import errors from './scenarios/errors.mjs';
import footer from './scenarios/footer.mjs';
import header from './scenarios/header.mjs';
import headerFocus from './scenarios/headerFocus.mjs';
import keyboard from './scenarios/keyboard.mjs';
import nojs from './scenarios/nojs.mjs';
import search from './scenarios/search.mjs';
import searchDialog from './scenarios/searchDialog.mjs';
import touch from './scenarios/touch.mjs';
import signup from './scenarios/signup.mjs';

const SCENARIOS = [
  ...search,
  ...searchDialog,
  ...signup,
  ...header,
  ...touch,
  ...keyboard,
  ...headerFocus,
  ...footer,
  ...auth,
  ...errors,
  ...accessibility,
  ...nojs,
  ...cls,
  ...csp,
  ...trustedTypesReact18,
  ...signupTabs,
  ...chunkFaults,
];
const SCREENSHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
const SCENARIO_TIMEOUT_MS = 90_000;

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

async function main() {
  const only = process.env.E2E_ONLY;
  // `a|b` runs the scenarios whose name contains a or b.
  const parts = only?.split('|') ?? [];
  const selected = only ? SCENARIOS.filter((s) => parts.some((part) => s.name.includes(part))) : SCENARIOS;
  const allowMissing = process.env.E2E_ALLOW_MISSING === '1';
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const file of await readdir(SCREENSHOTS)) {
    if (file.startsWith('failed-')) await rm(`${SCREENSHOTS}${file}`);
  }

  const { api, url: apiUrl } = await startDevApi(
    process.env.E2E_NO_BUILD === '1' ? Number(process.env.DEV_API_PORT ?? 4010) : 0,
  );
  if (process.env.E2E_NO_BUILD !== '1') {
    const started = Date.now();
    await buildGallery(apiUrl);
    console.log(`built the gallery in ${Date.now() - started} ms`);
  }
  const gallery = await serveGallery();
  const browser = await launchBrowser();
  console.log(`dev API ${apiUrl}, gallery ${gallery.url}, chromium ${browser.version()}\n`);

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    for (const scenario of selected) {
      await fetch(`${apiUrl}/__reset`, { method: 'POST' });
      // Motion on, as most people have it; a scenario sets `context` for touch, reduced motion and more.
      const context = await browser.newContext({
        viewport: VIEWPORTS[scenario.viewport ?? 'desktop'],
        reducedMotion: 'no-preference',
        ...scenario.context,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const t = {
        page,
        context,
        browser,
        galleryUrl: gallery.url,
        apiUrl,
        api,
        screenshots: SCREENSHOTS,
        a11yChecks: [],
        a11yViolations: [],
      };
      const started = Date.now();
      try {
        await withTimeout(scenario.run(t), SCENARIO_TIMEOUT_MS, scenario.name);
        if (pageErrors.length) throw new Error(`uncaught error in the page: ${pageErrors.join('; ')}`);
        if (t.a11yViolations.length) {
          throw new Error(
            `axe found ${t.a11yViolations.length} violation(s):\n      ${t.a11yViolations.join('\n      ')}`,
          );
        }
        passed += 1;
        const a11y = t.a11yChecks.length ? `, axe clean on ${t.a11yChecks.length} state(s)` : '';
        console.log(`  ✓ ${scenario.name} (${Date.now() - started} ms${a11y})`);
      } catch (error) {
        if (error instanceof MissingComponentError && allowMissing) {
          skipped += 1;
          console.log(`  - ${scenario.name}: skipped, ${error.message}`);
        } else {
          failed += 1;
          const text = String(error?.message ?? '').startsWith('axe found')
            ? error.message
            : String(error?.stack ?? error)
                .split('\n')
                .slice(0, 6)
                .join('\n    ');
          console.log(`  ✗ ${scenario.name}\n    ${text}`);
          const shot = `${SCREENSHOTS}failed-${scenario.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
          await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await gallery.close();
    await api.close();
  }
  console.log('');
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
