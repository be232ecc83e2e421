// `next start` of the built Next example on a free loopback port, resolved once it answers: used by
// scripts/check-next-footer.mjs (the idle-JS row) and the bench's Lighthouse run (bench/lib/lighthouse.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts `next start examples/nextjs` (from the project `root`) and waits until `probePath` answers.
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function startNextExample(root, probePath = '/') {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', 'examples/nextjs', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const close = () => child.kill();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probePath}`)).ok) return { url, close };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      close();
      throw new Error('next start did not answer within 30 s');
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}
