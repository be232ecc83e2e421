// Rollup plugin: each skin sheet's `defineStyles('area', { rules })` call becomes
// `staticSheet('area', [rule names], 'its CSS')` in the built package (skins/theme/staticSheet.ts).
// The CSS is the very text `defineStyles` compiles at runtime from the source (evaluated once here,
// through tsx, as scripts/build-css.ts does), so the built skins run no style compiler: no
// @emotion/serialize and no stylis of ours in a page, and nothing compiled during hydration.
// Runs after the TypeScript transform; a call it cannot match to a compiled sheet fails the build.
import { dirname, join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';

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

export function precompileSheets({ root }) {
  let sheets;
  return {
    name: 'precompile-sheets',
    async buildStart() {
      const registry = await tsImport('./sheets-registry.ts', import.meta.url);
      sheets = new Map(registry.compiledSheets().map((sheet) => [sheet.href, sheet]));
    },
    transform(code, id) {
      if (!code.includes('defineStyles(') || id.endsWith(join('skins', 'theme', 'sheet.tsx'))) return null;
      const edits = [];
      const ast = this.parse(code);
      for (const call of calls(ast, ['defineStyles'])) {
        const [areaArg, rulesArg] = call.arguments;
        if (areaArg?.type !== 'Literal' || rulesArg?.type !== 'ObjectExpression')
          this.error(`${id}: defineStyles needs a string area and an object literal of rules`);
        const sheet = sheets.get(`rc-${areaArg.value}`);
        const names = rulesArg.properties.map(keyName);
        if (!sheet || sheet.ruleNames.join() !== names.join())
          this.error(`${id}: no compiled sheet matches defineStyles('${areaArg.value}', { ${names.join(', ')} })`);
        edits.push({
          start: call.start,
          end: call.end,
          text: `__staticSheet(${JSON.stringify(areaArg.value)}, ${JSON.stringify(names)}, ${JSON.stringify(sheet.css)})`,
        });
      }
      if (edits.length === 0) return null;
      // The rules' own \`css(...)\` values at module level are now unused: pure, so they and Emotion's
      // serialiser are shaken away.
      for (const call of calls(ast, ['css', 'keyframes']))
        if (!edits.some((edit) => call.start >= edit.start && call.end <= edit.end))
          edits.push({ start: call.start, end: call.start, text: '/* @__PURE__ */ ' });
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      let path = relative(dirname(id), join(root, 'skins', 'theme', 'staticSheet.ts')).replace(/\\/g, '/');
      if (!path.startsWith('.')) path = `./${path}`;
      return { code: `import { staticSheet as __staticSheet } from '${path}';\n${out}`, map: null };
    },
  };
}
