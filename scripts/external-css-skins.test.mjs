// The module ids of the skins' /external-css copy (scripts/external-css-skins.mjs), run by `npm test`
// (node --test): the copy's imports of skin modules stay in the copy, its imports of src/ are the core's
// own modules, and a copy's module loads the skin file of the same path.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { rollup } from 'rollup';
import { externalCssPaths, externalCssSkins } from './external-css-skins.mjs';

const root = mkdtempSync(join(tmpdir(), 'external-css-skins-'));
after(() => rmSync(root, { recursive: true, force: true }));
const write = (path, code) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), code);
};
write('src/core.js', "export const core = 'core';\n");
write('skins/theme/sheet.js', "export const css = 'the CSS';\n");
write('skins/brand/index.js', "export { css } from '../theme/sheet.js';\nexport { core } from '../../src/core.js';\n");

describe('external-css-skins', () => {
  it('builds the copy from the skins, sharing src/', async () => {
    const bundle = await rollup({
      input: {
        skin: join(root, 'skins/brand/index.js'),
        copy: externalCssPaths(root).entry('brand').replace(/\.ts$/, '.js'),
      },
      plugins: [externalCssSkins({ root })],
    });
    const ids = bundle.cache.modules.map((module) => relative(root, module.id).replace(/\\/g, '/')).sort();
    await bundle.close();
    assert.deepEqual(ids, [
      'skins-external-css/brand/index.js',
      'skins-external-css/theme/sheet.js',
      'skins/brand/index.js',
      'skins/theme/sheet.js',
      'src/core.js',
    ]);
  });
});
