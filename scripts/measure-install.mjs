// Install footprint: what a page's `npm install @roofline/chrome react react-dom` brings in.
// Packs the built package (run `npm run build` first) as npm would, installs the tarball with react and
// react-dom into a fresh temporary directory from the registry, and prints the number of packages under
// node_modules (package.json files at a package's root) and their total bytes, with the largest packages.
// `node scripts/measure-install.mjs [--keep] [extra packages to install beside it...]`
// (e.g. `algoliasearch` to measure a page that uses the hosted search client).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const extra = args.filter((arg) => !arg.startsWith('--'));
const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('No dist/: run `npm run build` first.');

/** Bytes of every file under `dir` (symbolic links not followed). */
function bytesOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesOf(path);
    else if (entry.isFile()) total += lstatSync(path).size;
  }
  return total;
}

/** Every package root under a node_modules directory, nested node_modules included. */
function packagesIn(nodeModules, found = []) {
  if (!existsSync(nodeModules)) return found;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(nodeModules, entry.name);
    const roots = entry.name.startsWith('@')
      ? readdirSync(path, { withFileTypes: true })
          .filter((scoped) => scoped.isDirectory())
          .map((scoped) => join(path, scoped.name))
      : [path];
    for (const pkgRoot of roots) {
      if (!existsSync(join(pkgRoot, 'package.json'))) continue;
      found.push(pkgRoot);
      packagesIn(join(pkgRoot, 'node_modules'), found);
    }
  }
  return found;
}

const dir = mkdtempSync(join(tmpdir(), 'roofline-install-'));
try {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
  const tarball = join(dir, out.trim().split('\n').pop());
  const app = join(dir, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'measure-install', private: true }));
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      tarball,
      'react',
      'react-dom',
      ...extra,
    ],
    { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const nodeModules = join(app, 'node_modules');
  const packages = packagesIn(nodeModules);
  const total = bytesOf(nodeModules);
  // A package's own bytes, without the packages nested in its node_modules (counted on their own).
  const own = (pkgRoot) =>
    bytesOf(pkgRoot) - (existsSync(join(pkgRoot, 'node_modules')) ? bytesOf(join(pkgRoot, 'node_modules')) : 0);
  const largest = packages
    .map((pkgRoot) => ({ name: pkgRoot.slice(nodeModules.length + 1), bytes: own(pkgRoot) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 12);
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  console.log(
    `installed: @roofline/chrome (packed) + react + react-dom${extra.length ? ` + ${extra.join(' + ')}` : ''}`,
  );
  console.log(`packages: ${packages.length}`);
  console.log(`bytes: ${total} (${mb(total)} MB)`);
  // What the disk holds (blocks, as `du` counts; MiB): the figure a directory listing shows.
  try {
    const kib = Number(execFileSync('du', ['-sk', nodeModules], { encoding: 'utf8' }).split(/\s/)[0]);
    console.log(`on disk: ${(kib / 1024).toFixed(1)} MiB (du -sk)`);
  } catch {
    // no du (Windows): the bytes above stand.
  }
  console.log('largest packages:');
  for (const { name, bytes } of largest) console.log(`  ${mb(bytes).padStart(6)} MB  ${name}`);
  if (keep) console.log(`kept: ${app}`);
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
