// The build step of scripts/spread-to-assign.mjs, run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { rewriteSpreads } from './spread-to-assign.mjs';

/** @param {string} code  Rollup's parser: the AST the plugin gets from `this.parse`. */
const rewrite = (code) => rewriteSpreads(code, parseAst(code));

/** Evaluates an expression written with spreads, as written and rewritten. */
function both(expression, scope) {
  const run = (code) => new Function(...Object.keys(scope), `return (${code});`)(...Object.values(scope));
  const rewritten = rewrite(`x = ${expression};`);
  return { before: run(expression), after: run(rewritten ? rewritten.slice(4, -1) : expression), rewritten };
}

describe('spread-to-assign (build step)', () => {
  for (const [name, expression] of [
    ['a spread then fields', '{ ...a, x: 1, y }'],
    ['two spreads', '{ ...a, ...b }'],
    ['fields between spreads, later ones winning', '{ ...a, x: 1, ...b, y, z: 3 }'],
    ['a nested slow literal', '{ ...a, nested: { ...b, x: 2 } }'],
    ['a spread of a literal', '{ ...{ ...a, x: 1 }, y }'],
    ['computed keys and methods', "{ ...a, ['k' + 1]: 1, m() { return 2; } }"],
    ['a spread of null and of undefined', '{ ...n, ...u, x: 1 }'],
  ]) {
    it(`should give the same object for ${name}, as one Object.assign`, () => {
      const scope = { a: { x: 0, w: 'a' }, b: { x: 5, z: 'b', y: 'b' }, y: 'y', n: null, u: undefined };
      const { before, after, rewritten } = both(expression, scope);
      assert.match(rewritten, /^x = Object\.assign\(\{\},/);
      assert.ok(!rewritten.includes('...'), rewritten);
      assert.equal(JSON.stringify(after), JSON.stringify(before));
      assert.deepEqual(Object.keys(after), Object.keys(before));
      assert.deepEqual(scope.a, { x: 0, w: 'a' }); // the sources are copied, never changed
    });
  }

  for (const [name, code] of [
    ['a field first and one spread (fast already)', 'x = { x: 1, ...a }'],
    ['a lone spread', 'x = { ...a }'],
    ['a getter (Object.assign would read it)', 'x = { ...a, get g() { return 1; } }'],
    ['a __proto__ field', 'x = { ...a, __proto__: null }'],
    ['object rest', 'const { x, ...rest } = a'],
  ]) {
    it(`should leave ${name} alone`, () => assert.equal(rewrite(`${code};`), null));
  }

  it('should rewrite the JSX props esbuild writes, call arguments and arrow bodies included', () => {
    const code = 'const f = (p, q) => jsx("a", { ...p, ...q, children: p.name });\nconst g = (p) => ({ ...p, x: 1 });';
    assert.equal(
      rewrite(code),
      'const f = (p, q) => jsx("a", Object.assign({}, p, q, { children: p.name } ));\nconst g = (p) => (Object.assign({}, p, { x: 1 } ));',
    );
  });
});
