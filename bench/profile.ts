/**
 * What holds a header interaction: a sampled CPU profile of each of the interaction bench's header
 * rows (bench/lib/interactions.ts), on the gallery built without minification and with source maps,
 * CPU 4x, motion on, a fresh page per run, first and second time. Each sample's self time goes to the
 * package (or the project folder) its source maps to, so the answer reads "aria-hidden 30 ms, react-dom
 * 25 ms", not "chunk-abc.js". Only the samples inside the interaction's Event Timing entry count (the
 * longest entry of its interactionId: input to the next paint, what the bench's first table measures):
 * the profile's clock and the page's `performance.now()` are matched through the page's navigation
 * start (DevTools' `Performance.getMetrics`).
 *
 *   npx tsx bench/profile.ts [--runs=3] [--ix=drawerOpen,accountOpen] [--from=<checkout>]
 *
 * `--from` profiles another checkout's gallery (a `git worktree` of an older commit). It prints
 * tables and writes node_modules/.cache/roofline-bench/profile.json; docs/performance.md quotes them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { HEADER_TARGETS } from './lib/interactions';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = path.resolve(arg('from') ?? '.');
const runs = Number(arg('runs') ?? 3);
const CPU = 4;

interface Interaction {
  id: string;
  viewport: 375 | 1280;
  params: string;
  /** Before the profiled action: opens what a close closes, or nothing. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** Resolves once the interaction's result is on screen (or gone). */
  done: (page: Page) => Promise<void>;
  /** Undoes it, so the second time starts where the first did. */
  undo: (page: Page) => Promise<void>;
}

const first = (page: Page, selector: string) => page.locator(selector).locator('visible=true').first();
const dialogShown = (page: Page) => first(page, HEADER_TARGETS.dialog).waitFor({ state: 'visible' });
const dialogGone = (page: Page) => page.locator(HEADER_TARGETS.dialog).first().waitFor({ state: 'hidden' });
const closeButton = (page: Page, name: RegExp) =>
  first(page, HEADER_TARGETS.dialog).getByRole('button', { name }).first();
const open = (selector: string) => (page: Page) => first(page, selector).tap();
const { drawer, search, navPanel: panel, account } = HEADER_TARGETS;

const INTERACTIONS: Interaction[] = [
  {
    id: 'drawerOpen',
    viewport: 375,
    params: 'user=signed-out&variant=standard',
    act: open(drawer),
    done: dialogShown,
    undo: async (page) => {
      await closeButton(page, HEADER_TARGETS.drawerClose).tap();
      await dialogGone(page);
    },
  },
  {
    id: 'drawerClose',
    viewport: 375,
    params: 'user=signed-out&variant=standard',
    prepare: async (page) => {
      await first(page, drawer).tap();
      await dialogShown(page);
    },
    act: (page) => closeButton(page, HEADER_TARGETS.drawerClose).tap(),
    done: dialogGone,
    undo: async () => undefined,
  },
  {
    id: 'searchOpen',
    viewport: 375,
    params: 'user=signed-out&variant=standard',
    act: open(search),
    done: dialogShown,
    undo: async (page) => {
      await closeButton(page, HEADER_TARGETS.searchClose).tap();
      await dialogGone(page);
    },
  },
  {
    id: 'searchClose',
    viewport: 375,
    params: 'user=signed-out&variant=standard',
    prepare: async (page) => {
      await first(page, search).tap();
      await dialogShown(page);
    },
    act: (page) => closeButton(page, HEADER_TARGETS.searchClose).tap(),
    done: dialogGone,
    undo: async () => undefined,
  },
  {
    id: 'navPanelOpen',
    viewport: 1280,
    params: 'user=signed-out&variant=standard',
    act: (page) => first(page, panel).click(),
    done: async (page) => {
      const id = await first(page, panel).getAttribute('aria-controls');
      await page.locator(`[id="${id}"]`).waitFor({ state: 'visible' });
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.mouse.move(4, 880);
    },
  },
  {
    id: 'accountOpen',
    viewport: 1280,
    params: 'user=signed-in&variant=standard',
    act: (page) => first(page, account).click(),
    done: (page) => first(page, HEADER_TARGETS.menu).waitFor({ state: 'visible' }),
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.mouse.move(4, 880);
    },
  },
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The package a source belongs to: `node_modules/<pkg>`, else the project's folder (src, skins, examples). */
function bucketOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
  }
  const parts = source.split('/');
  return parts[0] === 'examples' ? 'examples (the gallery)' : `${parts[0]}/`;
}

async function main() {
  const only = arg('ix')?.split(',');
  const chosen = INTERACTIONS.filter((ix) => !only || only.includes(ix.id));
  const dist = path.join(root, 'node_modules/.cache/roofline-bench/profile-gallery');
  process.env.GALLERY_DIST = dist;
  const servers = await import(pathToFileURL(path.join(root, 'e2e/servers.mjs')).href);
  const { api, url: apiUrl } = await servers.startDevApi();
  process.env.VITE_DEV_API_URL = apiUrl;
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'examples/gallery/vite.config.ts'),
    logLevel: 'error',
    build: { minify: false, sourcemap: true, outDir: dist, emptyOutDir: true },
  });
  const served = await servers.serveGallery(dist);
  // Each chunk's source map, and the folder its relative sources are resolved from.
  const maps = new Map<string, { consumer: SourceMapConsumer; dir: string } | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let entry: { consumer: SourceMapConsumer; dir: string } | null = null;
      try {
        const file = path.join(dist, new URL(url).pathname);
        const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
        entry = { consumer: new SourceMapConsumer(raw), dir: path.resolve(path.dirname(file), raw.sourceRoot ?? '') };
      } catch {
        entry = null;
      }
      maps.set(url, entry);
    }
    return maps.get(url) ?? null;
  };
  const where = (node: ProfileNode): { bucket: string; name: string } => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    if (!url) return { bucket: name.startsWith('(') ? name : 'browser built-ins', name };
    const map = url.startsWith(served.url) ? mapOf(url) : null;
    const original = map?.consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!map || !original?.source) return { bucket: path.basename(new URL(url).pathname), name };
    const source = path.resolve(map.dir, original.source);
    return {
      bucket: bucketOf(path.relative(root, source)),
      name: `${original.name ?? name} (${path.basename(source)})`,
    };
  };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  type Tally = { busy: number; buckets: Map<string, number>; functions: Map<string, number>; window: number };
  const results: Record<string, { first: Tally; second: Tally }> = {};
  try {
    for (const ix of chosen) {
      const tallies = { first: newTally(), second: newTally() };
      for (let run = 0; run < runs; run++) {
        const phone = ix.viewport === 375;
        const context = await browser.newContext({
          viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
          hasTouch: phone,
          isMobile: phone,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await page.goto(`${served.url}/?brand=roofline&${ix.params}&api=${encodeURIComponent(apiUrl)}`);
        await first(page, ix.id.startsWith('account') ? account : ix.viewport === 375 ? drawer : panel).waitFor();
        await page.waitForTimeout(5000); // idle-time preloads and hydration's tail
        await cdp.send('Performance.enable');
        const metrics = (await cdp.send('Performance.getMetrics')).metrics;
        const navigationStartMs = (metrics.find((m) => m.name === 'NavigationStart')?.value ?? 0) * 1000;
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        for (const time of ['first', 'second'] as const) {
          await ix.prepare?.(page);
          await page.waitForTimeout(1000);
          await page.evaluate(() => {
            const w = window as unknown as { __et: { start: number; end: number }[] };
            w.__et = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as PerformanceEventTiming[]) {
                if (e.interactionId) w.__et.push({ start: e.startTime, end: e.startTime + e.duration });
              }
            }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
          });
          await cdp.send('Profiler.start');
          await ix.act(page);
          await ix.done(page);
          await page.waitForTimeout(400); // Event Timing reports after the paint
          const { profile } = await cdp.send('Profiler.stop');
          const entries = await page.evaluate(
            () => (window as unknown as { __et: { start: number; end: number }[] }).__et,
          );
          const longest = entries.sort((a, b) => b.end - b.start - (a.end - a.start))[0];
          if (!longest) console.log(`${ix.id} ${time}: no Event Timing entry (under 16 ms)`);
          else tallyProfile(profile as never, tallies[time], where, navigationStartMs, longest);
          await ix.undo(page);
          await page.waitForTimeout(800);
        }
        await context.close();
      }
      results[ix.id] = tallies;
      print(ix.id, tallies, runs);
    }
  } finally {
    await browser.close();
    await served.close();
    await api.close();
  }
  const out = path.resolve('node_modules/.cache/roofline-bench');
  mkdirSync(out, { recursive: true });
  const json = Object.fromEntries(
    Object.entries(results).map(([id, t]) => [
      id,
      Object.fromEntries(
        (['first', 'second'] as const).map((time) => [
          time,
          {
            eventTimingMs: t[time].window / runs,
            busyMs: t[time].busy / runs,
            buckets: Object.fromEntries([...t[time].buckets].map(([k, v]) => [k, v / runs])),
          },
        ]),
      ),
    ]),
  );
  writeFileSync(path.join(out, 'profile.json'), JSON.stringify({ root, runs, cpu: CPU, results: json }, null, 2));

  function newTally(): Tally {
    return { busy: 0, buckets: new Map(), functions: new Map(), window: 0 };
  }
}

function tallyProfile(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number },
  tally: { busy: number; buckets: Map<string, number>; functions: Map<string, number>; window: number },
  where: (node: ProfileNode) => { bucket: string; name: string },
  navigationStartMs: number,
  window: { start: number; end: number },
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  tally.window += window.end - window.start;
  let at = profile.startTime; // µs, the same clock as NavigationStart
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000; // a sample's time runs to the next one
    const pageTime = at / 1000 - navigationStartMs;
    if (pageTime < window.start || pageTime > window.end) return;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { bucket, name } = where(node);
    tally.busy += ms;
    tally.buckets.set(bucket, (tally.buckets.get(bucket) ?? 0) + ms);
    const key = `${bucket}: ${name}`;
    tally.functions.set(key, (tally.functions.get(key) ?? 0) + ms);
  });
}

function print(
  id: string,
  tallies: Record<
    'first' | 'second',
    { busy: number; buckets: Map<string, number>; functions: Map<string, number>; window: number }
  >,
  runs: number,
) {
  for (const time of ['first', 'second'] as const) {
    const t = tallies[time];
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `    ${(v / runs).toFixed(1).padStart(6)} ms  ${k}`)
        .join('\n');
    console.log(
      `\n${id}, ${time} time: Event Timing ${(t.window / runs).toFixed(0)} ms, of it ${(t.busy / runs).toFixed(1)} ms busy in the profile (CPU ${CPU}x, mean of ${runs})`,
    );
    console.log(`  by package:\n${top(t.buckets, 10)}`);
    console.log(`  by function:\n${top(t.functions, 12)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
