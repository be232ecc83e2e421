/**
 * The checks on the full Roofline chrome (skins/roofline Header and Footer):
 * - in Chromium, typing in the header's search box: React commits per keystroke and the components
 *   that rendered outside the search box (a committed-tree walk, the way React DevTools tells);
 * - renderToString of header + footer against the same markup as static JSX.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBrowserScript, buildNodeModule, redirect, shippedPackage } from './bundle';
import { runTyping, type BrowserHandle, type TypingResult } from './browser';
import type { BenchServer } from './server';
import { runSsr } from './ssr';
import { normaliseMarkup, staticComponentSource } from './staticJsx';

export type NotMeasured = { measured: false; reason: string };

export interface HeaderResult {
  measured: true;
  commitsPerKey: number;
  insidePerKey: number;
  outsidePerKey: number;
  outsideNames: Record<string, number>;
  requests: number;
  paintMs: number | null;
}

export interface ChromeSsrResult {
  measured: true;
  what: string;
  realUs: number;
  staticUs: number;
  /** Diagnostic: the same components built with Emotion's css prop dropped. */
  noEmotionUs: number;
  ratio: number;
  htmlBytes: number;
  identical: boolean;
}

export interface ChromeResults {
  header: HeaderResult | NotMeasured;
  ssr: ChromeSsrResult | NotMeasured;
}

export interface ChromeCheckOptions {
  handle: BrowserHandle;
  server: BenchServer;
  initScript: string;
  benchDir: string;
  cacheDir: string;
  quick: boolean;
  log: (message: string) => void;
  typed: string;
  /** The project root: the chrome apps are built against its dist/ (`shippedPackage`). */
  root: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN) : NaN;
};

async function available(options: ChromeCheckOptions) {
  const file = join(options.cacheDir, 'ssr', 'chrome.mjs');
  await buildNodeModule(
    "export { ChromePage, available } from './chrome/chrome';",
    join(options.benchDir, 'apps'),
    file,
    [shippedPackage(options.root)],
  );
  const module = (await import(`${file}?t=${Date.now()}`)) as { available: { header: boolean; footer: boolean } };
  return { file, ...module.available };
}

async function headerCheck(options: ChromeCheckOptions): Promise<HeaderResult | NotMeasured> {
  options.server.setApp(
    'header',
    await buildBrowserScript(
      "import { HeaderApp } from './apps/chrome/chrome'; import { mountProfiled } from './page/mount'; mountProfiled(HeaderApp);",
      options.benchDir,
      [shippedPackage(options.root)],
    ),
  );
  const runs: TypingResult[] = [];
  for (let run = 0; run < (options.quick ? 2 : 5); run++) {
    runs.push(
      await runTyping(
        options.handle,
        options.server,
        options.initScript,
        {
          app: 'header',
          inputSelector: 'input[role="combobox"]',
          parts: [options.typed],
          keyDelayMs: 50,
          pauseMs: 0,
          settleMs: 400,
          maxWaitMs: 4000,
        },
        true,
      ),
    );
  }
  const outsideNames: Record<string, number> = {};
  for (const run of runs) {
    for (const [name, count] of Object.entries(run.outsideNames))
      outsideNames[name] = (outsideNames[name] ?? 0) + count;
  }
  const perKey = (pick: (run: TypingResult) => number) => median(runs.map((run) => pick(run) / Math.max(1, run.keys)));
  return {
    measured: true,
    commitsPerKey: perKey((run) => run.commits),
    insidePerKey: perKey((run) => run.rendersInside),
    outsidePerKey: perKey((run) => run.rendersOutside),
    outsideNames,
    requests: median(runs.map((run) => run.requests.length)),
    paintMs: median(runs.flatMap((run) => (run.paintMs === null ? [] : [run.paintMs]))),
  };
}

async function ssrCheck(options: ChromeCheckOptions, realFile: string, what: string): Promise<ChromeSsrResult> {
  const [captured] = await runSsr(
    options.cacheDir,
    options.benchDir,
    [{ id: 'real', file: realFile, exportName: 'ChromePage', mode: 'html' }],
    { warmup: 2, warmupMs: 0, rounds: 0, batchMs: 0 },
    60_000,
  );
  if (!captured?.html) throw new Error(`header + footer did not render: ${captured?.error ?? 'no html'}`);
  const source = join(options.cacheDir, 'chrome-static.tsx');
  writeFileSync(source, staticComponentSource(captured.html, 'StaticChrome'));
  const staticFile = join(options.cacheDir, 'ssr', 'chrome-static.mjs');
  await buildNodeModule(`export { StaticChrome } from ${JSON.stringify(source)};`, options.cacheDir, staticFile);
  const noEmotionFile = join(options.cacheDir, 'ssr', 'chrome-no-emotion.mjs');
  await buildNodeModule(
    "export { ChromePage } from './chrome/chrome';",
    join(options.benchDir, 'apps'),
    noEmotionFile,
    [
      redirect('@emotion/react/jsx-runtime', join(options.benchDir, 'apps/chrome/noEmotionJsx.ts')),
      shippedPackage(options.root),
    ],
  );
  const results = await runSsr(
    options.cacheDir,
    options.benchDir,
    [
      { id: 'real', file: realFile, exportName: 'ChromePage', mode: 'time' },
      { id: 'static', file: staticFile, exportName: 'StaticChrome', mode: 'time' },
      { id: 'noEmotion', file: noEmotionFile, exportName: 'ChromePage', mode: 'time' },
      { id: 'staticHtml', file: staticFile, exportName: 'StaticChrome', mode: 'html' },
    ],
    // The same rounds in the quick mode: they take about 8 s, and with the full run's warm-up but 30
    // rounds the quick mode still read 3.65x where the full run read 2.51x (the 100 rounds reach the
    // settled state; two full runs differ by up to 20% on this shared machine).
    { warmup: 30, warmupMs: 1500, rounds: 100, batchMs: 10 },
    180_000,
  );
  const byId = Object.fromEntries(results.map((result) => [result.id, result]));
  const realUs = byId.real?.medianUs ?? NaN;
  const staticUs = byId.static?.medianUs ?? NaN;
  return {
    measured: true,
    what,
    realUs,
    staticUs,
    noEmotionUs: byId.noEmotion?.medianUs ?? NaN,
    ratio: realUs / staticUs,
    htmlBytes: captured.html.length,
    identical: normaliseMarkup(byId.staticHtml?.html ?? '') === normaliseMarkup(captured.html),
  };
}

export async function runChromeChecks(options: ChromeCheckOptions): Promise<ChromeResults> {
  const parts = await available(options);
  let header: HeaderResult | NotMeasured = { measured: false, reason: 'skins/roofline exports no Header yet' };
  let ssr: ChromeSsrResult | NotMeasured = {
    measured: false,
    reason: 'skins/roofline exports no Header and Footer yet',
  };
  if (parts.header) {
    options.log('  the Roofline header: typing in its search box');
    header = await headerCheck(options);
  }
  if (parts.header || parts.footer) {
    options.log('  the Roofline header + footer: renderToString against static JSX');
    const what =
      parts.header && parts.footer
        ? 'Header + Footer'
        : parts.header
          ? 'Header (no Footer yet)'
          : 'Footer (no Header yet)';
    ssr = await ssrCheck(options, parts.file, what);
  }
  return { header, ssr };
}

/** `--only=ratios`: the header + footer renderToString ratio to static JSX alone (no typing run). */
export async function runChromeSsrRatio(options: ChromeCheckOptions): Promise<ChromeSsrResult | NotMeasured> {
  const parts = await available(options);
  if (!parts.header || !parts.footer) return { measured: false, reason: 'skins/roofline has no Header or Footer' };
  return ssrCheck(options, parts.file, 'Header + Footer');
}
