// Adds the platform-specific optional packages (other OSes and CPUs) that this npm leaves out of
// package-lock.json, so that `npm ci` accepts the lockfile on any machine. npm records them when it
// talks to the public registry; through some mirrors it omits them, and `npm ci` then refuses the
// lockfile it wrote ("Missing: @rollup/rollup-darwin-x64@ from lock file").
//
//   node scripts/complete-lockfile.mjs        (after any `npm install` that changes the lockfile)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

/** The lock path npm would resolve `name` to from the package at `from`, or null. */
function resolveFrom(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

const missing = new Map();
for (const [from, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveFrom(from, name)) continue;
    const key = `node_modules/${name}`;
    const dev = from === '' ? Boolean(lock.packages[''].devDependencies?.[name]) : Boolean(entry.dev);
    const known = missing.get(key);
    missing.set(key, { name, range, dev: known ? known.dev && dev : dev });
  }
}

function view(name, range) {
  try {
    const out = execFileSync(
      'npm',
      ['view', `${name}@${range}`, 'version', 'dist.integrity', 'os', 'cpu', 'libc', 'license', 'engines', '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const meta = JSON.parse(out);
    return Array.isArray(meta) ? meta[meta.length - 1] : meta;
  } catch {
    return null;
  }
}

let added = 0;
for (const [key, { name, range, dev }] of missing) {
  let meta = view(name, range);
  if (!meta) {
    // The registry here does not serve it (a mirror with this platform's packages only): record the
    // pinned version as optional, which is all `npm ci` needs to accept the lockfile and skip it.
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`skipped ${name}@${range}: not in the registry and not a pinned version`);
      continue;
    }
    meta = { version: range };
  }
  const record = { version: meta.version };
  if (meta['dist.integrity']) record.integrity = meta['dist.integrity'];
  if (meta.cpu) record.cpu = meta.cpu;
  if (dev) record.dev = true;
  if (meta.engines) record.engines = meta.engines;
  if (meta.libc) record.libc = meta.libc;
  if (meta.license) record.license = meta.license;
  record.optional = true;
  if (meta.os) record.os = meta.os;
  packages[key] = record;
  added++;
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform package record(s) to package-lock.json.`);
