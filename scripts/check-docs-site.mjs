// The docs site in Debian's chromium (issue 34): `npm run docs && npm run check:docs-site`.
//
// Serves the built site (docs-site/) on 127.0.0.1, reads its index.json and opens every story and docs
// page (iframe.html?id=…&viewMode=story|docs). Each must render (a non-empty root, no Storybook error
// display), with no console error, no page error, no request to a host other than the loopback, and no
// axe violation in what the page renders (Storybook's own sidebar and panels are not in the iframe).
// It also fails when a page of docs/*.md is on neither the site (docs/site/lib/pages.ts) nor its
// list of internal pages. An entry that fails is opened once more on a fresh page: it fails the check
// if it fails again, and a pass on the second look is printed with what the first saw. Prints one
// line per entry, then `N passed, N failed`; exits 1 on a failure.
//
// node scripts/check-docs-site.mjs [--only <text>] [--screenshots <dir>] [--width <px>]
//   --only: the entries whose id contains the text; --screenshots: a PNG of each entry's first screen.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
// axe-core as @axe-core/playwright depends on it (the version the e2e checks run).
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(root, 'docs-site');
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    screenshots: { type: 'string' },
    width: { type: 'string', default: '1280' },
  },
});
/** Pages open at once (the machine has two cores; each page is light). */
const CONCURRENCY = 3;
/** How long a page may take to render, and how long its layout must then hold still. */
const RENDER_TIMEOUT_MS = 20_000;
const SETTLE_MS = 400;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** A static server for the built site, on an ephemeral port of the loopback. */
export function serve(dir = site) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The docs/*.md pages the site neither shows nor lists as internal, or lists but has no page for. */
function pagesMissingFromSite() {
  const registry = readFileSync(path.join(root, 'docs/site/lib/pages.ts'), 'utf8');
  const onSite = new Set([...registry.matchAll(/file: '([\w.-]+\.md)'/g)].map((m) => m[1]));
  const internal = new Set(
    [
      ...(/export const INTERNAL_PAGES[^=]*=\s*\[([^\]]*)\]/.exec(registry)?.[1] ?? '').matchAll(/'([\w.-]+\.md)'/g),
    ].map((m) => m[1]),
  );
  const imported = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx'))
        for (const m of readFileSync(full, 'utf8').matchAll(/from '(?:\.\.\/)+([\w.-]+\.md)\?raw'/g))
          imported.add(m[1]);
    }
  };
  walk(path.join(root, 'docs/site'));
  const problems = [];
  for (const file of readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
    if (internal.has(file)) continue;
    if (!onSite.has(file)) problems.push(`docs/${file} is in neither list of docs/site/lib/pages.ts`);
    else if (!imported.has(file)) problems.push(`docs/${file} has no page: no .mdx of docs/site imports it with ?raw`);
  }
  return problems;
}

const isLoopback = (url) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

/** Storybook's preview events (storybook/internal/core-events) that end a render. */
const RENDER_EVENTS = ['storyRendered', 'docsRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];

/**
 * One page that opens entries one after the other: the first with a page load, the next ones as the
 * Storybook UI does, by asking the preview for them (setCurrentStory), which saves a page load each.
 * The page's console, errors and requests are counted against the entry being checked.
 */
async function openChecker(context, base) {
  const page = await context.newPage();
  let problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text().slice(0, 300)} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error.message).slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('request', (request) => {
    if (!isLoopback(request.url())) problems.push(`request to another host: ${request.url()}`);
  });
  let loaded = false;

  async function open(id, viewMode) {
    if (!loaded) {
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}`);
      loaded = true;
      return;
    }
    const ended = await page.evaluate(
      ({ id, viewMode, events, timeout }) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const listeners = events.map((event) => [event, () => finish(event)]);
          const timer = setTimeout(() => finish('timeout'), timeout);
          function finish(event) {
            clearTimeout(timer);
            for (const [name, listener] of listeners) channel.off(name, listener);
            resolve(event);
          }
          for (const [name, listener] of listeners) channel.on(name, listener);
          channel.emit('setCurrentStory', { storyId: id, viewMode });
        }),
      { id, viewMode, events: RENDER_EVENTS, timeout: RENDER_TIMEOUT_MS },
    );
    if (ended === 'timeout') throw new Error(`no render event in ${RENDER_TIMEOUT_MS} ms`);
  }

  async function check(entry) {
    const started = Date.now();
    problems = [];
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    const rootSelector = viewMode === 'docs' ? '#storybook-docs' : '#storybook-root';
    try {
      await open(entry.id, viewMode);
      // Rendered: a docs page with text; a story whose frame (docs/site/lib/SiteChrome.tsx) holds an
      // element or says where the chrome navigated (a guard that redirects renders nothing).
      await page.waitForFunction(
        (docs) => {
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          if (docs) return (document.querySelector('#storybook-docs')?.textContent ?? '').trim().length > 0;
          const frame = document.querySelector('#storybook-root .site-story');
          const navigated = document.querySelector('#storybook-root .site-navigated')?.textContent ?? '';
          return (frame?.childElementCount ?? 0) > 0 || navigated.trim().length > 0;
        },
        viewMode === 'docs',
        { timeout: RENDER_TIMEOUT_MS },
      );
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        const shown = await page
          .locator('#error-message')
          .innerText()
          .catch(() => '');
        problems.push(`Storybook shows an error: ${shown.slice(0, 300)}`);
      } else {
        await settled(page);
        for (const v of await axe(page, rootSelector)) {
          const targets = v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
            .join(' | ');
          problems.push(`axe ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x: ${targets})`);
        }
      }
      if (options.screenshots) {
        mkdirSync(options.screenshots, { recursive: true });
        await page.screenshot({ path: path.join(options.screenshots, `${entry.id}.png`) });
      }
    } catch (error) {
      problems.push(`did not render: ${String(error.message ?? error).split('\n')[0]}`);
    }
    return { problems, ms: Date.now() - started };
  }

  return { check, close: () => page.close() };
}

/** One entry on a page of its own, loaded afresh. */
async function recheck(context, base, entry) {
  const checker = await openChecker(context, base);
  try {
    return await checker.check(entry);
  } finally {
    await checker.close();
  }
}

/**
 * Waits until the page's layout holds still (its height and each docs canvas's size unchanged for
 * SETTLE_MS), so axe sees what a reader sees and not a canvas between two sizes; at most 5 s.
 */
async function settled(page) {
  const signature = () =>
    page.evaluate(() =>
      [
        document.documentElement.scrollHeight,
        ...[...document.querySelectorAll('.docs-story')].flatMap((e) => [e.scrollHeight, e.clientHeight]),
      ].join(','),
    );
  const deadline = Date.now() + 5000;
  let last = await signature();
  let stableSince = Date.now();
  while (Date.now() < deadline && Date.now() - stableSince < SETTLE_MS) {
    await page.waitForTimeout(100);
    const now = await signature();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
}

/**
 * axe-core's violations in what the page rendered (axe-core as @axe-core/playwright ships it, run in
 * the page itself: its builder's cross-frame run costs seconds a page, and a story has no frames).
 */
async function axe(page, selector) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (root) => window.axe.run(root, { resultTypes: ['violations'] }).then((r) => r.violations),
    selector,
  );
}

/** Debian's chromium, headless, quiet: no background requests of its own. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

async function main() {
  if (!existsSync(path.join(site, 'index.json'))) {
    console.error('docs-site/index.json is missing: run `npm run docs` first.');
    process.exit(1);
  }
  const index = JSON.parse(readFileSync(path.join(site, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries).filter((e) => !options.only || e.id.includes(options.only));
  const server = await serve(site);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: Number(options.width), height: 900 } });
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  try {
    const missing = options.only ? [] : pagesMissingFromSite();
    for (const problem of missing) console.log(`FAIL pages: ${problem}`);
    failed += missing.length;
    const queue = [...entries];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const checker = await openChecker(context, base);
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const first = await checker.check(entry);
          // A failure is looked at once more on a fresh page load: what fails twice fails the check;
          // what passes the second time is printed with what the first look saw (a flaky page).
          const { problems, ms } = first.problems.length === 0 ? first : await recheck(context, base, entry);
          const line = `${entry.type.padEnd(5)} ${entry.id} (${(ms / 1000).toFixed(1)} s)`;
          if (problems.length === 0) {
            passed++;
            console.log(`ok   ${line}`);
            if (first.problems.length > 0)
              console.log(
                `       passed on a second load; the first saw:\n${first.problems.map((p) => `         ${p}`).join('\n')}`,
              );
          } else {
            failed++;
            console.log(`FAIL ${line}\n${problems.map((p) => `       ${p}`).join('\n')}`);
          }
        }
        await checker.close();
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`(${entries.length} entries in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

// Run when called (`node scripts/check-docs-site.mjs`), not when docs/site/screenshots.mjs imports serve().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
