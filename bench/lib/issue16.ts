/**
 * Issue 16's rows, measured in the bench's run:
 * - the share of the full chrome's server HTML (header with its search bar, banner, footer; Roofline
 *   skin) that is inline <style> blocks;
 * - hydration of that HTML in Chromium (React's profiling build, a Profiler and the DevTools-style
 *   commit log of page/instrument.ts): the hydration commit, and every commit after it with the DOM
 *   changes it made and the components where it started; against hydrating the same markup as static
 *   JSX, in the same run;
 * - the client JS up front of a page with the Roofline skin's header, footer, banner and search bar,
 *   and the search box alone against @algolia/autocomplete-js (scripts/size-pages.mjs, from dist/);
 * - the footer as a Server Component (what scripts/check-next-footer.mjs reports on the Next build);
 * - the no-JavaScript scenario (e2e/scenarios/nojs.mjs: read, not run).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommitLog, BenchRecorder } from '../page/instrument';
import type { HydrationRecord } from '../page/mount';
import { buildBrowserScript, buildNodeModule, shippedPackage } from './bundle';
import type { BrowserHandle } from './browser';
import type { BenchServer } from './server';
import { runSsr } from './ssr';
import { staticComponentSource } from './staticJsx';

type NotMeasured = { measured: false; reason: string };

export interface StyleShare {
  measured: true;
  what: string;
  blocks: number;
  styleBytes: number;
  htmlBytes: number;
  share: number;
  /** The banner rendered markup on the server (Roofline's shows only after a profile lookup, spec 4.1). */
  bannerRendered: boolean;
}

export interface HydrationRun {
  /** hydrateRoot called to the hydration commit reported (wall clock, ms). */
  hydrationMs: number;
  /** The Profiler's actualDuration of the hydration commit (render work, ms). */
  actualMs: number;
  /** The commits after the hydration commit, until 1 s without one. */
  after: Array<{
    rendered: number;
    actualMs: number;
    atMs: number;
    mutations: number;
    noopMutations: number;
    kinds: Record<string, number>;
    changes: string[];
    roots: CommitLog['roots'];
  }>;
  recoverableErrors: string[];
}

export interface HydrationSide {
  runs: HydrationRun[];
  hydrationMs: number;
  actualMs: number;
  /** Median number of commits after hydration, and of those that changed nothing in the DOM. */
  afterCommits: number;
  emptyAfterCommits: number;
}

export interface HydrationResult {
  measured: true;
  real: HydrationSide;
  static: HydrationSide;
  ratio: number;
  viewport: string;
}

export interface PageJsRow {
  name: string;
  /** Up front, bundled by rolldown (as Vite 8 ships it). */
  gzip: number;
  /** Up front, bundled by esbuild (splits before tree-shaking), for reference. */
  esbuildGzip?: number;
  min: number;
  lazyGzip: number;
  lazyChunks: number;
  budgetBytes: number;
  over: boolean;
  targetBytes: number;
  targetMet: boolean;
  targetText: string;
  peerGzip?: number;
  chunks: Array<{ path: string; kind: string; min: number; gzip: number }>;
  breakdown: Array<{ name: string; min: number; gzip: number }>;
  lazyBreakdown: Array<{ name: string; min: number; gzip: number }>;
}

export interface NextFooterResult {
  measured: true;
  builtAt: string;
  routes: Array<{ route: string; totalKb: number; runtimeKb: number; islandsKb: number; budgetKb: number }>;
  failures: string;
  ok: boolean;
}

export interface NoJsResult {
  exists: boolean;
  file: string;
  scenarios: string[];
}

export interface Issue16Results {
  styles: StyleShare | NotMeasured;
  /** The same chrome with the skin's stylesheet linked (the theme's `stylesheet`). */
  linkedStyles: StyleShare | NotMeasured;
  hydration: HydrationResult | NotMeasured;
  pages: { rows: PageJsRow[]; stylesheet?: { name: string; gzip: number } } | NotMeasured;
  nextFooter: NextFooterResult | NotMeasured;
  nojs: NoJsResult;
}

export interface Issue16Options {
  handle: BrowserHandle;
  server: BenchServer;
  initScript: string;
  root: string;
  benchDir: string;
  cacheDir: string;
  quick: boolean;
  log: (message: string) => void;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Inline <style> blocks of server HTML: how many, their bytes (tags included), the share of the whole. */
export function styleShare(html: string, what: string): StyleShare {
  const blocks = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? [];
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  const styleBytes = blocks.reduce((sum, block) => sum + bytes(block), 0);
  const htmlBytes = bytes(html);
  const bannerRendered = !/<div data-bench="banner"><\/div>/.test(html);
  return {
    measured: true,
    what,
    blocks: blocks.length,
    styleBytes,
    htmlBytes,
    share: styleBytes / htmlBytes,
    bannerRendered,
  };
}

async function hydrateOnce(options: Issue16Options, app: string): Promise<HydrationRun> {
  const context = await options.handle.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: options.initScript });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${options.server.origin}/app/${app}`, { waitUntil: 'load' });
    // Until a second without a new commit (at most 6 s).
    const started = Date.now();
    let last = -1;
    let quietSince = Date.now();
    while (Date.now() - started < 6000) {
      await sleep(100);
      const count = await page.evaluate(
        () => (window as unknown as { __hydration?: HydrationRecord }).__hydration?.commits.length ?? 0,
      );
      if (count !== last) {
        last = count;
        quietSince = Date.now();
      }
      if (count > 0 && Date.now() - quietSince >= 1000) break;
    }
    const { record, log, recoverable } = await page.evaluate(() => {
      const w = window as unknown as { __hydration?: HydrationRecord; __bench: BenchRecorder };
      return { record: w.__hydration, log: w.__bench.commitLog, recoverable: w.__bench.recoverableErrors };
    });
    if (!record || record.commits.length === 0)
      throw new Error(`${app}: no hydration commit; page errors: ${errors.join('; ') || 'none'}`);
    const [first, ...rest] = record.commits;
    return {
      hydrationMs: (first?.at ?? NaN) - record.start,
      actualMs: first?.actualMs ?? NaN,
      after: rest.map((commit, index) => ({
        rendered: log[index + 1]?.rendered ?? NaN,
        actualMs: commit.actualMs,
        atMs: commit.at - record.start,
        mutations: log[index + 1]?.mutations ?? NaN,
        noopMutations: log[index + 1]?.noopMutations ?? NaN,
        kinds: log[index + 1]?.kinds ?? {},
        changes: log[index + 1]?.changes ?? [],
        roots: log[index + 1]?.roots ?? [],
      })),
      recoverableErrors: [...recoverable, ...errors],
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const summarise = (runs: HydrationRun[]): HydrationSide => ({
  runs,
  hydrationMs: median(runs.map((run) => run.hydrationMs)),
  actualMs: median(runs.map((run) => run.actualMs)),
  afterCommits: median(runs.map((run) => run.after.length)),
  emptyAfterCommits: median(runs.map((run) => run.after.filter((commit) => commit.mutations === 0).length)),
});

async function fullChromeHtml(
  options: Issue16Options,
  exportName: 'FullChromePage' | 'FullChromePageLinked' = 'FullChromePage',
): Promise<string> {
  const file = join(options.cacheDir, 'ssr', `full-chrome-${exportName}.mjs`);
  await buildNodeModule(`export { ${exportName} } from './chrome/chrome';`, join(options.benchDir, 'apps'), file, [
    shippedPackage(options.root),
  ]);
  const [captured] = await runSsr(
    options.cacheDir,
    options.benchDir,
    [{ id: 'full', file, exportName, mode: 'html' }],
    { warmup: 2, warmupMs: 0, rounds: 0, batchMs: 0 },
    60_000,
  );
  if (!captured?.html) throw new Error(`the full chrome did not render: ${captured?.error ?? 'no html'}`);
  return captured.html;
}

async function hydration(options: Issue16Options, html: string): Promise<HydrationResult> {
  const mount = JSON.stringify(join(options.benchDir, 'page/mount'));
  options.server.setApp(
    'hydrate-real',
    await buildBrowserScript(
      `import { FullChromePage } from './apps/chrome/chrome'; import { hydrateProfiled } from ${mount}; hydrateProfiled(FullChromePage);`,
      options.benchDir,
      [shippedPackage(options.root)],
    ),
    html,
  );
  // The static JSX hydrates its own server HTML (the same markup but for React's text separators
  // `<!-- -->`, which depend on how the text was split into JSX children, and the preload hints).
  const source = join(options.cacheDir, 'full-chrome-static.tsx');
  writeFileSync(source, staticComponentSource(html, 'StaticFullChrome'));
  const staticFile = join(options.cacheDir, 'ssr', 'full-chrome-static.mjs');
  await buildNodeModule(`export { StaticFullChrome } from ${JSON.stringify(source)};`, options.cacheDir, staticFile);
  const [staticHtml] = await runSsr(
    options.cacheDir,
    options.benchDir,
    [{ id: 'static', file: staticFile, exportName: 'StaticFullChrome', mode: 'html' }],
    { warmup: 2, warmupMs: 0, rounds: 0, batchMs: 0 },
    60_000,
  );
  if (!staticHtml?.html) throw new Error(`the static chrome did not render: ${staticHtml?.error ?? 'no html'}`);
  options.server.setApp(
    'hydrate-static',
    await buildBrowserScript(
      `import { StaticFullChrome } from ${JSON.stringify(source)}; import { hydrateProfiled } from ${mount}; hydrateProfiled(StaticFullChrome);`,
      options.cacheDir,
    ),
    staticHtml.html,
  );
  const real: HydrationRun[] = [];
  const plain: HydrationRun[] = [];
  // One pair first, not counted: the first load of each page compiles its script cold, and with two
  // runs the median was the mean of a cold and a warm run (the quick mode read 3.3-4.0x where the full
  // run, whose median of five leaves the cold run out, read 1.86x).
  await hydrateOnce(options, 'hydrate-real');
  await hydrateOnce(options, 'hydrate-static');
  for (let run = 0; run < (options.quick ? 3 : 5); run++) {
    real.push(await hydrateOnce(options, 'hydrate-real'));
    plain.push(await hydrateOnce(options, 'hydrate-static'));
  }
  const realSide = summarise(real);
  const staticSide = summarise(plain);
  return {
    measured: true,
    real: realSide,
    static: staticSide,
    ratio: realSide.hydrationMs / staticSide.hydrationMs,
    viewport: '1280 x 800',
  };
}

interface SizeModule {
  measurePages: () => Promise<{ rows: Array<Record<string, unknown>> }>;
  stylesheetSizes?: () => Array<{ name: string; gzip: number; missing?: boolean }>;
}

async function pageJs(
  options: Issue16Options,
): Promise<{ rows: PageJsRow[]; stylesheet?: { name: string; gzip: number } } | NotMeasured> {
  if (!existsSync(join(options.root, 'dist/index.js')))
    return { measured: false, reason: 'dist/ is missing (npm run build)' };
  const script = (await import(pathToFileURL(join(options.root, 'scripts/size.mjs')).href)) as SizeModule;
  const { rows } = await script.measurePages();
  const sheet = script.stylesheetSizes?.().find((item) => item.name.endsWith('/skins/roofline.css') && !item.missing);
  return {
    ...(sheet ? { stylesheet: { name: sheet.name, gzip: sheet.gzip } } : {}),
    rows: rows.map((row) => ({
      ...(row as unknown as PageJsRow),
      targetText: (row.target as { text: string }).text,
    })),
  };
}

/** Runs scripts/check-next-footer.mjs on the Next build in examples/nextjs/.next and reads its lines. */
async function nextFooter(options: Issue16Options): Promise<NextFooterResult | NotMeasured> {
  const built = join(options.root, 'examples/nextjs/.next/server/app/footer.html');
  if (!existsSync(built)) return { measured: false, reason: 'not built (npm run build && npm run example:nextjs)' };
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
    execFile(
      process.execPath,
      [join(options.root, 'scripts/check-next-footer.mjs')],
      { timeout: 60_000 },
      (error, out, err) => resolve({ stdout: out, stderr: err, code: error ? ((error.code as number) ?? 1) : 0 }),
    );
  });
  const routes = [
    ...stdout.matchAll(
      /^\/(\S+): first-load JS ([\d.]+) KB gzip = Next runtime ([\d.]+) KB \+ footer islands ([\d.]+) KB \(budget ([\d.]+) KB\)/gm,
    ),
  ].map((match) => ({
    route: `/${match[1]}`,
    totalKb: Number(match[2]),
    runtimeKb: Number(match[3]),
    islandsKb: Number(match[4]),
    budgetKb: Number(match[5]),
  }));
  if (routes.length === 0)
    return { measured: false, reason: `check-next-footer printed nothing to read: ${stderr.trim()}` };
  return {
    measured: true,
    builtAt: statSync(built).mtime.toISOString().slice(0, 16).replace('T', ' '),
    routes,
    failures: stderr.trim().replace(/^check-next-footer: /, ''),
    ok: code === 0,
  };
}

function nojs(root: string): NoJsResult {
  const file = 'e2e/scenarios/nojs.mjs';
  const path = join(root, file);
  if (!existsSync(path)) return { exists: false, file, scenarios: [] };
  const text = readFileSync(path, 'utf8');
  const scenarios = [...text.matchAll(/name:\s*(['"])(nojs: .*?)\1,/g)].map((match) => match[2] ?? '');
  return { exists: true, file, scenarios };
}

export async function runIssue16(options: Issue16Options): Promise<Issue16Results> {
  let styles: StyleShare | NotMeasured = { measured: false, reason: 'skins/roofline has no Header' };
  let linkedStyles: StyleShare | NotMeasured = { measured: false, reason: 'skins/roofline has no Header' };
  let hydrated: HydrationResult | NotMeasured = { measured: false, reason: 'skins/roofline has no Header' };
  try {
    options.log('  the full Roofline chrome: server HTML, and its hydration in Chromium');
    const html = await fullChromeHtml(options);
    styles = styleShare(html, 'Header (with search) + EmailSubscriptionBanner + Footer');
    linkedStyles = styleShare(
      await fullChromeHtml(options, 'FullChromePageLinked'),
      "the same, with the skin's stylesheet linked (theme.stylesheet = { href })",
    );
    hydrated = await hydration(options, html);
  } catch (error) {
    const reason = `failed: ${String((error as Error).message ?? error).split('\n')[0]}`;
    if (!styles.measured) styles = { measured: false, reason };
    if (!linkedStyles.measured) linkedStyles = { measured: false, reason };
    hydrated = { measured: false, reason };
  }
  options.log('  the page JS up front (dist/, scripts/size-pages.mjs)');
  const pages = await pageJs(options).catch((error: Error): NotMeasured => ({
    measured: false,
    reason: `failed: ${error.message.split('\n')[0]}`,
  }));
  options.log('  the footer as a Server Component (scripts/check-next-footer.mjs)');
  const footer = await nextFooter(options);
  return { styles, linkedStyles, hydration: hydrated, pages, nextFooter: footer, nojs: nojs(options.root) };
}

/** `--only=ratios`: the full chrome's hydration against the same markup as static JSX, alone. */
export async function runHydrationRatio(options: Issue16Options): Promise<HydrationResult> {
  return hydration(options, await fullChromeHtml(options));
}
