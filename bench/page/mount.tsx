import { Profiler, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Mounts the app under a React Profiler whose commits the runner counts (`window.__bench.commits`). */
export function mountProfiled(App: ComponentType) {
  const bench = (window as unknown as { __bench: { commits: number; commitTimes: number[] } }).__bench;
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
