/** Builds the server-render worker and runs it in a child process with production React. */
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REACT_EXTERNAL } from './bundle';
import type { SsrOptions, SsrResult, SsrTask } from './ssrWorker';

export type { SsrOptions, SsrResult, SsrTask } from './ssrWorker';

export async function runSsr(
  cacheDir: string,
  benchDir: string,
  tasks: SsrTask[],
  options: SsrOptions,
  timeoutMs: number,
): Promise<SsrResult[]> {
  const worker = join(cacheDir, 'ssr-worker.mjs');
  await build({
    entryPoints: [join(benchDir, 'lib/ssrWorker.ts')],
    outfile: worker,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node18',
    external: REACT_EXTERNAL,
    logLevel: 'silent',
  });
  const tasksFile = join(cacheDir, `ssr-tasks-${tasks.map((task) => task.mode)[0]}-${tasks.length}.json`);
  writeFileSync(tasksFile, JSON.stringify({ tasks, options }));
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [worker, tasksFile],
      { env: { ...process.env, NODE_ENV: 'production' }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
    );
  });
  const line = stdout.trim().split('\n').pop() ?? '[]';
  return JSON.parse(line) as SsrResult[];
}
