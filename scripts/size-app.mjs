// Bundles as an app's bundler ships them: rolldown (the bundler of Vite 8), which tree-shakes before it
// splits code. Every size budget is measured this way (size.mjs). esbuild (printed beside, for
// reference) splits first: a module that both the page and a lazy chunk could reach goes in a shared
// chunk the page imports up front, even when the page uses none of it (the sign-up calls, loaded after
// hydration but also exported by the core's barrel, weigh on every hook's esbuild bundle). Same shape
// as size.mjs's `measure`: up-front and lazy bytes (min + gzip -9), packages, and per-chunk groups.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const EXTERNAL = /^(react|react-dom)($|\/)/;
const packageOf = (file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? null;

/**
 * Bundles `code` (an ES module importing from '@roofline/chrome...', resolved from `resolveDir`) with
 * rolldown, minified, react and react-dom external. `groupOf(file)` names a module's breakdown group.
 */
export async function measureApp(code, { resolveDir, groupOf }) {
  // The entry file sits in the project so that '@roofline/chrome' resolves to the package itself.
  const dir = mkdtempSync(join(resolveDir, '.size-app-'));
  try {
    const input = join(dir, 'entry.js');
    writeFileSync(input, code);
    const bundle = await rolldown({
      input,
      external: (id) => EXTERNAL.test(id),
      platform: 'browser',
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'es', minify: true });
    await bundle.close();
    const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const role = new Map();
    const visit = (fileName, as) => {
      const chunk = chunks.get(fileName);
      if (!chunk || role.get(fileName) === 'initial' || (role.has(fileName) && as === 'lazy')) return;
      role.set(fileName, as);
      for (const imported of chunk.imports) visit(imported, as);
      for (const imported of chunk.dynamicImports) visit(imported, 'lazy');
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, 'initial');

    const totals = { initial: { min: 0, gzip: 0 }, lazy: { min: 0, gzip: 0 } };
    const packages = { initial: new Set(), lazy: new Set() };
    const measured = [];
    for (const [fileName, chunk] of chunks) {
      const kind = role.get(fileName) ?? 'orphan';
      const min = Buffer.byteLength(chunk.code);
      const gzip = gzipSync(chunk.code, { level: 9 }).length;
      const groups = {};
      for (const [id, info] of Object.entries(chunk.modules)) {
        if (info.renderedLength === 0) continue;
        groups[groupOf(id)] = (groups[groupOf(id)] ?? 0) + info.renderedLength;
        const name = packageOf(id);
        if (name && kind !== 'orphan') packages[kind].add(name);
      }
      measured.push({ path: fileName, kind, min, gzip, groups });
      if (kind === 'orphan') continue;
      totals[kind].min += min;
      totals[kind].gzip += gzip;
    }
    const lazy = measured.filter((chunk) => chunk.kind === 'lazy');
    return {
      min: totals.initial.min,
      gzip: totals.initial.gzip,
      lazyMin: totals.lazy.min,
      lazyGzip: totals.lazy.gzip,
      lazyChunks: lazy.length,
      packages: [...packages.initial].sort(),
      lazyPackages: [...packages.lazy].sort(),
      chunks: measured,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
