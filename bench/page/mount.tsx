import { Profiler, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BenchRecorder } from './instrument';

interface Recorder {
  commits: number;
  commitTimes: number[];
}

/** Mounts the app under a React Profiler whose commits the runner counts (`window.__bench.commits`). */
export function mountProfiled(App: ComponentType) {
  const bench = (window as unknown as { __bench: Recorder }).__bench;
  const element = document.getElementById('root');
  if (!element) return;
  createRoot(element).render(
    <Profiler
      id="bench"
      onRender={() => {
        bench.commits++;
        bench.commitTimes.push(performance.now());
      }}
    >
      <App />
    </Profiler>,
  );
}

export interface HydrationRecord {
  /** performance.now() just before hydrateRoot. */
  start: number;
  /** One per commit: the Profiler's phase and actualDuration, and performance.now() when reported. */
  commits: Array<{ phase: string; actualMs: number; at: number }>;
}

/**
 * Hydrates the server markup in #root under a Profiler (React's profiling build): every commit is
 * stamped in `window.__hydration`, and the DevTools-style hook of instrument.ts logs what each did.
 */
export function hydrateProfiled(App: ComponentType) {
  const bench = (window as unknown as { __bench: BenchRecorder }).__bench;
  const element = document.getElementById('root');
  if (!element) return;
  bench.logCommits = true;
  bench.commitLog = [];
  bench.resetMutations();
  const record: HydrationRecord = { start: performance.now(), commits: [] };
  (window as unknown as { __hydration: HydrationRecord }).__hydration = record;
  hydrateRoot(
    element,
    <Profiler
      id="bench"
      onRender={(_id, phase, actualDuration) => {
        record.commits.push({ phase, actualMs: actualDuration, at: performance.now() });
      }}
    >
      <App />
    </Profiler>,
    {
      onRecoverableError: (error) => {
        bench.recoverableErrors.push(String((error as Error)?.message ?? error).slice(0, 300));
      },
    },
  );
}
