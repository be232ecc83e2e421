// Checks the built files' 'use client' directives (scripts/check-server-safe.mjs), the skins'
// /external-css entries (scripts/check-external-css.mjs), that the ESM and CommonJS builds share
// their provider (scripts/check-dual-package.mjs) and that only /search-client reaches an optional peer
// (scripts/check-optional-peers.mjs), then packs the
// package as npm would and runs publint and @arethetypeswrong/cli on the tarball.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = mkdtempSync(join(tmpdir(), 'roofline-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run(process.execPath, [fileURLToPath(new URL('./check-server-safe.mjs', import.meta.url))]);
run('npx', ['--no-install', 'tsx', fileURLToPath(new URL('./check-external-css.mjs', import.meta.url))]);
run(process.execPath, [fileURLToPath(new URL('./check-dual-package.mjs', import.meta.url))]);
run(process.execPath, [fileURLToPath(new URL('./check-optional-peers.mjs', import.meta.url))]);
try {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { encoding: 'utf8' });
  const tarball = join(dir, out.trim().split('\n').pop());
  run('npx', ['--no-install', 'publint', 'run', tarball, '--strict']);
  // The skins' stylesheets (./skins/*.css) are exports without types: attw checks the JS entries only.
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const stylesheets = Object.keys(pkg.exports).filter((key) => key.endsWith('.css'));
  run('npx', [
    '--no-install',
    'attw',
    tarball,
    ...(stylesheets.length ? ['--exclude-entrypoints', ...stylesheets] : []),
  ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
