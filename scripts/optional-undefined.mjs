// Codemod (issue 34): every optional property of an interface or type literal in src/, skins/ and
// testing/ is typed `| undefined` as well, so a consumer with `exactOptionalPropertyTypes` can pass
// `x ?? undefined` or forward an optional prop of its own. `--check` lists the ones missing and exits 1.
// A declaration after a comment `optional-undefined: skip (why)` is left as it is (a type handed to
// another library whose own fields take no undefined).
// Usage: node scripts/optional-undefined.mjs [--check]
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== '__fixtures__') yield* sources(file);
    } else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield file;
  }
}

const hasUndefined = (type) =>
  type.kind === ts.SyntaxKind.UndefinedKeyword ||
  type.kind === ts.SyntaxKind.AnyKeyword ||
  type.kind === ts.SyntaxKind.UnknownKeyword ||
  (ts.isUnionTypeNode(type) && type.types.some(hasUndefined)) ||
  (ts.isParenthesizedTypeNode(type) && hasUndefined(type.type));

const needsParens = (type) =>
  ts.isFunctionTypeNode(type) || ts.isConstructorTypeNode(type) || ts.isConditionalTypeNode(type);

let missing = 0;
let files = 0;
for (const dir of ['src', 'skins', 'testing']) {
  for (const file of sources(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const edits = [];
    const visit = (node) => {
      // A type passed to another library's function keeps that library's exact optional fields.
      const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
      if (comments.some((c) => text.slice(c.pos, c.end).includes('optional-undefined: skip'))) return;
      if (ts.isPropertySignature(node) && node.questionToken && node.type && !hasUndefined(node.type)) {
        edits.push(node.type);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (!edits.length) continue;
    missing += edits.length;
    files += 1;
    if (check) {
      for (const type of edits.slice(0, 3)) {
        const { line } = source.getLineAndCharacterOfPosition(type.getStart());
        console.log(`${path.relative(root, file)}:${line + 1}: optional without | undefined`);
      }
      continue;
    }
    // Insertions by position (a property's type may hold another's: apply from the end of the file).
    const inserts = [];
    for (const type of edits) {
      if (needsParens(type)) inserts.push([type.getStart(), '(']);
      inserts.push([type.getEnd(), `${needsParens(type) ? ')' : ''} | undefined`]);
    }
    let out = text;
    for (const [at, insert] of inserts.sort((a, b) => b[0] - a[0]))
      out = `${out.slice(0, at)}${insert}${out.slice(at)}`;
    writeFileSync(file, out);
  }
}
console.log(`${missing} optional properties without | undefined in ${files} files${check ? '' : ' (fixed)'}`);
if (check && missing) process.exit(1);
