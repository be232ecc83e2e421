// Rollup plugin for the skins' `/external-css` entries (`@roofline/chrome/skins/<skin>/external-css`):
// the same components, for pages that import or link the skin's stylesheet
// (`@roofline/chrome/skins/<skin>.css`) themselves, without the CSS text in their JS.
//
// The skins are built a second time in the same Rollup graph, under the module ids of a directory that
// does not exist, `skins-external-css/` (a copy of `skins/` at the same depth): a module in it loads the
// file of `skins/` of the same path, and its imports of other skin modules stay in the copy, while its
// imports of `src/` resolve to the core's own modules (one provider, one context, shared with the skins'
// entries). With `preserveModules` the copy is written to dist/modules/skins-external-css/.
// scripts/precompile-sheets.mjs compiles every sheet of the copy with '' for its CSS, and the theme
// classes' CSS (skins/theme/vars.ts's `themeCss`) too: a sheet without CSS brings no <style>
// (styleElements), so by default the components render none. scripts/check-external-css.mjs is the test.
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export const EXTERNAL_CSS_DIR = 'skins-external-css';

/** @param {string} root the repository's directory */
export function externalCssPaths(root) {
  const real = join(root, 'skins') + sep;
  const copy = join(root, EXTERNAL_CSS_DIR) + sep;
  return {
    /** Whether a module id is one of the copy's. @param {string} id */
    isCopy: (id) => id.startsWith(copy),
    /** The file of `skins/` a copy's module loads. @param {string} id */
    toReal: (id) => (id.startsWith(copy) ? real + id.slice(copy.length) : id),
    /** @param {string} id */
    toCopy: (id) => (id.startsWith(real) ? copy + id.slice(real.length) : id),
    /** The copy's module id of a skin's entry. @param {string} skin */
    entry: (skin) => join(copy, skin, 'index.ts'),
  };
}

/** @param {{ root: string }} options */
export function externalCssSkins({ root }) {
  const paths = externalCssPaths(root);
  return {
    name: 'external-css-skins',
    /** @this {import('rollup').PluginContext} */
    async resolveId(source, importer, options) {
      if (paths.isCopy(source)) return source;
      if (!importer || !paths.isCopy(importer)) return null;
      const resolved = await this.resolve(source, paths.toReal(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: paths.toCopy(resolved.id) };
    },
    /** @param {string} id */
    load(id) {
      if (!paths.isCopy(id)) return null;
      const file = paths.toReal(id);
      this.addWatchFile(file);
      return readFileSync(file, 'utf8');
    },
  };
}
