// Object spreads that V8 builds on a slow path, rewritten to one Object.assign call (issue 16, cheaper
// renders).
//
// V8 (measured on Node 20's) creates `{ ...a, x }` and `{ ...a, ...b }` through its runtime: about
// 0.7 µs and 3 to 5 µs a literal, against 0.2 µs for `Object.assign({}, a, { x }, b)` (a
// micro-benchmark, each form in one process). JSX props written as `<a {...props} {...anchor}>` and
// prop getters that merge are such literals, on every render of every link: the Roofline header and
// footer's server render went from about 610 to 400 µs with this step. A literal whose first member is
// not a spread and that spreads once (`{ id, ...rest }`) is fast already and is left alone, as are
// object rest patterns (native rest is as fast as any helper).
//
// Only the literals where both forms give the same object are rewritten: no getter or setter (Object
// .assign would read it instead of defining it) and no `__proto__:` member. One difference remains,
// the same as Babel's `setSpreadProperties` assumption: an own enumerable `__proto__` key of a spread
// object (JSON.parse can make one) sets the new object's prototype instead of becoming a property.
//
// Kept while `engines` includes Node 20 (issue 28, measured on Node 20.20 with the build with and without
// this pass, the bench's renderToString of the shipped package, three interleaved runs on a loaded
// machine): the Roofline header + footer 1.1x to 1.3x faster, the full chrome (with the banner and
// search bar) 1.05x to 1.4x, the search box alone no faster (0.9x to 1.05x: few such literals on its
// path); per literal 0.76 against 0.10 µs (`{ ...a, x }`) and 2.7 against 0.15 µs (`{ ...a, ...b }`).
// Node 22 and 24 could not be measured here (issue 28 gives 1.0x to 1.25x on Node 22): measure again
// and drop the pass once `engines` starts at Node 22 or later.
//
// Babel's object-rest-spread plugin with that assumption does the same job, but nests the calls
// (`_extends(_extends({}, a), b)`) and lowers object rest too: more bytes in every page (measured
// +1 KB min + gzip on the page of `npm run size`) for the same speed. This pass edits only the
// literals in place (magic-string), so the rest of the built code stays as esbuild wrote it.

import MagicString from 'magic-string';

/** @param {any} node */
function isSlowSpreadLiteral(node) {
  const members = node.properties;
  const spreads = members.filter((member) => member.type === 'SpreadElement').length;
  if (spreads === 0) return false;
  if (!(spreads >= 2 || (members[0].type === 'SpreadElement' && members.length > 1))) return false;
  return members.every(
    (member) =>
      member.type === 'SpreadElement' ||
      (member.kind === 'init' &&
        (member.computed || !['__proto__', "'__proto__'", '"__proto__"'].includes(keyName(member.key)))),
  );
}

/** @param {any} key */
function keyName(key) {
  return key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : '';
}

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && key !== 'loc') walk(value, visit);
  }
}

/**
 * Rewrites the slow spread literals of one module's code.
 * @param {string} code @param {any} ast an ESTree program with start/end offsets (Rollup's `this.parse`)
 * @returns {string | null} the new code, or null when nothing changed
 */
export function rewriteSpreads(code, ast, assign = 'Object.assign') {
  const out = rewriteSpreadsIn(code, ast, assign);
  return out ? out.toString() : null;
}

/** As `rewriteSpreads`, the edits kept (for a source map); null when nothing changed. */
function rewriteSpreadsIn(code, ast, assign = 'Object.assign') {
  const out = new MagicString(code);
  let changed = false;
  walk(ast, (node) => {
    if (node.type !== 'ObjectExpression' || !isSlowSpreadLiteral(node)) return;
    changed = true;
    out.overwrite(node.start, node.start + 1, `${assign}({},`);
    out.overwrite(node.end - 1, node.end, ')');
    /** @type {any[]} */
    let run = [];
    const closeRun = () => {
      if (run.length === 0) return;
      out.appendLeft(run[0].start, '{ ');
      out.appendRight(run[run.length - 1].end, ' }');
      run = [];
    };
    for (const member of node.properties) {
      if (member.type === 'SpreadElement') {
        closeRun();
        out.remove(member.start, member.argument.start);
      } else run.push(member);
    }
    closeRun();
  });
  return changed ? out : null;
}

/**
 * The Rollup plugin: runs on the project's own modules after they are compiled to JavaScript. (A shared
 * `const assign = Object.assign` that minifiers rename was tried: fewer bytes minified, more gzipped.)
 */
export function spreadToAssign({ include = /\/(src|skins|skins-external-css)\/.*\.[jt]sx?$/ } = {}) {
  return {
    name: 'spread-to-assign',
    /** @this {import('rollup').TransformPluginContext} @param {string} code @param {string} id */
    transform(code, id) {
      if (!include.test(id) || id.includes('/node_modules/') || !code.includes('...')) return null;
      const out = rewriteSpreadsIn(code, this.parse(code));
      return out === null ? null : { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
