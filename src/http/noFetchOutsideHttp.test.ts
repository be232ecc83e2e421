/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every network call goes through the library's HTTP client (src/http), so one place owns deadlines,
 * interceptors and error mapping (issue 13). This test reads the library's own code (src/ and skins/,
 * tests and test fixtures left out) and fails on a `fetch(` call, or another way to the network,
 * anywhere outside src/http/.
 */
const ROOT = join(__dirname, '..', '..');
const SCANNED = ['src', 'skins'];
const ALLOWED = `src${sep}http${sep}`;

// A call of fetch under its own name or an alias (`globalThis.fetch(`, `window.fetch (`, `fetchFn(`,
// `doFetch(`), or another way to the network.
const NETWORK_CALL = /\b(?:fetch|fetchFn|doFetch)\s*\(|\bnew\s+XMLHttpRequest\b|\bsendBeacon\s*\(/;

function isLibraryCode(path: string): boolean {
  return (
    /\.(ts|tsx)$/.test(path) &&
    !/\.test\.(ts|tsx)$/.test(path) &&
    !path.includes(`${sep}__fixtures__${sep}`) &&
    !/testUtils\.tsx?$/.test(path)
  );
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** The code without comments (a doc comment may mention `fetch(`), line numbers kept. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `file:line: code` for every network call in the source. */
export function findNetworkCalls(file: string, source: string): string[] {
  return stripComments(source)
    .split('\n')
    .flatMap((line, index) => (NETWORK_CALL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('the network calls of the library', () => {
  it('should all be made in src/http/', () => {
    const files = SCANNED.flatMap((dir) => listFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => isLibraryCode(path) && !path.startsWith(ALLOWED));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => findNetworkCalls(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('should have src/http/ make them, so the scan looks at the right thing', () => {
    const client = readFileSync(join(ROOT, 'src', 'http', 'httpClient.ts'), 'utf8');
    expect(findNetworkCalls('httpClient.ts', client)).not.toEqual([]);
  });

  // The scanner itself: it catches what it must and only that.
  it.each([
    'const r = await fetch(url, init);',
    '  return globalThis.fetch(input, init);',
    'window.fetch (url)',
    'const response = await fetchFn(url, { signal });',
    'const xhr = new XMLHttpRequest();',
    'navigator.sendBeacon(url, body);',
  ])('should flag %p', (line) => {
    expect(findNetworkCalls('x.ts', line)).toHaveLength(1);
  });

  it.each([
    'fetchSuggestions({ http, query })',
    'const { fetch } = config;',
    'fetch: FetchFn;',
    '/** Sends through fetch(url) with a deadline. */',
    '// fetch(url) is not called here',
    "const url = 'https://example.com'; // fetch(x)",
    'refetch();',
  ])('should not flag %p', (line) => {
    expect(findNetworkCalls('x.ts', line)).toEqual([]);
  });
});
