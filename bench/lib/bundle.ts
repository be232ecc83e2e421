/**
 * esbuild builds of the demo apps: for size (the settings of scripts/size.mjs: bundle, minify, ESM,
 * browser, production, react and react-dom external, gzip -9), for the browser runs (everything in,
 * React's profiling build so the Profiler counts commits) and for the server render (node ESM).
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server'];
const PRODUCTION = { 'process.env.NODE_ENV': '"production"' };

export interface SizeResult {
  /** Minified bytes of what loads first. */
  min: number;
  /** gzip -9 bytes of what loads first. */
  gzip: number;
  /** Package folders (under node_modules) with code in the bundle. */
  packages: string[];
}

function packageOf(file: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match?.[1] ?? null;
}

/** Size of `code` (an ES module) bundled as an app would ship it, with React external. */
export async function measureSize(code: string, resolveDir: string, plugins: Plugin[] = []): Promise<SizeResult> {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'tsx' },
    plugins,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    write: false,
    external: REACT_EXTERNAL,
    define: PRODUCTION,
    logLevel: 'silent',
    metafile: true,
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0];
  const packages = new Set<string>();
  for (const [file, input] of Object.entries(output?.inputs ?? {})) {
    const name = input.bytesInOutput > 0 ? packageOf(file) : null;
    if (name) packages.add(name);
  }
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, packages: [...packages].sort() };
}

/** React and react-dom alone, minified and gzipped, for scale. */
export async function measureReact(resolveDir: string): Promise<SizeResult> {
  const result = await build({
    stdin: {
      contents:
        "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; console.log(createElement, createRoot);",
      resolveDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    define: PRODUCTION,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, packages: ['react', 'react-dom'] };
}

/** Sends react-dom/client to React's profiling build, so `<Profiler onRender>` runs in production. */
const profilingReactDom: Plugin = {
  name: 'profiling-react-dom',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react-dom\/client$/ }, (args) =>
      pluginBuild.resolve('react-dom/profiling', { resolveDir: args.resolveDir, kind: args.kind }),
    );
  },
};

/** Resolves `from` (an exact import path) to the file `to` instead. */
export function redirect(from: string, to: string): Plugin {
  const filter = new RegExp(`^${from.replace(/[/.]/g, (char) => `\\${char}`)}$`);
  return { name: `redirect ${from}`, setup: (pluginBuild) => pluginBuild.onResolve({ filter }, () => ({ path: to })) };
}

/**
 * The bench's apps (bench/apps) with the library as it ships: their imports of the library's sources
 * (`../../../src`, `../../../skins/<skin>`) resolve to the built package (dist/), whose skins carry
 * their sheets compiled at build time and whose modules went through the build's passes (the spread
 * literals as Object.assign). From the sources a sheet compiles when first rendered, which a server
 * pays once per process but every hydration pays again.
 */
export function shippedPackage(root: string): Plugin {
  const appsDir = join(root, 'bench', 'apps') + sep;
  const entries: Record<string, string> = {
    [join(root, 'src')]: join(root, 'dist', 'index.js'),
    [join(root, 'skins', 'roofline')]: join(root, 'dist', 'skins', 'roofline.js'),
    [join(root, 'skins', 'homeadvisor')]: join(root, 'dist', 'skins', 'homeadvisor.js'),
    [join(root, 'skins', 'instapro')]: join(root, 'dist', 'skins', 'instapro.js'),
  };
  return {
    name: 'shipped-package',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\.\.\// }, (args) => {
        if (!args.importer.startsWith(appsDir)) return undefined;
        const target = entries[resolve(args.resolveDir, args.path)];
        if (!target) return undefined;
        if (!existsSync(target)) throw new Error(`${target} is missing: run npm run build before the bench`);
        return { path: target };
      });
    },
  };
}

/** A self-contained script for the browser runs (React included, profiling build, names kept). */
export async function buildBrowserScript(code: string, resolveDir: string, plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'tsx' },
    bundle: true,
    minify: true,
    keepNames: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    write: false,
    define: PRODUCTION,
    logLevel: 'silent',
    plugins: [profilingReactDom, ...plugins],
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A plain browser script from a file (the page instrumentation). */
export async function buildInitScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A node ESM module for the server render; React stays external so one React serves every app. */
export async function buildNodeModule(
  code: string,
  resolveDir: string,
  outfile: string,
  plugins: Plugin[] = [],
): Promise<void> {
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    stdin: { contents: code, resolveDir, loader: 'tsx', sourcefile: 'entry.tsx' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node18',
    jsx: 'automatic',
    external: REACT_EXTERNAL,
    define: PRODUCTION,
    logLevel: 'silent',
    plugins,
    // Some dependencies ship CommonJS that calls require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
  });
}
