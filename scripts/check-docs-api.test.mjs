// The rules of `npm run check:docs` (scripts/check-docs-api.mjs) on small pages: what counts as presenting
// a name as an export, and what does not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkNames, parseReport } from './check-docs-api.mjs';

const report = (text) => parseReport(`\`\`\`ts\n${text}\n\`\`\``);
const reports = new Map([
  [
    '@roofline/chrome',
    report(
      [
        'export function useSearchBox(options?: UseSearchBoxOptions): UseSearchBoxResult;',
        'export const SEARCH_LIMITS: {',
        '    readonly keywordTrackingDelayMs: 1000;',
        '};',
        'export interface UseSearchBoxResult {',
        '    getInputProps: (props?: InputProps) => InputProps;',
        '    submit: () => boolean;',
        '}',
      ].join('\n'),
    ),
  ],
  ['@roofline/chrome/locales', report('export const frFR: ChromeCatalogue;')],
]);
const names = (page) => checkNames('page.md', page, reports).map((p) => `${p.name} ${p.why}`);

test('an import names its entry: a name another entry exports is still missing there', () => {
  const page = [
    '```tsx',
    "import { useSearchBox, frFR, type Nope } from '@roofline/chrome';",
    "import { frFR as fr } from '@roofline/chrome/locales';",
    "import { thing } from '@roofline/chrome/testing';",
    '```',
  ].join('\n');
  assert.deepEqual(names(page), ['frFR import', 'Nope import', 'thing no such entry']);
});

test('a call in prose is an export, a member of a reported type, or the platform', () => {
  const page =
    'Call `useSearchBox(options)`, then `getInputProps(props?)`, `submit()`, `fetch(url)` and `buildResultsUrl(input)`.';
  assert.deepEqual(names(page), ['buildResultsUrl call']);
});

test("a call's parameters are the caller's functions", () => {
  assert.deepEqual(names('`useSearchBox(onPick)` calls `onPick(item)`.'), []);
});

test('a named constant is one to import; a limit read through its object checks the object', () => {
  const page = 'After 1000 ms (`SEARCH_LIMITS.keywordTrackingDelayMs`, `KEYWORD_DELAY_MS`, `OTHER_LIMITS.delayMs`).';
  assert.deepEqual(names(page), ['KEYWORD_DELAY_MS prose', 'OTHER_LIMITS prose']);
});

test('a list that an "exported" lead-in introduces claims every name, a plain word aside', () => {
  const page = ['These are exported for servers:', '', '- `useSearchBox`, `buildResultsUrl` and `options`.', ''].join(
    '\n',
  );
  assert.deepEqual(names(page), ['buildResultsUrl prose']);
});

test('only the clause that says "exported" claims its names', () => {
  const page = 'The `state` holds `highlightedIndex`. `useSearchBox` and `isImeEnter` are exported.';
  assert.deepEqual(names(page), ['isImeEnter prose']);
});

test('"exported from" an entry checks that entry', () => {
  assert.deepEqual(names('`frFR` is exported from `@roofline/chrome`.'), ['frFR prose']);
});

test('what is said to be internal, or cites the sources, or sits in a marked section claims nothing', () => {
  const page = [
    'The reducer `searchReducer(state, action)` is internal since 0.2.0.',
    '',
    'The merge is `mergeAll(ours, theirs)` in `src/shared/propGetters.ts`.',
    '',
    '<!-- check-docs: internal -->',
    'Contributors call `defineStyles(area, rules)`.',
    '',
    '## Next',
    '',
    'Then `defineStyles(area, rules)`.',
  ].join('\n');
  assert.deepEqual(names(page), ['defineStyles call']);
});

test('a table of exported functions claims its first column; a table of methods holds members', () => {
  const page = [
    '| function | returns |',
    '| --- | --- |',
    '| `useSearchBox(options)` | the box |',
    '| `getChromeHttp(fetch)` | a client built with `createThing(x)`? |',
    '',
    '| method | request |',
    '| --- | --- |',
    '| `searchSingleIndex(params)` | POST |',
  ].join('\n');
  assert.deepEqual(names(page), ['getChromeHttp call', 'createThing call']);
});
