// Rollup plugin: each skin sheet's `defineStyles('area', { rules })` call becomes
// `staticSheet('area', [rule names], 'its CSS')` in the built package (skins/theme/staticSheet.ts).
// The CSS is the very text `defineStyles` compiles at runtime from the source (evaluated once here,
// through tsx, as scripts/build-css.ts does), so the built skins run no style compiler: no
// @emotion/serialize and no stylis of ours in a page, and nothing compiled during hydration.
// In the skins' `/external-css` copy (scripts/external-css-skins.mjs) every sheet's CSS is '', and so
// is skins/theme/vars.ts's `themeCss`.
// Runs after the TypeScript transform; a call it cannot match to a compiled sheet fails the build.
import MagicString from 'magic-string';
import { dirname, join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { externalCssPaths } from './external-css-skins.mjs';

/** Every call of one of `names` (a plain identifier callee) under `node`. */
function* calls(node, names) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && names.includes(node.callee.name))
    yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) yield* calls(item, names);
    else if (value && typeof value === 'object') yield* calls(value, names);
  }
}

const keyName = (property) => (property.key.type === 'Identifier' ? property.key.name : String(property.key.value));

/** The end of the directive prologue ('use client'): an import added to a module goes after it. */
const prologueEnd = (ast) => {
  let end = 0;
  for (const statement of ast.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    end = statement.end;
  }
  return end;
};

export function precompileSheets({ root }) {
  const copies = externalCssPaths(root);
  let sheets;
  return {
    name: 'precompile-sheets',
    async buildStart() {
      const registry = await tsImport('./sheets-registry.ts', import.meta.url);
      sheets = new Map(registry.compiledSheets().map((sheet) => [sheet.href, sheet]));
    },
    transform(code, id) {
      const file = copies.toReal(id);
      const external = copies.isCopy(id);
      if (external && file === join(root, 'skins', 'theme', 'vars.ts')) return emptyThemeCss.call(this, code, id);
      if (!code.includes('defineStyles(') || file === join(root, 'skins', 'theme', 'sheet.tsx')) return null;
      const out = new MagicString(code);
      const ast = this.parse(code);
      const sheetCalls = [...calls(ast, ['defineStyles'])];
      if (sheetCalls.length === 0) return null;
      for (const call of sheetCalls) {
        const [areaArg, rulesArg] = call.arguments;
        if (areaArg?.type !== 'Literal' || rulesArg?.type !== 'ObjectExpression')
          this.error(`${id}: defineStyles needs a string area and an object literal of rules`);
        const sheet = sheets.get(`rc-${areaArg.value}`);
        const names = rulesArg.properties.map(keyName);
        if (!sheet || sheet.ruleNames.join() !== names.join())
          this.error(`${id}: no compiled sheet matches defineStyles('${areaArg.value}', { ${names.join(', ')} })`);
        const css = external ? '' : sheet.css;
        out.overwrite(
          call.start,
          call.end,
          `__staticSheet(${JSON.stringify(areaArg.value)}, ${JSON.stringify(names)}, ${JSON.stringify(css)})`,
        );
      }
      // The rules' own `css(...)` values at module level are now unused: pure, so they and Emotion's
      // serialiser are shaken away.
      for (const call of calls(ast, ['css', 'keyframes']))
        if (!sheetCalls.some((sheet) => call.start >= sheet.start && call.end <= sheet.end))
          out.appendLeft(call.start, '/* @__PURE__ */ ');
      // Relative to the real file: in the copy it then resolves to the copy's staticSheet.
      let path = relative(dirname(file), join(root, 'skins', 'theme', 'staticSheet.ts')).replace(/\\/g, '/');
      if (!path.startsWith('.')) path = `./${path}`;
      out.appendLeft(
        prologueEnd(ast),
        `${prologueEnd(ast) ? '\n' : ''}import { staticSheet as __staticSheet } from '${path}';\n`,
      );
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The copy's vars.ts: `export const themeCss = ...` becomes `''` (no theme class rules in the JS). */
function emptyThemeCss(code, id) {
  const out = new MagicString(code);
  let found = 0;
  for (const statement of this.parse(code).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations)
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'themeCss' && declarator.init) {
        out.overwrite(declarator.init.start, declarator.init.end, "''");
        found++;
      }
  }
  if (found !== 1) this.error(`${id}: expected one \`themeCss\` declaration, found ${found}`);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}
