/**
 * Lighthouse's mobile run (its default profile: a mid-range phone, simulated 4x CPU and slow 4G) of the
 * Next.js example, as `next start` serves it: the home page with the full chrome (`/`) and the same app
 * without the chrome (`/bare`, the baseline). Reports the performance score, TBT, LCP, CLS and the
 * JavaScript transferred, medians over the runs, so a regression in what the chrome costs a real page shows.
 *
 * Needs the Next example built (`npm run build && npm run example:nextjs`); otherwise not measured.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { NotMeasured } from './chrome';

export interface LighthousePage {
  path: string;
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as served). */
  scriptBytes: number;
  runs: number;
}

export interface LighthouseResults {
  measured: true;
  lighthouse: string;
  chrome: LighthousePage;
  bare: LighthousePage;
}

export interface LighthouseOptions {
  root: string;
  chromium: string;
  quick: boolean;
  log: (message: string) => void;
}

/** The issue's own figures (issue 29, measured before this bench had the row): JS transferred. */
export const ISSUE_LIGHTHOUSE = { chromeKb: 239, bareKb: 134, score: '97-100' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

let version = 'unknown';

async function audit(url: string, port: number): Promise<Omit<LighthousePage, 'path' | 'runs'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  version = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit | undefined>;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? NaN,
  };
}

export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseResults | NotMeasured> {
  if (!existsSync(join(options.root, 'examples/nextjs/.next/BUILD_ID')))
    return { measured: false, reason: 'the Next example is not built (npm run build && npm run example:nextjs)' };
  const runs = options.quick ? 1 : 3;
  const { startNextExample } = (await import(pathToFileURL(join(options.root, 'scripts/next-start.mjs')).href)) as {
    startNextExample: (root: string, probePath?: string) => Promise<{ url: string; close: () => void }>;
  };
  const next = await startNextExample(options.root, '/bare');
  const { url } = next;
  const browser = await launch({
    chromePath: options.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const pages: Record<'chrome' | 'bare', Array<Omit<LighthousePage, 'path' | 'runs'>>> = { chrome: [], bare: [] };
    // Interleaved, one load of each first to warm Next's server (its first render compiles nothing, but
    // reads the build from disk).
    await fetch(`${url}/`);
    await fetch(`${url}/bare`);
    for (let run = 0; run < runs; run++) {
      for (const [id, path] of [
        ['chrome', '/'],
        ['bare', '/bare'],
      ] as const) {
        options.log(`  Lighthouse (mobile) ${path}, run ${run + 1} of ${runs}`);
        pages[id].push(await audit(`${url}${path}`, browser.port));
      }
    }
    const summary = (path: string, list: Array<Omit<LighthousePage, 'path' | 'runs'>>): LighthousePage => ({
      path,
      score: median(list.map((page) => page.score)),
      tbtMs: median(list.map((page) => page.tbtMs)),
      lcpMs: median(list.map((page) => page.lcpMs)),
      cls: median(list.map((page) => page.cls)),
      scriptBytes: median(list.map((page) => page.scriptBytes)),
      runs: list.length,
    });
    return {
      measured: true,
      lighthouse: version,
      chrome: summary('/', pages.chrome),
      bare: summary('/bare', pages.bare),
    };
  } finally {
    browser.kill();
    next.close();
  }
}

type Table = { title: string; note?: string; head: string[]; rows: string[][] };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** The report's table: each page, then what the chrome adds. */
export function lighthouseTable(result: LighthouseResults | NotMeasured | undefined): Table {
  const title = 'Lighthouse (mobile) on the Next example';
  if (!result?.measured)
    return {
      title,
      head: ['page', 'result'],
      rows: [['/ and /bare', `not measured: ${result?.reason ?? 'not run'}`]],
    };
  const row = (what: string, page: LighthousePage) => [
    what,
    String(page.score),
    ms(page.tbtMs),
    ms(page.lcpMs),
    page.cls.toFixed(3),
    kb(page.scriptBytes),
  ];
  return {
    title,
    note:
      `Lighthouse ${result.lighthouse}, its default mobile profile (simulated 4x CPU and slow 4G), against ` +
      '`next start` of the built example; median of ' +
      `${result.chrome.runs} run(s), the pages interleaved. JS transferred: the script bytes as served ` +
      `(compressed), the chunks loaded while Lighthouse waits for the page to go quiet included. The ` +
      `issue's own figures: score ${ISSUE_LIGHTHOUSE.score}, ${ISSUE_LIGHTHOUSE.chromeKb} KB with the chrome ` +
      `against ${ISSUE_LIGHTHOUSE.bareKb} KB without (+${ISSUE_LIGHTHOUSE.chromeKb - ISSUE_LIGHTHOUSE.bareKb} KB). ` +
      'Score and TBT move with the load on the machine; JS transferred does not.',
    head: ['page', 'score', 'TBT', 'LCP', 'CLS', 'JS transferred'],
    rows: [
      row('/ (header + footer)', result.chrome),
      row('/bare (the same app without the chrome)', result.bare),
      [
        'what the chrome adds',
        String(result.chrome.score - result.bare.score),
        ms(result.chrome.tbtMs - result.bare.tbtMs),
        ms(result.chrome.lcpMs - result.bare.lcpMs),
        (result.chrome.cls - result.bare.cls).toFixed(3),
        `+${kb(result.chrome.scriptBytes - result.bare.scriptBytes)} (issue's budget: at most ${((ISSUE_LIGHTHOUSE.chromeKb - ISSUE_LIGHTHOUSE.bareKb) / 2).toFixed(1)} KB)`,
      ],
    ],
  };
}
