#!/usr/bin/env node
/**
 * The visual check of the skins: `npm run test:visual`.
 *
 * For every gallery brand x width x state (e2e/visual/states.mjs) it checks the layout invariants of
 * e2e/visual/invariants.mjs, which need no baseline. For one brand per skin it also compares
 * screenshots with the baselines committed in e2e/visual/baselines/, within TOLERANCE
 * (compare.mjs); the diff images and the new screenshots go to artifacts/visual/ for review. Those
 * brands also run with forced colours emulated at 375 and 1280 px, where a highlighted option, menu
 * item or expanded trigger must differ from its neighbours (highlightProblems).
 *
 *   npm run test:visual -- --update   write the screenshots as the new baselines
 *   VISUAL_ONLY=homeadvisor-375,uk-   run only the cases whose name contains one of these texts
 *   E2E_NO_BUILD=1                    reuse examples/gallery/dist (local re-runs only; pins DEV_API_PORT)
 *
 * Prints one line per failing case and a last line `N passed, M failed`; exits 1 on any failure.
 */
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath, URLSearchParams } from 'node:url';
import { GALLERY_BRAND_KEYS } from '../brands.mjs';
import { launchBrowser } from '../browser.mjs';
import { buildGallery, serveGallery, startDevApi } from '../servers.mjs';
import { compareWithBaseline } from './compare.mjs';
import { highlightProblems, layoutProblems } from './invariants.mjs';
import { STATES } from './states.mjs';

const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/visual/', import.meta.url));

/** The widths of the brief, with a window height typical of a device of that width. */
export const WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
];
/** One brand per skin is photographed; every brand is checked for the invariants. */
export const PHOTOGRAPHED = ['roofline', 'homeadvisor', 'uk'];
/** A fixed clock, so the copyright year in the baselines does not move. */
const FIXED_TIME = new Date('2026-06-15T12:00:00Z');
/** Hides what varies from run to run on the gallery's own page (the dev API's port). */
const SCREENSHOT_CSS = '.lede { visibility: hidden !important; } * { caret-color: transparent !important; }';

/** Forced colours (Windows High Contrast) run at a phone and a desktop width, one brand per skin. */
const FORCED_WIDTHS = [375, 1280];

function cases() {
  const list = [];
  for (const brand of GALLERY_BRAND_KEYS) {
    const photographed = PHOTOGRAPHED.includes(brand);
    for (const size of WIDTHS) {
      for (const state of STATES) {
        if (!state.allBrands && !photographed) continue;
        list.push({ name: `${brand}-${size.width}-${state.name}`, brand, size, state, photographed, forced: false });
      }
    }
    if (!photographed) continue;
    for (const size of WIDTHS.filter((w) => FORCED_WIDTHS.includes(w.width))) {
      for (const state of STATES.filter((s) => s.forced)) {
        const name = `${brand}-${size.width}-${state.name}-forced`;
        list.push({ name, brand, size, state, photographed, forced: true });
      }
    }
  }
  return list;
}

async function runCase(browser, galleryUrl, c, { update }) {
  const context = await browser.newContext({
    viewport: c.size,
    // Motion on, as most people have it (a state may ask for reduced motion where behaviour differs).
    reducedMotion: c.state.reducedMotion ?? 'no-preference',
    forcedColors: c.forced ? 'active' : 'none',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught error in the page: ${error.message}`));
  try {
    await page.clock.setFixedTime(FIXED_TIME);
    const params = new URLSearchParams({ brand: c.brand, user: c.state.user ?? 'signed-out' });
    await page.goto(`${galleryUrl}/?${params}`);
    await page.locator('.gallery > header [data-layout]').first().waitFor({ state: 'attached' });
    await page.locator('#banner form').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await c.state.enter(page, c.size);
    const problems = await layoutProblems(page, { phone: c.size.width < 768, pseudo: c.brand === 'pseudo' });
    if (c.forced) problems.push(...(await highlightProblems(page)));
    for (const problem of problems) errors.push(problem);
    if (c.photographed) {
      for (const [part, target] of c.state.shots) {
        const file = `${c.name}-${part}.png`;
        const options = { animations: 'disabled', caret: 'hide', style: SCREENSHOT_CSS };
        const shot =
          target === 'viewport'
            ? await page.screenshot(options)
            : await page.locator(target).first().screenshot(options);
        const verdict = await compareWithBaseline(shot, `${BASELINES}${file}`, `${ARTIFACTS}${file}`, { update });
        if (verdict) errors.push(`${file} ${verdict}`);
      }
    }
  } catch (error) {
    errors.push(String(error?.message ?? error).split('\n')[0]);
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}failed-${c.name}.png` }).catch(() => {});
  } finally {
    await context.close();
  }
  return errors;
}

async function main() {
  const update = process.argv.includes('--update');
  const only = process.env.VISUAL_ONLY;
  const wanted = only ? only.split(',') : [];
  const selected = cases().filter((c) => !only || wanted.some((w) => c.name.includes(w)));
  await rm(ARTIFACTS, { recursive: true, force: true });

  const noBuild = process.env.E2E_NO_BUILD === '1';
  const { api, url: apiUrl } = await startDevApi(noBuild ? Number(process.env.DEV_API_PORT ?? 4010) : 0);
  if (!noBuild) await buildGallery(apiUrl);
  const gallery = await serveGallery();
  const browser = await launchBrowser();
  console.log(
    `visual check: ${selected.length} cases, chromium ${browser.version()}${update ? ', updating baselines' : ''}\n`,
  );

  let passed = 0;
  let failed = 0;
  const started = Date.now();
  try {
    for (const c of selected) {
      await fetch(`${apiUrl}/__reset`, { method: 'POST' });
      const errors = await runCase(browser, gallery.url, c, { update });
      if (errors.length === 0) {
        passed += 1;
        if (process.env.VISUAL_VERBOSE === '1') console.log(`  ✓ ${c.name}`);
      } else {
        failed += 1;
        console.log(`  ✗ ${c.name}\n      ${errors.join('\n      ')}`);
      }
    }
  } finally {
    await browser.close();
    await gallery.close();
    await api.close();
  }
  console.log(
    `\nin ${Math.round((Date.now() - started) / 1000)} s; diffs and screenshots of failures in artifacts/visual/`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
