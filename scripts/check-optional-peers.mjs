// The optional peer dependencies (package.json peerDependenciesMeta) stay out of every entry's module
// graph but the one made for them: a page that does not install algoliasearch, search-insights or
// @snowplow/browser-tracker must still build, and a bundler fails on any import of a package it cannot
// resolve, a dynamic import() included (Vite, webpack and esbuild alike). Walks each JS entry of
// package.json's exports through dist/ (static imports, re-exports, import() and require alike, as esbuild reads them) and fails on a
// bare import of an optional peer the entry is not allowed. Run by scripts/check-package.mjs after a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const optional = Object.keys(pkg.peerDependenciesMeta ?? {}).filter((name) => pkg.peerDependenciesMeta[name].optional);
/** The entries made for an optional peer, and the peers they may import. */
const ALLOWED = { './search-client': ['algoliasearch'] };

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every bare import (static, re-export, import() or require) of the module graph from `file`, as esbuild reads it. */
async function bareImports(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return Object.entries(result.metafile.inputs).flatMap(([from, input]) =>
    input.imports.filter((entry) => entry.external).map((entry) => ({ specifier: entry.path, from })),
  );
}

let failures = 0;
for (const [entry, target] of Object.entries(pkg.exports)) {
  for (const condition of ['import', 'require']) {
    const file = target?.[condition]?.default;
    if (!file) continue;
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first.`);
    const allowed = ALLOWED[entry] ?? [];
    for (const { specifier, from } of await bareImports(join(root, file))) {
      const name = packageOf(specifier);
      if (optional.includes(name) && !allowed.includes(name)) {
        failures += 1;
        console.error(`${entry} (${condition}) reaches the optional peer ${specifier} through ${from}`);
      }
    }
  }
}
if (failures) {
  console.error(`optional peers: ${failures} import(s) of an optional peer outside its own entry`);
  process.exit(1);
}
console.log(`optional peers: ${optional.join(', ')} reached only from ${Object.keys(ALLOWED).join(', ')}`);
