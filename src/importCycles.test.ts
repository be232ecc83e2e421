import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

// src/ stays free of import cycles (type-only imports count too: they tie modules together just as
// much for a reader, and a cycle is one refactor away from a runtime one). Cheap: a regex walk over
// the relative imports of every non-test module, then a depth-first search.

const SRC = __dirname;
const EXTENSIONS = ['.ts', '.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : modules(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** Every import cycle among `files`, each as the list of its modules (relative to `root`), first = last. */
function findImportCycles(files: string[], root = SRC): string[][] {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    const targets = new Set<string>();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, (match[1] ?? match[2])!, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }

  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)));
}

describe('src/ imports', () => {
  it('should have no import cycle', () => {
    expect(findImportCycles(modules(SRC))).toEqual([]);
  });

  describe('given two modules that import each other', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      writeFileSync(
        join(dir, 'b.ts'),
        "// import { nothing } from './c';\nexport { type A } from './a';\nexport type B = 1;\n",
      );
      writeFileSync(join(dir, 'c.ts'), "export const c = import('./a');\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('should find the cycle, type-only imports and re-exports included, comments ignored', () => {
      expect(findImportCycles(modules(dir), dir)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
    });
  });
});
