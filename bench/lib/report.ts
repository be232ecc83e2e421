/** The tables: printed to the terminal and written to docs/performance.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, type } from 'node:os';
import { createRequire } from 'node:module';
import type { SizeResult } from './bundle';
import type { ChromeResults } from './chrome';
import { CONTENDERS, QUOTED_REACT_KB } from './libraries';
import type { SsrResult } from './ssr';

export interface Machine {
  os: string;
  cpu: string;
  node: string;
  chromium: string;
  react: string;
  date: string;
  /** 1-minute load average when the bench started (other work on the machine skews the times). */
  load: number;
}

export interface TypingSummary {
  requests: number;
  requestsMax: number;
  stale: boolean;
  staleDetail: string;
  paintMs: number;
  missed: number;
  commitsPerKey: number;
  /** Median over the runs of the longest gap between two keydowns, as the page saw them. */
  maxKeyGapMs: number;
}

export interface BudgetRow {
  name: string;
  gzip: number;
  budget: number;
  heavy: string[];
  forbidden: string[];
}

export interface BenchResults {
  machine: Machine;
  typed: string;
  runs: number;
  size: {
    search: Record<string, SizeResult>;
    suite: Record<string, SizeResult>;
    shared: SizeResult;
    react: SizeResult;
  };
  budgets: BudgetRow[] | string;
  ssr: Record<string, SsrResult>;
  typing: Record<string, TypingSummary>;
  outOfOrder: Record<string, { stale: boolean; detail: string; requests: number }>;
  chrome: ChromeResults;
  seconds: number;
}

export function machineInfo(chromium: string, load: number): Machine {
  const list = cpus();
  const require = createRequire(import.meta.url);
  const reactPackage = JSON.parse(readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string };
  return {
    os: `${type()} ${release()}`,
    cpu: `${list.length} x ${list[0]?.model.trim() ?? 'unknown'}`,
    node: process.version,
    chromium,
    react: reactPackage.version,
    date: new Date().toISOString().slice(0, 10),
    load,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
const ms = (value: number | null) => (value === null || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)} ms`);
const us = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)} µs`;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

type Table = { title: string; note?: string; head: string[]; rows: string[][] };

export function buildTables(results: BenchResults): Table[] {
  const ours = results.size.search.ours?.gzip ?? NaN;
  const oursSuite = results.size.suite.ours?.gzip ?? NaN;
  const oursSsr = results.ssr.ours?.medianUs ?? NaN;
  const oursPaint = results.typing.ours?.paintMs ?? NaN;
  const tables: Table[] = [];

  tables.push({
    title: 'Bundle size: a search box with suggestions',
    note:
      `esbuild (bundle, minify, ESM, browser, production; react and react-dom external), gzip -9. Each includes the ` +
      `${kb(results.size.shared.min)} (minified) of shared demo code. Ratio = theirs / ours (above 1: ours is smaller).`,
    head: ['library', 'min', 'min + gzip', 'ratio', 'issue figure'],
    rows: CONTENDERS.map((contender) => {
      const size = results.size.search[contender.id];
      return [
        contender.name,
        size ? kb(size.min) : 'n/a',
        size ? kb(size.gzip) : 'n/a',
        contender.id === 'ours' ? '1.00x' : times((size?.gzip ?? NaN) / ours),
        contender.quotedSearchKb ? `${contender.quotedSearchKb} KB` : '',
      ];
    }),
  });
  tables.push({
    title: 'Bundle size: combobox + dropdown menu + dialog',
    head: ['library', 'min', 'min + gzip', 'ratio', 'issue figure'],
    rows: [
      ...CONTENDERS.filter((contender) => contender.suite).map((contender) => {
        const size = results.size.suite[contender.id];
        return [
          contender.suiteName ?? contender.name,
          size ? kb(size.min) : 'n/a',
          size ? kb(size.gzip) : 'n/a',
          contender.id === 'ours' ? '1.00x' : times((size?.gzip ?? NaN) / oursSuite),
          contender.quotedSuiteKb ? `${contender.quotedSuiteKb} KB` : '',
        ];
      }),
      [
        'react + react-dom (for scale)',
        kb(results.size.react.min),
        kb(results.size.react.gzip),
        '',
        `${QUOTED_REACT_KB} KB`,
      ],
    ],
  });
  tables.push({
    title: 'Size budgets: entry points and single hooks imported alone (npm run size, from dist/)',
    note:
      'What loads first, min + gzip -9, react and react-dom external. "Heavy packages": which of downshift, @radix-ui, ' +
      '@emotion, react-hook-form, @snowplow, search-insights, algoliasearch have code in the bundle.',
    head: ['import', 'min + gzip', 'budget', 'heavy packages', 'ok'],
    rows:
      typeof results.budgets === 'string'
        ? [['all', `not measured: ${results.budgets}`, '', '', '']]
        : results.budgets.map((row) => [
            row.name,
            kb(row.gzip),
            kb(row.budget),
            row.heavy.join(', ') || 'none',
            row.gzip > row.budget
              ? 'over budget'
              : row.forbidden.length
                ? `must not pull in ${row.forbidden.join(', ')}`
                : 'yes',
          ]),
  });
  tables.push({
    title: 'Server render: renderToString of the search demo',
    note:
      'Production React (NODE_ENV=production), one warm process, all demos interleaved in rounds; CPU time per render ' +
      '(a batch of renders of about 4 ms, divided), median of the batches. Ratio = theirs / ours (above 1: ours is faster).',
    head: ['library', 'median', 'p25 .. p75', 'ratio', 'batches'],
    rows: CONTENDERS.map((contender) => {
      const result = results.ssr[contender.id];
      return [
        contender.name,
        result?.error ? 'error' : us(result?.medianUs),
        `${us(result?.p25Us)} .. ${us(result?.p75Us)}`,
        contender.id === 'ours' ? '1.00x' : times((result?.medianUs ?? NaN) / oursSsr),
        String(result?.samples ?? 0),
      ];
    }),
  });
  tables.push({
    title: `In Chromium: typing "${results.typed}" (10 keys, 50 ms apart) against a 50 ms endpoint`,
    note:
      `Median of ${results.runs} runs. Requests: autocomplete requests sent while typing (goal: 1). Stale: an older answer ` +
      `replaced a newer one, or the list did not end on the final query's answer; "out of order" types "roof", pauses ` +
      `200 ms, then " leaks", with the answers for "roof" and shorter taking 400 ms (two runs; "yes" if either showed one). Painted: last keydown to the frame ` +
      `after the final list is in the DOM (ratio = theirs / ours). Commits: React commits (Profiler) per keystroke, ` +
      `until the list settles. Key gap: the longest gap between two keydowns the page saw (median over runs): ` +
      `the typing was at 50 ms a key as long as it stays well under the 100 ms debounce.`,
    head: [
      'library',
      'requests',
      'stale (50 ms)',
      'stale (out of order)',
      'painted',
      'ratio',
      'commits / key',
      'key gap',
    ],
    rows: CONTENDERS.map((contender) => {
      const typing = results.typing[contender.id];
      const late = results.outOfOrder[contender.id];
      return [
        contender.name,
        typing
          ? `${typing.requests}${typing.requestsMax !== typing.requests ? ` (max ${typing.requestsMax})` : ''}`
          : 'n/a',
        typing ? yesNo(typing.stale) : 'n/a',
        late ? yesNo(late.stale) : 'n/a',
        typing ? `${ms(typing.paintMs)}${typing.missed ? ` (${typing.missed} never)` : ''}` : 'n/a',
        contender.id === 'ours' ? '1.00x' : times((typing?.paintMs ?? NaN) / oursPaint),
        contender.ownRenderer ? 'n/a (not React)' : typing ? typing.commitsPerKey.toFixed(1) : 'n/a',
        typing ? ms(typing.maxKeyGapMs) : 'n/a',
      ];
    }),
  });
  const header = results.chrome.header;
  tables.push({
    title: 'The search box inside the full Roofline header (Chromium, Profiler + committed-tree walk)',
    head: ['measure', 'value', 'goal'],
    rows: header.measured
      ? [
          ['React commits per keystroke', header.commitsPerKey.toFixed(1), ''],
          ['components rendered inside the search box, per keystroke', header.insidePerKey.toFixed(1), ''],
          ['components rendered outside the search box, per keystroke', header.outsidePerKey.toFixed(1), '0'],
          [
            'outside components that rendered',
            Object.entries(header.outsideNames)
              .map(([name, count]) => `${name} (${count})`)
              .join(', ') || 'none',
            'none',
          ],
          ['requests while typing', String(header.requests), '1'],
          ['last key to suggestions painted', ms(header.paintMs), ''],
        ]
      : [['renders outside the search box', `not measured: ${header.reason}`, '0']],
  });
  const chromeSsr = results.chrome.ssr;
  tables.push({
    title: 'Server render: the Roofline header and footer against the same markup as static JSX',
    note:
      'CPU time per renderToString, production React, median of interleaved batches. The static JSX is generated from ' +
      "the real header + footer's markup (every element, attribute, text and Emotion <style> block) and renders to identical HTML.",
    head: ['measure', 'value', 'goal'],
    rows: chromeSsr.measured
      ? [
          [`renderToString: ${chromeSsr.what}`, us(chromeSsr.realUs), ''],
          [
            `renderToString: the same markup as static JSX (${kb(chromeSsr.htmlBytes)} of HTML)`,
            us(chromeSsr.staticUs),
            '',
          ],
          ['ratio', times(chromeSsr.ratio), 'at most 1.50x'],
          [
            "diagnostic: the same components with Emotion's css prop dropped (no styles)",
            `${us(chromeSsr.noEmotionUs)} (${times(chromeSsr.noEmotionUs / chromeSsr.staticUs)})`,
            '',
          ],
          ['static JSX renders the identical markup', yesNo(chromeSsr.identical), 'yes'],
        ]
      : [['ratio to static JSX', `not measured: ${chromeSsr.reason}`, 'at most 1.50x']],
  });
  return tables;
}

function textTable(table: Table): string {
  const widths = table.head.map((head, column) =>
    Math.max(head.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [table.title, '-'.repeat(table.title.length), line(table.head), ...table.rows.map(line)].join('\n');
}

export function markdownTable(table: Table): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${table.head.map(escape).join(' | ')} |`,
    `| ${table.head.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

export function machineLine(machine: Machine): string {
  return (
    `${machine.os}; ${machine.cpu}; Node ${machine.node}; Chromium ${machine.chromium}; React ${machine.react}; ` +
    `${machine.date}; load average ${machine.load.toFixed(1)} at the start`
  );
}

export function printReport(results: BenchResults) {
  console.log(`\nMachine: ${machineLine(results.machine)}\n`);
  for (const table of buildTables(results)) console.log(`${textTable(table)}\n`);
  console.log(`Bench took ${results.seconds} s.`);
}

export interface DocText {
  head: (results: BenchResults) => string;
  tail: (results: BenchResults) => string;
}

export function writeDocs(file: string, results: BenchResults, text: DocText) {
  const sections = buildTables(results).map(
    (table) => `### ${table.title}\n\n${table.note ? `${table.note}\n\n` : ''}${markdownTable(table)}\n`,
  );
  writeFileSync(file, `${text.head(results)}${sections.join('\n')}${text.tail(results)}`);
}
