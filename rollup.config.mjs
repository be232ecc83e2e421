import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import preserveDirectives from 'rollup-plugin-preserve-directives';
import { EXTERNAL_CSS_DIR, externalCssPaths, externalCssSkins } from './scripts/external-css-skins.mjs';
import { precompileSheets } from './scripts/precompile-sheets.mjs';
import { spreadToAssign } from './scripts/spread-to-assign.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const SKINS = ['roofline', 'homeadvisor', 'instapro'];

const input = {
  index: 'src/index.ts',
  // Every built-in catalogue, one named export each: a page keeps only the ones it imports.
  locales: 'src/i18n/locales/index.ts',
  // The hosted search client on the optional peer algoliasearch: apart, so the main entry never reaches it.
  'search-client': 'src/searchClient.ts',
  // Test doubles for consuming teams (the dev API's services as a fetch, a ready config): never on a page.
  testing: 'testing/index.ts',
  ...Object.fromEntries(SKINS.map((skin) => [`skins/${skin}`, `skins/${skin}/index.ts`])),
};
// The skins' `/external-css` entries: the same skins, built again without their CSS
// (scripts/external-css-skins.mjs). Their types are the skin's.
const externalCssInput = Object.fromEntries(
  SKINS.map((skin) => [`skins/${skin}/external-css`, externalCssPaths(root).entry(skin)]),
);
const externalCssTypes = Object.fromEntries(
  SKINS.map((skin) => [`skins/${skin}/external-css`, `skins/${skin}/index.ts`]),
);

// Every dependency and peer (and their subpaths) stays external: the consumer's bundler dedupes them.
const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const external = (id) => deps.some((dep) => id === dep || id.startsWith(`${dep}/`));

const chunkFileNames = (ext) => `chunks/[name]-[hash].${ext}`;
// One output file per source module (entries keep their public names): a consumer's bundler then drops
// every module an import does not reach, so importing one hook does not pull in Downshift or Radix.
const entries = { ...input, ...externalCssInput };
const moduleFileNames = (ext) => (chunk) =>
  chunk.isEntry && chunk.name in entries ? `[name].${ext}` : `modules/[name].${ext}`;

// Source maps point at the sources by relative paths (shipped in the package, see `files`), with the
// sources' text included; the `/external-css` copy's modules map to the skins' own files.
const sourcemapPathTransform = (path) => path.replace(new RegExp(`(^|/)${EXTERNAL_CSS_DIR}/`), '$1skins/');
const isDirectiveLine = (id) => /^'use client';/.test(readFileSync(externalCssPaths(root).toReal(id), 'utf8'));
const jsOutput = {
  dir: 'dist',
  preserveModules: true,
  preserveModulesRoot: '.',
  sourcemap: true,
  sourcemapPathTransform,
};

export default [
  {
    input: entries,
    external,
    treeshake: { moduleSideEffects: false },
    plugins: [
      externalCssSkins({ root }),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.build.json', sourceMap: true }),
      // 'use client' as the sources write it (hooks, the provider, skin components; not the pure helpers
      // and the server footers: docs/server-rendering.md), kept at the top of each module's file.
      preserveDirectives(),
      // The object spreads V8 builds on a slow path, as one Object.assign (a third of a server render).
      spreadToAssign(),
      // The skins' sheets compiled ahead of time: no style compiler in a page.
      precompileSheets({ root }),
    ],
    output: [
      { ...jsOutput, format: 'es', entryFileNames: moduleFileNames('js') },
      { ...jsOutput, format: 'cjs', entryFileNames: moduleFileNames('cjs'), exports: 'named' },
    ],
    onwarn(warning, warn) {
      // preserveDirectives() writes the sources' 'use client' back at the top of each module's file.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /['"]use client['"]/.test(warning.message)) return;
      // (Rollup looks that directive up in the source maps, where esbuild gives it no mapping.)
      if (warning.code === 'SOURCEMAP_ERROR' && warning.loc?.line <= 2 && isDirectiveLine(warning.id)) return;
      warn(warning);
    },
  },
  {
    input: { ...input, ...externalCssTypes },
    external,
    // Declaration maps: go-to-definition in a consumer's editor opens the TypeScript source.
    plugins: [dts({ tsconfig: 'tsconfig.build.json', sourcemap: true })],
    output: [
      {
        dir: 'dist',
        format: 'es',
        sourcemap: true,
        entryFileNames: '[name].d.ts',
        chunkFileNames: chunkFileNames('d.ts'),
      },
      {
        dir: 'dist',
        format: 'es',
        sourcemap: true,
        entryFileNames: '[name].d.cts',
        chunkFileNames: chunkFileNames('d.cts'),
      },
    ],
  },
];
