// Size budgets: bundles each entry point, and single hooks imported alone, from the built dist/ as an
// app's bundler ships them (rolldown, the bundler of Vite 8, which tree-shakes before it splits code:
// scripts/size-app.mjs; minify, ESM, browser, production; react and react-dom external), then gzips
// the output (level 9). Fails when a bundle is over its budget, when it pulls in a package it must not
// (tree-shaking, proved with a number), or when an entry point or hook has no budget. esbuild's figure
// is printed beside each (it splits before it tree-shakes: code a lazy chunk shares with the package's
// barrel loads up front there, so the same import can weigh more).
//
//   npm run size                   check (builds first when dist/ is missing)
//   npm run size -- --update       re-measure and rewrite scripts/size-budgets.json (measured + 10%);
//                                  the ratchet budgets of scripts/size-pages.mjs are edited by hand
//
// What counts is the code that loads first. A dynamic import() becomes a separate, lazy chunk (as in
// an app's bundler); it is reported, not budgeted, and not checked against mustNotInclude.
//
// Then issue 16's rows (scripts/size-pages.mjs, one table): the up-front JS of a page with the
// Roofline skin's header, footer, banner and search bar, and the search box alone against
// @algolia/autocomplete-js measured in the same run, bundled the same way, esbuild's figure beside;
// each has a ratchet budget (fails CI when over) and the issue's target printed beside it (reported,
// not failing until met).
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { measureApp } from './size-app.mjs';
import { PACKAGE_GROUPS, PAGE_BUDGETS, PEERS } from './size-pages.mjs';

export { PAGE_BUDGETS, PEERS, PACKAGE_GROUPS };

const root = new URL('..', import.meta.url).pathname;
const budgetsUrl = new URL('./size-budgets.json', import.meta.url);
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server'];

/** The heavy dependencies a single hook must not drag in unless it is built on them. */
export const HEAVY = [
  'downshift',
  '@radix-ui',
  '@emotion',
  'react-hook-form',
  '@snowplow',
  'search-insights',
  'algoliasearch',
];
/**
 * Hooks built on one of HEAVY up front (design.md: Downshift drives the combobox). The sign-up hooks
 * use react-hook-form too, but load it after hydration (a lazy chunk): up front it is a regression.
 */
const BUILT_ON = {
  useSearchBox: ['downshift'],
};
/** The headless core never ships Radix or Emotion; skins never load the analytics libraries up front. */
const CORE_MUST_NOT = ['@radix-ui', '@emotion'];
const SKIN_MUST_NOT = ['@snowplow', 'search-insights', 'algoliasearch'];
/** The optional peers (package.json peerDependenciesMeta): the core never imports them; /search-client its own. */
const OPTIONAL_PEERS = ['@snowplow', 'search-insights', 'algoliasearch'];
const HEADROOM = 1.1;

const packageOf = (file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? null;

function packagesIn(output) {
  const names = new Set();
  for (const [file, input] of Object.entries(output.inputs)) {
    const name = input.bytesInOutput > 0 ? packageOf(file) : null;
    if (name) names.add(name);
  }
  return [...names].sort();
}

/** The breakdown group of an input file: own code (not under node_modules), a PACKAGE_GROUPS name, or its package. */
function groupOf(file) {
  const name = packageOf(file);
  if (!name) return 'own code';
  return PACKAGE_GROUPS.find((group) => group.test(name))?.name ?? name;
}

/**
 * Bundles `code` (an ES module importing from '@roofline/chrome...') with code splitting, as an app's
 * bundler would, and returns the sizes in bytes of what loads up front (`min`, `gzip`: the entry
 * chunk and every chunk it imports statically, transitively) and of the lazy chunks (`lazyGzip`:
 * the chunks reached through a dynamic import() from there, and theirs), the packages in each, and
 * `chunks`: every chunk with its role and its per-group bytes (minified, from the metafile).
 * Chunks esbuild emits for an import() whose caller was shaken away are `orphan`, counted nowhere.
 */
export async function measure(code, resolveDir = root) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    outdir: 'size-out',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    metafile: true,
  });
  const outputs = new Map(Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js')));
  const sizeOf = (path) => {
    const file = result.outputFiles.find((output) => output.path.endsWith(`/${path}`));
    return file
      ? { min: file.contents.length, gzip: gzipSync(file.contents, { level: 9 }).length }
      : { min: 0, gzip: 0 };
  };
  const entryPath = [...outputs].find(([, output]) => output.entryPoint === 'entry.js')?.[0];
  // Up front: the entry and its static imports, transitively. Lazy: what a dynamic import() from
  // there reaches, with its own static imports.
  const role = new Map();
  const visit = (path, as) => {
    const output = outputs.get(path);
    if (!output || role.get(path) === 'initial' || (role.has(path) && as === 'lazy')) return;
    role.set(path, as);
    for (const item of output.imports ?? []) {
      if (item.external) continue;
      if (item.kind === 'import-statement') visit(item.path, as);
      else if (item.kind === 'dynamic-import') visit(item.path, 'lazy');
    }
  };
  if (entryPath) visit(entryPath, 'initial');
  const totals = { initial: { min: 0, gzip: 0 }, lazy: { min: 0, gzip: 0 } };
  const packages = { initial: new Set(), lazy: new Set() };
  const chunks = [];
  for (const [path, output] of outputs) {
    const kind = role.get(path) ?? 'orphan';
    const size = sizeOf(path);
    const groups = {};
    for (const [file, input] of Object.entries(output.inputs)) {
      if (input.bytesInOutput > 0) groups[groupOf(file)] = (groups[groupOf(file)] ?? 0) + input.bytesInOutput;
    }
    chunks.push({ path: path.replace(/^size-out\//, ''), kind, ...size, groups });
    if (kind === 'orphan') continue;
    totals[kind].min += size.min;
    totals[kind].gzip += size.gzip;
    for (const name of packagesIn(output)) packages[kind].add(name);
  }
  return {
    min: totals.initial.min,
    gzip: totals.initial.gzip,
    lazyMin: totals.lazy.min,
    lazyGzip: totals.lazy.gzip,
    lazyChunks: chunks.filter((chunk) => chunk.kind === 'lazy').length,
    packages: [...packages.initial].sort(),
    lazyPackages: [...packages.lazy].sort(),
    chunks,
  };
}

/** `code` bundled as an app ships it (rolldown): what the budgets hold. Same shape as `measure`. */
export const measureShipped = (code) => measureApp(code, { resolveDir: root, groupOf });

/**
 * Per-group bytes of the chunks of one kind ('initial' or 'lazy'): minified bytes from the metafile,
 * and gzip bytes apportioned by each group's share of its chunk's minified code.
 */
export function breakdown(chunks, kind) {
  const groups = {};
  for (const chunk of chunks.filter((item) => item.kind === kind)) {
    const total = Object.values(chunk.groups).reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [name, bytes] of Object.entries(chunk.groups)) {
      const group = (groups[name] ??= { min: 0, gzip: 0 });
      group.min += bytes;
      group.gzip += (chunk.gzip * bytes) / total;
    }
  }
  return Object.entries(groups)
    .map(([name, sizes]) => ({ name, min: sizes.min, gzip: Math.round(sizes.gzip) }))
    .sort((a, b) => b.min - a.min);
}

/**
 * The rows of PAGE_BUDGETS measured as an app ships them (rolldown, scripts/size-app.mjs), with the
 * peers of their relative targets measured the same way in the same run, and esbuild's figure beside
 * each row (what `measure` gives, splitting before tree-shaking) for reference.
 */
export async function measurePages() {
  const app = measureShipped;
  const peers = {};
  for (const peer of PEERS) peers[peer.name] = await app(peer.code);
  const rows = [];
  for (const entry of PAGE_BUDGETS) {
    const result = await app(entry.code);
    const esbuildResult = await measure(entry.code);
    const peer = entry.target.peer ? peers[entry.target.peer] : undefined;
    const targetBytes = entry.target.bytes ?? (peer ? Math.floor(peer.gzip * entry.target.factor) : NaN);
    rows.push({
      ...entry,
      ...result,
      esbuildGzip: esbuildResult.gzip,
      esbuildLazyGzip: esbuildResult.lazyGzip,
      peerGzip: peer?.gzip,
      targetBytes,
      targetMet: result.gzip <= targetBytes,
      over: result.gzip > entry.budgetBytes,
      breakdown: breakdown(result.chunks, 'initial'),
      lazyBreakdown: breakdown(result.chunks, 'lazy'),
    });
  }
  return { rows, peers };
}

/** Every entry point of package.json's exports and every hook (`use*`) exported by the core. */
async function candidates() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  // JS entry points only: the skins' stylesheets (./skins/*.css) are reported apart (stylesheetSizes).
  const entries = Object.keys(pkg.exports)
    .filter((key) => key === '.' || key === './search-client' || (key.startsWith('./skins/') && !key.endsWith('.css')))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
  const core = await import(new URL('../dist/index.js', import.meta.url).href);
  const hooks = Object.keys(core)
    .filter((name) => /^use[A-Z]/.test(name))
    .sort();
  return [
    ...entries.map((name) => ({
      name,
      code: `export * from '${name}';`,
      mustNotInclude:
        name === pkg.name
          ? [...CORE_MUST_NOT, ...OPTIONAL_PEERS]
          : name === `${pkg.name}/search-client`
            ? [...CORE_MUST_NOT, '@snowplow', 'search-insights']
            : SKIN_MUST_NOT,
    })),
    ...hooks.map((name) => ({
      name,
      code: `import { ${name} } from '${pkg.name}'; console.log(${name});`,
      mustNotInclude: HEAVY.filter((heavy) => !(BUILT_ON[name] ?? []).includes(heavy)),
    })),
  ];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pulls = (packages, prefixes) =>
  prefixes.filter((prefix) => packages.some((name) => name === prefix || name.startsWith(`${prefix}/`)));

async function update(previous) {
  const wanted = await candidates();
  const names = new Set(wanted.map((entry) => entry.name));
  const extra = previous.filter((entry) => !names.has(entry.name));
  const next = [];
  for (const entry of [...wanted, ...extra]) {
    const { gzip } = await measureShipped(entry.code);
    const budgetBytes = Math.ceil((gzip * HEADROOM) / 50) * 50;
    next.push({
      name: entry.name,
      code: entry.code,
      budgetBytes,
      ...(entry.mustNotInclude?.length ? { mustNotInclude: entry.mustNotInclude } : {}),
    });
  }
  let text = `${JSON.stringify(next, null, 2)}\n`;
  try {
    // Keep the file as `npm run lint` (prettier --check) wants it.
    const prettier = await import('prettier');
    const filepath = budgetsUrl.pathname;
    text = await prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  } catch {
    // prettier missing: the plain JSON is still valid.
  }
  writeFileSync(budgetsUrl, text);
  console.log(
    `Wrote ${next.length} budgets (measured gzip + ${Math.round((HEADROOM - 1) * 100)}%, rounded up to 50 bytes).`,
  );
}

async function check(budgets) {
  let failed = 0;
  const rows = [];
  for (const entry of budgets) {
    const result = await measureShipped(entry.code);
    const esbuildResult = await measure(entry.code);
    const forbidden = pulls(result.packages, entry.mustNotInclude ?? []);
    const over = result.gzip > entry.budgetBytes;
    if (over || forbidden.length) failed++;
    rows.push({ ...entry, ...result, esbuildGzip: esbuildResult.gzip, over, forbidden });
  }
  const missing = (await candidates()).filter((wanted) => !budgets.some((entry) => entry.name === wanted.name));
  const width = Math.max(6, ...rows.map((r) => r.name.length));
  console.log(
    `${'bundle'.padEnd(width)}  ${'min'.padStart(9)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  ${'lazy'.padStart(9)}  ${'esbuild'.padStart(9)}  heavy packages`,
  );
  for (const r of rows) {
    const flag = r.over ? '  OVER BUDGET' : r.forbidden.length ? `  MUST NOT PULL IN ${r.forbidden.join(', ')}` : '';
    const heavy = pulls(r.packages, HEAVY).join(', ') || '-';
    const lazy = r.lazyChunks ? kb(r.lazyGzip) : '-';
    console.log(
      `${r.name.padEnd(width)}  ${kb(r.min).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.budgetBytes).padStart(9)}  ${lazy.padStart(9)}  ${kb(r.esbuildGzip).padStart(9)}  ${heavy}${flag}`,
    );
  }
  failed += await checkPages();
  const sheets = stylesheetSizes();
  if (sheets.length) {
    console.log('\nStylesheets (reported, not budgeted): min, gzip -9');
    for (const sheet of sheets)
      console.log(
        `  ${sheet.name}: ${sheet.missing ? 'not built (npm run build)' : `${kb(sheet.min)}, ${kb(sheet.gzip)}`}`,
      );
  }
  for (const entry of missing)
    console.error(
      `No budget for ${entry.name}: run \`npm run size -- --update\` and commit scripts/size-budgets.json.`,
    );
  if (failed || missing.length) {
    console.error(
      `\n${failed} bundle(s) over budget or pulling in what they must not; ${missing.length} without a budget.`,
    );
    process.exit(1);
  }
  console.log(
    `\nAll ${rows.length} bundles within budget (rolldown, min + gzip -9 of what loads first, react and react-dom external; ` +
      `"lazy": chunks of dynamic imports; "esbuild": esbuild's up-front figure, for reference).`,
  );
}

/** The stylesheets the package exports (./skins/*.css), gzip -9: what a page loads besides the JS. */
export function stylesheetSizes() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return Object.entries(pkg.exports)
    .filter(([key]) => key.endsWith('.css'))
    .map(([key, target]) => {
      const file = new URL(`../${String(target).replace(/^\.\//, '')}`, import.meta.url);
      if (!existsSync(file)) return { name: `${pkg.name}/${key.slice(2)}`, missing: true, min: 0, gzip: 0 };
      const bytes = readFileSync(file);
      return { name: `${pkg.name}/${key.slice(2)}`, min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

/** A ratchet budget from a measurement: 2% over it, rounded up to 100 bytes. */
export const ratchetBudget = (gzip) => Math.ceil((gzip * 1.02) / 100) * 100;

/** Issue 16's rows (scripts/size-pages.mjs): budget (fails when over) and target (reported). Returns the failures. */
async function checkPages() {
  const { rows, peers } = await measurePages();
  console.log(
    '\nIssue 16 (scripts/size-pages.mjs): bundled by rolldown (Vite 8) as an app ships them, min + gzip -9, react and react-dom external, code splitting',
  );
  for (const [name, peer] of Object.entries(peers)) console.log(`  peer ${name}: ${kb(peer.gzip)} (same run)`);
  let failed = 0;
  for (const r of rows) {
    if (r.over) failed++;
    const target = `${r.target.text}: ${kb(r.targetBytes)} ${r.targetMet ? 'MET' : 'not met'}`;
    const lazy = r.lazyChunks ? `, + ${kb(r.lazyGzip)} in ${r.lazyChunks} lazy chunk(s)` : ', no lazy chunk';
    console.log(
      `  ${r.name}: ${kb(r.gzip)} up front${lazy}; budget ${kb(r.budgetBytes)} ${r.over ? 'OVER BUDGET' : 'ok'}; target ${target}`,
    );
    console.log(`    up front by package: ${r.breakdown.map((group) => `${group.name} ${kb(group.gzip)}`).join(', ')}`);
    console.log(
      `    esbuild (splits before tree-shaking): ${kb(r.esbuildGzip)} up front, + ${kb(r.esbuildLazyGzip)} lazy`,
    );
    const lower = ratchetBudget(r.gzip);
    if (!r.over && lower < r.budgetBytes - 200)
      console.log(`    room to ratchet: set budgetBytes to ${lower} in scripts/size-pages.mjs`);
  }
  return failed;
}

async function main() {
  if (!existsSync(`${root}dist/index.js`)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const budgets = JSON.parse(readFileSync(budgetsUrl, 'utf8'));
  if (process.argv.includes('--update')) await update(budgets);
  else await check(budgets);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
