// A consumer team's page test, run from the packed tarball as the team would install it: the
// package is unpacked into a fresh folder's node_modules/@roofline/chrome (its dependencies and the
// test tools linked from this repository's node_modules), then examples/consumer-tests/page.spec.tsx
// is type-checked (strict, exactOptionalPropertyTypes) and run by Jest (CommonJS build, ts-jest,
// jsdom) and by Vitest (ESM build, jsdom). Only the published entries are imported.
// Usage: node scripts/check-consumer-tests.mjs [path/to/roofline-chrome-x.y.z.tgz] (packs when absent;
// run `npm run build` first).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const modules = join(repo, 'node_modules');
const dir = mkdtempSync(join(tmpdir(), 'roofline-consumer-'));
const results = [];

function step(name, cmd, args) {
  process.stdout.write(`\n--- ${name}\n`);
  try {
    execFileSync(cmd, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    results.push([name, true]);
  } catch {
    results.push([name, false]);
  }
}

try {
  let tarball = process.argv[2] ? resolve(process.argv[2]) : undefined;
  if (!tarball) {
    const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: repo, encoding: 'utf8' });
    tarball = join(dir, out.trim().split('\n').pop());
  }
  const target = join(dir, 'node_modules', '@roofline', 'chrome');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  // Everything else from this repository's install: the package's dependencies and the test tools.
  for (const name of readdirSync(modules)) {
    if (name === '@roofline' || name === '.bin' || name === '.cache' || name.startsWith('.package-lock')) continue;
    symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  }
  cpSync(join(repo, 'examples', 'consumer-tests'), dir, { recursive: true });

  step('types (tsc, strict, exactOptionalPropertyTypes)', process.execPath, [
    join(modules, 'typescript', 'bin', 'tsc'),
    '-p',
    'tsconfig.json',
  ]);
  step('Jest (CommonJS build, jsdom)', process.execPath, [
    join(modules, 'jest', 'bin', 'jest.js'),
    '--config',
    'jest.config.cjs',
    '--ci',
  ]);
  step('Vitest (ESM build, jsdom)', process.execPath, [
    join(modules, 'vitest', 'vitest.mjs'),
    'run',
    '--config',
    'vitest.config.mjs',
  ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const [name, ok] of results) console.log(`${ok ? '✓' : '✗'} consumer: ${name}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
if (failed || results.length !== 3) process.exit(1);
