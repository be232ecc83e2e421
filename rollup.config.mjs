import { readFileSync } from 'node:fs';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { clientDirectives } from './scripts/client-directives.mjs';
import { precompileSheets } from './scripts/precompile-sheets.mjs';
import { spreadToAssign } from './scripts/spread-to-assign.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const input = {
  index: 'src/index.ts',
  // Every built-in catalogue, one named export each: a page keeps only the ones it imports.
  locales: 'src/i18n/locales/index.ts',
  'skins/roofline': 'skins/roofline/index.ts',
  'skins/homeadvisor': 'skins/homeadvisor/index.ts',
  'skins/instapro': 'skins/instapro/index.ts',
};

// Every dependency and peer (and their subpaths) stays external: the consumer's bundler dedupes them.
const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const external = (id) => deps.some((dep) => id === dep || id.startsWith(`${dep}/`));

const chunkFileNames = (ext) => `chunks/[name]-[hash].${ext}`;
// One output file per source module (entries keep their public names): a consumer's bundler then drops
// every module an import does not reach, so importing one hook does not pull in Downshift or Radix.
const moduleFileNames = (ext) => (chunk) =>
  chunk.isEntry && chunk.name in input ? `[name].${ext}` : `modules/[name].${ext}`;

export default [
  {
    input,
    external,
    treeshake: { moduleSideEffects: false },
    plugins: [
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      // The object spreads V8 builds on a slow path, as one Object.assign (a third of a server render).
      spreadToAssign(),
      // The skins' sheets compiled ahead of time: no style compiler in a page.
      precompileSheets({ root: new URL('.', import.meta.url).pathname }),
      // 'use client' only on modules that need it (hooks, context, Emotion, Radix...): pure helpers
      // stay importable from a React Server Component (docs/server-rendering.md).
      clientDirectives(),
    ],
    output: [
      {
        dir: 'dist',
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: '.',
        entryFileNames: moduleFileNames('js'),
      },
      {
        dir: 'dist',
        format: 'cjs',
        preserveModules: true,
        preserveModulesRoot: '.',
        entryFileNames: moduleFileNames('cjs'),
        exports: 'named',
      },
    ],
    onwarn(warning, warn) {
      // Directives in sources are dropped on purpose: the plugin above sets them per built module.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
  {
    input,
    external,
    plugins: [dts({ tsconfig: 'tsconfig.build.json' })],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: chunkFileNames('d.ts') },
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: chunkFileNames('d.cts') },
    ],
  },
];
