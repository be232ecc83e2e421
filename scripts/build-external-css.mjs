// Writes the skins' `/external-css` entries (`@roofline/chrome/skins/<skin>/external-css`) after the
// rollup build: the same components, for pages that import or link the skin's stylesheet
// (`@roofline/chrome/skins/<skin>.css`) themselves, without the CSS text in their JS. A copy of the
// built skins (dist/modules/skins -> dist/modules/skins-external-css, the same depth, so their
// imports of the core's modules stay as they are) in which every compiled sheet's CSS is '', and so
// is the theme classes' (skins/theme/vars.ts): a sheet without CSS brings no <style> (styleElements),
// so by default the components render none.
// Fails when the copy does not find exactly what the build is known to emit.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const from = join(dist, 'modules', 'skins');
const to = join(dist, 'modules', 'skins-external-css');
const SKINS = ['roofline', 'homeadvisor', 'instapro'];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

// `staticSheet("area", ["rule", ...], "css")` as scripts/precompile-sheets.mjs emits it (the ESM
// build calls `staticSheet(`, the CommonJS one `staticSheet.staticSheet(`).
const SHEET_CALL = /(staticSheet\("[a-z-]+", \[[^\]]*\], )"(?:[^"\\]|\\.)*"\)/g;
// vars.ts's `export const themeCss = (...).map(brandThemeCss).join('')`, as built.
const THEME_CSS = /\b(const themeCss = )[^;\n]+;/g;

function fail(message) {
  console.error(`build-external-css: ${message}`);
  process.exit(1);
}

function main() {
  if (!existsSync(from)) fail('dist/modules/skins is missing: run rollup first');
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const sheets = { js: 0, cjs: 0 };
  const flags = { js: 0, cjs: 0 };
  for (const file of files(to)) {
    const format = file.endsWith('.cjs') ? 'cjs' : file.endsWith('.js') ? 'js' : null;
    if (!format) continue;
    const code = readFileSync(file, 'utf8');
    let out = code.replace(SHEET_CALL, (_, head) => {
      sheets[format]++;
      return `${head}"")`;
    });
    out = out.replace(THEME_CSS, (_, head) => {
      flags[format]++;
      return `${head}"";`;
    });
    if (out !== code) writeFileSync(file, out);
  }
  if (sheets.js === 0 || sheets.js !== sheets.cjs)
    fail(`compiled sheets found: ${sheets.js} (ESM), ${sheets.cjs} (CommonJS)`);
  if (flags.js !== 1 || flags.cjs !== 1)
    fail(`themeCss found ${flags.js} (ESM) and ${flags.cjs} (CommonJS) times, not once each`);

  // The entries: each skin's, pointing into the copy.
  for (const skin of SKINS) {
    const dir = join(dist, 'skins', skin);
    mkdirSync(dir, { recursive: true });
    for (const ext of ['js', 'cjs']) {
      const entry = readFileSync(join(dist, 'skins', `${skin}.${ext}`), 'utf8');
      const rewritten = entry.replace(/(['"])\.\.\/modules\/(skins\/)?/g, (_, quote, skins) =>
        skins ? `${quote}../../modules/skins-external-css/` : `${quote}../../modules/`,
      );
      if (/['"]\.\.\/modules\//.test(rewritten)) fail(`dist/skins/${skin}.${ext}: an import was not rewritten`);
      writeFileSync(join(dir, `external-css.${ext}`), rewritten);
    }
    // Same exports, same types as the skin's entry.
    writeFileSync(join(dir, 'external-css.d.ts'), `export * from '../${skin}.js';\n`);
    writeFileSync(join(dir, 'external-css.d.cts'), `export * from '../${skin}.cjs';\n`);
  }
  console.log(`build-external-css: ${SKINS.length} entries, ${sheets.js} sheets without CSS (${relative(root, to)}).`);
}

main();
