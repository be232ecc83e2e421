// Size budgets: bundles each entry point, and single hooks imported alone, from the built dist/ with
// esbuild (minify, ESM, browser, production; react, react-dom and react/jsx-runtime external), then
// gzips the output (level 9). Fails when a bundle is over its budget, when it pulls in a package it
// must not (tree-shaking, proved with a number), or when an entry point or hook has no budget.
//
//   npm run size                   check (builds first when dist/ is missing)
//   npm run size -- --update       re-measure and rewrite scripts/size-budgets.json (measured + 10%)
//
// What counts is the code that loads first. A dynamic import() becomes a separate, lazy chunk (as in
// an app's bundler); it is reported, not budgeted. esbuild emits the chunk of a dynamic import() even
// when the code that calls it was shaken away, so lazy chunks are not checked against mustNotInclude.
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';

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
/** Hooks built on one of HEAVY (design.md: Downshift drives the combobox, forms use react-hook-form). */
const BUILT_ON = {
  useSearchBox: ['downshift'],
  useSubscription: ['react-hook-form'],
  useFooterSignup: ['react-hook-form'],
};
/** The headless core never ships Radix or Emotion; skins never load the analytics libraries up front. */
const CORE_MUST_NOT = ['@radix-ui', '@emotion'];
const SKIN_MUST_NOT = ['@snowplow', 'search-insights', 'algoliasearch'];
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

/**
 * Bundles `code` (an ES module importing from '@roofline/chrome...') and returns the sizes in bytes of
 * what loads first (`min`, `gzip`), of the lazy chunks (`lazyGzip`), and the packages in each.
 */
export async function measure(code) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
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
  const outputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const gzipOf = (path) => {
    const file = result.outputFiles.find((output) => output.path.endsWith(`/${path}`));
    return file
      ? { min: file.contents.length, gzip: gzipSync(file.contents, { level: 9 }).length }
      : { min: 0, gzip: 0 };
  };
  const [entryPath, entry] = outputs.find(([, output]) => output.entryPoint === 'entry.js') ?? [];
  const lazy = outputs.filter(([path]) => path !== entryPath);
  // Shared chunks imported statically by the entry load first too.
  const staticImports = new Set(
    (entry?.imports ?? []).filter((item) => item.kind === 'import-statement').map((item) => item.path),
  );
  let min = 0;
  let gzip = 0;
  const initial = new Set();
  let lazyGzip = 0;
  const lazyPackages = new Set();
  for (const [path, output] of outputs) {
    const size = gzipOf(path);
    if (path === entryPath || staticImports.has(path)) {
      min += size.min;
      gzip += size.gzip;
      for (const name of packagesIn(output)) initial.add(name);
    } else {
      lazyGzip += size.gzip;
      for (const name of packagesIn(output)) lazyPackages.add(name);
    }
  }
  return {
    min,
    gzip,
    lazyGzip,
    lazyChunks: lazy.length,
    packages: [...initial].sort(),
    lazyPackages: [...lazyPackages].sort(),
  };
}

/** Every entry point of package.json's exports and every hook (`use*`) exported by the core. */
async function candidates() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const entries = Object.keys(pkg.exports)
    .filter((key) => key === '.' || key.startsWith('./skins/'))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
  const core = await import(new URL('../dist/index.js', import.meta.url).href);
  const hooks = Object.keys(core)
    .filter((name) => /^use[A-Z]/.test(name))
    .sort();
  return [
    ...entries.map((name) => ({
      name,
      code: `export * from '${name}';`,
      mustNotInclude: name === pkg.name ? CORE_MUST_NOT : SKIN_MUST_NOT,
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
    const { gzip } = await measure(entry.code);
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
    const result = await measure(entry.code);
    const forbidden = pulls(result.packages, entry.mustNotInclude ?? []);
    const over = result.gzip > entry.budgetBytes;
    if (over || forbidden.length) failed++;
    rows.push({ ...entry, ...result, over, forbidden });
  }
  const missing = (await candidates()).filter((wanted) => !budgets.some((entry) => entry.name === wanted.name));
  const width = Math.max(6, ...rows.map((r) => r.name.length));
  console.log(
    `${'bundle'.padEnd(width)}  ${'min'.padStart(9)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  ${'lazy'.padStart(9)}  heavy packages`,
  );
  for (const r of rows) {
    const flag = r.over ? '  OVER BUDGET' : r.forbidden.length ? `  MUST NOT PULL IN ${r.forbidden.join(', ')}` : '';
    const heavy = pulls(r.packages, HEAVY).join(', ') || '-';
    const lazy = r.lazyChunks ? kb(r.lazyGzip) : '-';
    console.log(
      `${r.name.padEnd(width)}  ${kb(r.min).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.budgetBytes).padStart(9)}  ${lazy.padStart(9)}  ${heavy}${flag}`,
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
    `\nAll ${rows.length} bundles within budget (min + gzip -9 of what loads first, react and react-dom external; ` +
      `"lazy": chunks of dynamic imports).`,
  );
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
