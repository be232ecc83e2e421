/**
 * Runs in its own node process with NODE_ENV=production (so React's production server build loads).
 * Usage: node ssr-worker.mjs <tasks.json>; prints one JSON line of results.
 *
 * Each task is a module exporting a component. Mode 'html' renders it once (after a warm-up) and returns
 * the markup; mode 'time' times `renderToString` in interleaved rounds (every task gets the same share of
 * the machine's noise) and returns the median and quartiles in microseconds. Time is the process's CPU
 * time (user + system) over a batch of renders of about `batchMs`, divided by the batch size: unlike the
 * wall clock it does not count the time the process waits for a core other programs hold.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

export interface SsrTask {
  id: string;
  file: string;
  exportName: string;
  mode: 'time' | 'html';
}

export interface SsrOptions {
  /** Warm-up: at least this many renders and at least `warmupMs` of rendering. */
  warmup: number;
  warmupMs: number;
  rounds: number;
  /** Each timed batch lasts about this long (the batch size is set from the warm-up). */
  batchMs: number;
}

export interface SsrResult {
  id: string;
  html?: string;
  medianUs?: number;
  p25Us?: number;
  p75Us?: number;
  samples?: number;
  error?: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const { tasks, options } = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
    tasks: SsrTask[];
    options: SsrOptions;
  };
  const loaded: Array<{ task: SsrTask; render: () => string; batch: number; samples: number[]; error?: string }> = [];
  for (const task of tasks) {
    try {
      const module = (await import(pathToFileURL(task.file).href)) as Record<string, ComponentType>;
      const Component = module[task.exportName];
      if (!Component) throw new Error(`${task.file} has no export ${task.exportName}`);
      const render = () => renderToString(createElement(Component));
      const start = performance.now();
      let renders = 0;
      while (renders < options.warmup || performance.now() - start < options.warmupMs) {
        render();
        renders++;
      }
      const perRender = (performance.now() - start) / Math.max(1, renders);
      const batch = Math.min(500, Math.max(1, Math.round(options.batchMs / Math.max(perRender, 0.001))));
      loaded.push({ task, render, batch, samples: [] });
    } catch (error) {
      loaded.push({ task, render: () => '', batch: 0, samples: [], error: String((error as Error).stack ?? error) });
    }
  }
  const timed = loaded.filter((entry) => entry.task.mode === 'time' && !entry.error);
  for (let round = 0; round < options.rounds; round++) {
    for (const entry of timed) {
      const before = process.cpuUsage();
      for (let i = 0; i < entry.batch; i++) entry.render();
      const used = process.cpuUsage(before);
      entry.samples.push((used.user + used.system) / entry.batch);
    }
  }
  const results: SsrResult[] = loaded.map(({ task, render, samples, error }) => {
    if (error) return { id: task.id, error };
    if (task.mode === 'html') return { id: task.id, html: render() };
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      id: task.id,
      medianUs: quantile(sorted, 0.5),
      p25Us: quantile(sorted, 0.25),
      p75Us: quantile(sorted, 0.75),
      samples: sorted.length,
    };
  });
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
