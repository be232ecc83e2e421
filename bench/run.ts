/**
 * npm run bench: the side-by-side benchmark of issue 9, in one run.
 *   1. bundle size (min + gzip -9, React external) of the same search-with-suggestions demo on
 *      useSearchBox and on each peer, and of "combobox + dropdown menu + dialog";
 *   2. server render time (renderToString, production React, median of interleaved warm runs);
 *   3. headless Chromium against a local autocomplete endpoint (50 ms): requests while typing a
 *      10-character query at 50 ms a key, stale answers, last key to suggestions painted, commits;
 *   4. the Roofline header: renders outside the search box while typing in it;
 *   5. renderToString of the Roofline header + footer against the same markup as static JSX;
 *   6. issue 16's rows: inline <style> share of the full chrome's server HTML, its hydration in Chromium
 *      (and the commits after it) against the same markup as static JSX, the client JS up front of a
 *      page with the Roofline header, footer, banner and search bar (lazy chunks apart), the footer as
 *      a Server Component (the Next example's build), the search box against @algolia/autocomplete-js,
 *      and the no-JavaScript scenario.
 *   7. issue 29's interactions (bench/lib/interactions.ts): the header's menus, drawers and search on the
 *      built gallery against the peers' dialogs and menus, CPU 4x, motion on.
 * Prints the tables and writes docs/performance.md. Options: --quick (fewer runs), --no-write,
 * --only=interactions (that bench alone, printed, not written; --ix=drawer,search,navPanel,account,typing
 * for some of it; --gallery-from=<checkout> for another checkout's gallery; --save-before to keep the run
 * as bench/baselines/interactions-before.json).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  measureReact,
  measureSize,
  buildBrowserScript,
  buildInitScript,
  buildNodeModule,
  shippedPackage,
  type SizeResult,
} from './lib/bundle';
import { launchChromium, runTyping, type TypingResult } from './lib/browser';
import { CONTENDERS } from './lib/libraries';
import { runSsr, type SsrResult, type SsrTask } from './lib/ssr';
import { startServer } from './lib/server';
import { runChromeChecks, runChromeSsrRatio, type ChromeResults } from './lib/chrome';
import { runHydrationRatio, runIssue16, type Issue16Results } from './lib/issue16';
import { runLighthouse } from './lib/lighthouse';
import { machineInfo, printReport, writeDocs, type BenchResults, type BudgetRow } from './lib/report';
import { docAnalysis, docHead } from './lib/prose';
import { runInteractions, runInteractionsOnly, type InteractionResults } from './lib/interactions';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const root = join(benchDir, '..');
const appsDir = join(benchDir, 'apps');
const cacheDir = join(root, 'node_modules/.cache/roofline-bench');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
/** `--before-from=<checkout>`: that checkout's gallery measured in the same run as the interactions' "before". */
const beforeFrom = process.argv.find((arg) => arg.startsWith('--before-from='))?.slice('--before-from='.length);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const TYPED = 'roof leaks'; // 10 characters
const RUNS = quick ? 2 : 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (message: string) => console.error(`[bench] ${message}`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function sizes() {
  log('bundle sizes');
  const search: Record<string, SizeResult> = {};
  const suite: Record<string, SizeResult> = {};
  for (const contender of CONTENDERS) {
    search[contender.id] = await measureSize(
      `import { App } from './${contender.search}'; import { mount } from './shared'; mount(App);`,
      appsDir,
      [shippedPackage(root)],
    );
    if (contender.suite) {
      suite[contender.id] = await measureSize(
        `import { App } from './${contender.suite}'; import { mount } from './shared'; mount(App);`,
        appsDir,
        [shippedPackage(root)],
      );
    }
  }
  const shared = await measureSize(`import * as demo from './shared'; console.log(demo);`, appsDir);
  const react = await measureReact(appsDir);
  return { search, suite, shared, react };
}

interface SizeScript {
  measureShipped: (code: string) => Promise<{ gzip: number; packages: string[] }>;
  HEAVY: string[];
}

/** The size budgets of `npm run size`, measured on the built dist/ (what the package ships). */
async function budgets(): Promise<BudgetRow[] | string> {
  if (!existsSync(join(root, 'dist/index.js'))) return 'dist/ is missing (npm run build)';
  log('size budgets (dist/)');
  const script = (await import(pathToFileURL(join(root, 'scripts/size.mjs')).href)) as SizeScript;
  const entries = JSON.parse(readFileSync(join(root, 'scripts/size-budgets.json'), 'utf8')) as Array<{
    name: string;
    code: string;
    budgetBytes: number;
    mustNotInclude?: string[];
  }>;
  const rows: BudgetRow[] = [];
  for (const entry of entries) {
    const result = await script.measureShipped(entry.code);
    const heavy = script.HEAVY.filter((name) =>
      result.packages.some((found) => found === name || found.startsWith(`${name}/`)),
    );
    const forbidden = heavy.filter((name) => entry.mustNotInclude?.includes(name));
    rows.push({ name: entry.name, gzip: result.gzip, budget: entry.budgetBytes, heavy, forbidden });
  }
  return rows;
}

async function serverRender(): Promise<Record<string, SsrResult>> {
  log('server render (renderToString, production React)');
  const tasks: SsrTask[] = [];
  for (const contender of CONTENDERS) {
    const file = join(cacheDir, 'ssr', `${contender.id}.mjs`);
    await buildNodeModule(`export { App } from './${contender.search}';`, appsDir, file, [shippedPackage(root)]);
    tasks.push({ id: contender.id, file, exportName: 'App', mode: 'time' });
  }
  const results = await runSsr(
    cacheDir,
    benchDir,
    tasks,
    quick
      ? { warmup: 300, warmupMs: 800, rounds: 30, batchMs: 4 } // the full run's warm-up, fewer rounds
      : { warmup: 300, warmupMs: 800, rounds: 150, batchMs: 4 },
    120_000,
  );
  return Object.fromEntries(results.map((result) => [result.id, result]));
}

/** `--only=interactions`: issue 29's interaction bench alone (see bench/lib/interactions.ts). */
async function interactionsOnly() {
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  mkdirSync(cacheDir, { recursive: true });
  const server = await startServer();
  const handle = await launchChromium(CHROMIUM);
  try {
    await runInteractionsOnly({
      browser: handle.browser,
      server,
      root,
      benchDir,
      cacheDir,
      runs: RUNS,
      log,
      args: process.argv.slice(2),
    });
  } finally {
    await handle.close();
    await server.close();
  }
}

/**
 * `--only=ratios`: the two ratios to static JSX alone (header + footer renderToString, the full chrome's
 * hydration in Chromium), to check that `--quick` reads what the full run reads.
 */
async function ratiosOnly() {
  mkdirSync(cacheDir, { recursive: true });
  const initScript = await buildInitScript(join(benchDir, 'page/instrument.ts'));
  const server = await startServer();
  const handle = await launchChromium(CHROMIUM);
  try {
    const common = { handle, server, initScript, benchDir, cacheDir, quick, log, root };
    const ssrRatio = await runChromeSsrRatio({ ...common, typed: TYPED });
    const hydrated = await runHydrationRatio(common);
    console.log(
      `${quick ? 'quick' : 'full'}: header + footer renderToString ${ssrRatio.measured ? `${ssrRatio.ratio.toFixed(2)}x` : ssrRatio.reason} static JSX; ` +
        `full chrome hydration ${hydrated.ratio.toFixed(2)}x (${hydrated.real.hydrationMs.toFixed(1)} ms against ${hydrated.static.hydrationMs.toFixed(1)} ms)`,
    );
  } finally {
    await handle.close();
    await server.close();
  }
}

/** `--only=lighthouse`: Lighthouse's mobile run of the Next example alone. */
async function lighthouseOnly() {
  const result = await runLighthouse({ root, chromium: CHROMIUM, quick, log });
  console.log(JSON.stringify(result, null, 2));
}

const ALONE: Record<string, () => Promise<void>> = {
  interactions: interactionsOnly,
  ratios: ratiosOnly,
  lighthouse: lighthouseOnly,
};

async function main() {
  if (only !== undefined) {
    const part = ALONE[only];
    if (!part) throw new Error(`--only=${only}: the parts that run alone are ${Object.keys(ALONE).join(', ')}`);
    return part();
  }
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  mkdirSync(cacheDir, { recursive: true });
  const size = await sizes();
  const budgetRows = await budgets();
  const ssr = await serverRender();

  log('browser runs');
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const initScript = await buildInitScript(join(benchDir, 'page/instrument.ts'));
  const server = await startServer();
  const handle = await launchChromium(CHROMIUM);
  const typing: Record<string, TypingResult[]> = {};
  const outOfOrder: Record<string, TypingResult> = {};
  let chrome: ChromeResults;
  let issue16: Issue16Results;
  let interactions: InteractionResults;
  try {
    for (const contender of CONTENDERS) {
      server.setApp(
        contender.id,
        await buildBrowserScript(
          `import { App } from './apps/${contender.search}'; import { mountProfiled } from './page/mount'; mountProfiled(App);`,
          benchDir,
          [shippedPackage(root)],
        ),
      );
    }
    for (const contender of CONTENDERS) {
      log(`  ${contender.name}: typing "${TYPED}" at 50 ms a key, ${RUNS} runs`);
      server.setLatency(() => 50);
      typing[contender.id] = [];
      for (let run = 0; run < RUNS; run++) {
        typing[contender.id]?.push(
          await runTyping(handle, server, initScript, {
            app: contender.id,
            inputSelector: contender.inputSelector,
            parts: [TYPED],
            keyDelayMs: 50,
            pauseMs: 0,
            settleMs: 400,
            maxWaitMs: 4000,
          }),
        );
      }
      // Out of order: the answer for "roof" (and shorter) takes 400 ms, later ones 50 ms. Two runs.
      server.setLatency((query) => (query.trim().length <= 4 ? 400 : 50));
      const lateRuns: TypingResult[] = [];
      for (let run = 0; run < 2; run++) {
        lateRuns.push(
          await runTyping(handle, server, initScript, {
            app: contender.id,
            inputSelector: contender.inputSelector,
            parts: ['roof', ' leaks'],
            keyDelayMs: 50,
            pauseMs: 200,
            settleMs: 700,
            maxWaitMs: 4000,
          }),
        );
      }
      outOfOrder[contender.id] = lateRuns.find((run) => run.stale) ?? (lateRuns[0] as TypingResult);
    }
    server.setLatency(() => 50);
    chrome = await runChromeChecks({ handle, server, initScript, benchDir, cacheDir, quick, log, typed: TYPED, root });
    log('issue 16');
    issue16 = await runIssue16({ handle, server, initScript, root, benchDir, cacheDir, quick, log });
    log('issue 29: interactions');
    interactions = await runInteractions({
      browser: handle.browser,
      server,
      root,
      benchDir,
      cacheDir,
      runs: RUNS,
      log,
      ...(beforeFrom ? { beforeRoot: beforeFrom } : {}),
    });
  } finally {
    await handle.close();
    await server.close();
  }
  log('issue 29: Lighthouse (mobile) on the Next example');
  const lighthouse = await runLighthouse({ root, chromium: CHROMIUM, quick, log }).catch(
    (error: Error) => ({ measured: false, reason: `failed: ${error.message.split('\n')[0]}` }) as const,
  );

  const results: BenchResults = {
    machine: machineInfo(handle.version, loadAtStart),
    typed: TYPED,
    runs: RUNS,
    size,
    budgets: budgetRows,
    ssr,
    typing: Object.fromEntries(
      Object.entries(typing).map(([id, runs]) => [
        id,
        {
          requests: median(runs.map((run) => run.requests.length)),
          requestsMax: Math.max(...runs.map((run) => run.requests.length)),
          stale: runs.some((run) => run.stale),
          staleDetail: runs.find((run) => run.stale)?.staleDetail ?? '',
          paintMs: median(runs.flatMap((run) => (run.paintMs === null ? [] : [run.paintMs]))),
          missed: runs.filter((run) => run.paintMs === null).length,
          commitsPerKey: median(runs.map((run) => run.commits / Math.max(1, run.keys))),
          maxKeyGapMs: median(runs.map((run) => run.maxKeyGapMs)),
        },
      ]),
    ),
    outOfOrder: Object.fromEntries(
      Object.entries(outOfOrder).map(([id, run]) => [
        id,
        { stale: run.stale, detail: run.staleDetail, requests: run.requests.length },
      ]),
    ),
    chrome,
    issue16,
    interactions,
    lighthouse,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  printReport(results);
  if (!args.has('--no-write') && !quick) {
    writeDocs(join(root, 'docs/performance.md'), results, { head: docHead, tail: docAnalysis });
    log('wrote docs/performance.md');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
