// Docs that cannot drift from the API (issue 34): `npm run check:docs`.
//
// 1. Every name the docs (docs/*.md, README.md) present as an export of an entry is in that entry's
//    API report (api/*.api.md, `npm run api -- --local`). What counts as presenting a name as an export:
//    - a named import or re-export from an entry in a code block:
//      `import { a, type B } from '@roofline/chrome/skins/roofline'` (checked against that entry);
//    - in prose, an inline-code call `name(...)` (`getTokenExpiry(token)`): a function the reader is told
//      to call. It must be an export of an entry, or a member of a type in a report (a hook's getter or
//      action: `getInputProps(props?)`, `submit()`), or a platform name (`fetch()`, `useId()`);
//    - in prose, every inline-code identifier of a paragraph, list item or table row that says it is
//      exported ("... is exported", "exports", "Pure helpers"), of the list or table that such a
//      paragraph introduces (it ends with a colon), and the first column of a table headed `export`
//      or `function`. These must be exports of an entry (of the entry the block names, if it names one).
//    A paragraph, list item or row that says its names are internal ("internal", "not exported",
//    "removed") claims nothing; so does a section under `<!-- check-docs: internal -->` (up to its
//    next heading), for pages that describe the library's own code.
// 2. Every ts/tsx code block of docs/*.md and README.md compiles as a consumer writes it: its own
//    module, strict, exactOptionalPropertyTypes, imports of '@roofline/chrome...' mapped to the
//    sources. A block marked ```tsx fragment (a piece of a larger example) is not compiled; its
//    imports are still checked.
//
// `node scripts/check-docs-api.mjs [--names-only] [files...]`: exits 1 with the list of failures.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@roofline/chrome';
const SKINS = ['roofline', 'homeadvisor', 'instapro'];

/** Entry specifier → its API report and its source (for the compile check). */
export const ENTRIES = {
  [PACKAGE]: { report: 'chrome', source: 'src/index.ts' },
  [`${PACKAGE}/locales`]: { report: 'chrome-locales', source: 'src/i18n/locales/index.ts' },
  [`${PACKAGE}/search-client`]: { report: 'chrome-search-client', source: 'src/searchClient.ts' },
  [`${PACKAGE}/testing`]: { report: 'chrome-testing', source: 'testing/index.ts' },
  ...Object.fromEntries(
    SKINS.flatMap((skin) => [
      [`${PACKAGE}/skins/${skin}`, { report: `chrome-skins-${skin}`, source: `skins/${skin}/index.ts` }],
      [
        `${PACKAGE}/skins/${skin}/external-css`,
        { report: `chrome-skins-${skin}-external-css`, source: `skins/${skin}/index.ts` },
      ],
    ]),
  ),
};

/** The names a report exports, and the member names of its types (getters, actions, fields). */
export function parseReport(text) {
  const exports = new Set();
  const members = new Set();
  for (const line of text.split('\n')) {
    const declared =
      /^export (?:declare )?(?:abstract )?(?:function|const|let|interface|type|class|namespace|enum) ([\w$]+)/.exec(
        line,
      );
    if (declared) exports.add(declared[1]);
    const listed = /^export \{([^}]*)\}/.exec(line);
    if (listed)
      for (const part of listed[1].split(','))
        exports.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
    const member = /^\s+(?:readonly |static |get |set )*['"]?([\w$]+)['"]?\??(?:<[^>]*>)?[:(]/.exec(line);
    if (member) members.add(member[1]);
  }
  return { exports, members };
}

export function loadReports(dir = path.join(root, 'api')) {
  const reports = new Map();
  for (const [entry, { report }] of Object.entries(ENTRIES)) {
    reports.set(entry, parseReport(readFileSync(path.join(dir, `${report}.api.md`), 'utf8')));
  }
  return reports;
}

// Names a page may show called that are no export of ours: the platform, React, and the libraries
// the hooks are built on (their own docs document them).
const PLATFORM = new Set(
  `fetch useId useEffect useState useMemo useCallback useRef useReducer useContext useTransition
  useSyncExternalStore useLayoutEffect useImperativeHandle createContext forwardRef memo lazy startTransition
  renderToString renderToPipeableStream renderToReadableStream hydrateRoot createRoot prerender
  preventDefault stopPropagation focus blur click setTimeout clearTimeout requestAnimationFrame
  queueMicrotask structuredClone encodeURIComponent decodeURIComponent atob btoa open close postMessage
  getAnimations useTheme useCombobox useSelect useForm useRouter redirect cookies headers notFound matchMedia getComputedStyle
  require import describe it test expect render renderHook act waitFor`.split(/\s+/),
);
const KEYWORDS = new Set(
  `true false null undefined void never unknown any string number boolean bigint symbol object this new
  typeof keyof const let var function return await async if else for while import export default type
  interface class extends implements`.split(/\s+/),
);

const INTERNAL_RE =
  /\binternal\b|\bnot exported\b|\bno longer exported\b|\bnot (?:in )?(?:the |a )?public\b|\bremoved\b|\bnot from the package\b/i;
const EXPORT_RE = /\bexport(?:s|ed)?\b|\bpure helpers\b|\bpublic API\b/i;
/** A constant's name: `SEARCH_LIMITS`, `DEFAULT_TIMEOUTS` (a value's member such as `ROOFLINE` is a member). */
const CONSTANT_RE = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;
/** The environment variables the repository's tools read (`process.env.DEV_API_PORT`): not exports. */
let envCache = null;
function envNames() {
  if (envCache) return envCache;
  envCache = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.next', 'dist'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:mjs|js|ts|tsx)$/.test(entry.name)) {
        for (const m of readFileSync(full, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) envCache.add(m[1]);
      }
    }
  };
  for (const dir of ['scripts', 'examples', 'e2e', 'bench']) walk(path.join(root, dir));
  return envCache;
}

/** Sections whose every name is an export. */
const SECTION_RE = /^(?:constants|pure helpers|exports|the public API)\s*$/i;
const IDENT_RE = /^([A-Za-z_$][\w$]*)(?:<[^`]*>)?(\(.*\))?$/;
/** "exported from `@roofline/chrome/locales`": the entry a block names for its names. */
const NAMED_ENTRY_RE = new RegExp(
  `export(?:s|ed)?\\s+(?:by name\\s+)?(?:from|of|by)\\s+\`(${PACKAGE}(?:/[\\w/-]+)?)\``,
  'g',
);
/** A block that cites a source file (`src/…`, `skins/…/x.ts`) describes the library's code. */
const SOURCE_PATH_RE = /`(?:src|skins|scripts|examples|e2e|bench)\/[^`]*`|`[\w./-]+\.(?:ts|tsx|mjs)`/;

/** Splits a Markdown page into code blocks and prose blocks (paragraph, list item, table row). */
export function parseMarkdown(text) {
  const lines = text.split('\n');
  const code = [];
  const prose = [];
  let internal = false;
  let block = null; // { kind, text, line, internal, claim }
  let leadClaim = false; // the previous paragraph claimed exports and ended with a colon
  let sectionClaim = false; // a section that lists exports: "## Constants", "## Pure helpers"
  let tableHeader = null;
  const flush = () => {
    if (block) prose.push(block);
    block = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line);
    if (fence) {
      flush();
      const [, indent, marks, lang, info] = fence;
      const start = i;
      const body = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(marks); i++) {
        body.push(lines[i].startsWith(indent) ? lines[i].slice(indent.length) : lines[i]);
      }
      code.push({ lang, flags: info.split(/\s+/).filter(Boolean), text: body.join('\n'), line: start + 1 });
      continue;
    }
    if (/^\s*<!--\s*check-docs:\s*internal\s*-->/.test(line)) {
      internal = true;
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      flush();
      internal = false;
      sectionClaim = SECTION_RE.test(line.replace(/^#+\s*/, ''));
      leadClaim = sectionClaim;
      tableHeader = null;
      continue;
    }
    if (line.trim() === '') {
      tableHeader = null;
      if (block && block.kind === 'paragraph') {
        leadClaim = sectionClaim || (block.claimsExport && /:\s*$/.test(block.text));
      }
      flush();
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      if (!tableHeader) {
        tableHeader = cells;
        continue;
      }
      const firstColumnClaims = /^(export|function|helper)s?$/i.test(tableHeader[0] ?? '');
      // A table of a type's methods (`| method |`): its calls are members, not exports.
      const methods = /^methods?$/i.test(tableHeader[0] ?? '');
      prose.push({
        kind: 'row',
        text: line,
        claimText: firstColumnClaims ? cells[0] : line,
        line: i + 1,
        internal,
        lead: leadClaim || firstColumnClaims,
        methods,
      });
      continue;
    }
    tableHeader = null;
    const item = /^(\s*)(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      block = { kind: 'item', text: item[2], line: i + 1, internal, lead: leadClaim };
      continue;
    }
    if (block) {
      block.text += `\n${line}`;
    } else {
      block = { kind: 'paragraph', text: line, line: i + 1, internal, lead: sectionClaim };
    }
    if (block.kind === 'paragraph') {
      block.claimsExport =
        EXPORT_RE.test(block.text) && !INTERNAL_RE.test(block.text) && !SOURCE_PATH_RE.test(block.text);
    }
  }
  flush();
  return { code, prose };
}

const inlineCode = (text) => [...text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((m) => m[1].trim());

/** Named imports and re-exports from the package's entries in a code block. */
export function importsOf(source) {
  const found = [];
  const re = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(re)) {
    const specifier = m[3];
    if (specifier !== PACKAGE && !specifier.startsWith(`${PACKAGE}/`)) continue;
    for (const part of m[2].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) found.push({ name, specifier });
    }
  }
  return found;
}

/** A block's clauses: split at '. ' and '; ' outside inline code. */
function clauses(text) {
  const out = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') inCode = !inCode;
    current += c;
    if (!inCode && (c === '.' || c === ';') && /\s/.test(text[i + 1] ?? ' ')) {
      out.push(current);
      current = '';
    }
  }
  return [...out, current];
}

/** Every name a page presents as an export that its entry's report does not have. */
export function checkNames(file, text, reports) {
  const problems = [];
  const anyExport = (name) => [...reports.values()].some((r) => r.exports.has(name));
  const anyMember = (name) => [...reports.values()].some((r) => r.members.has(name));
  const { code, prose } = parseMarkdown(text);
  for (const block of code) {
    for (const { name, specifier } of importsOf(block.text)) {
      const report = reports.get(specifier);
      if (!report) problems.push({ file, line: block.line, name, entry: specifier, why: 'no such entry' });
      else if (!report.exports.has(name))
        problems.push({ file, line: block.line, name, entry: specifier, why: 'import' });
    }
  }
  for (const block of prose) {
    const text = block.text;
    if (block.internal || INTERNAL_RE.test(text) || SOURCE_PATH_RE.test(text)) continue;
    // What the block claims is exported: all of it under a lead-in or in an export table's first
    // column, else the clauses that say "export".
    const claimText = block.lead
      ? (block.claimText ?? text)
      : clauses(block.claimText ?? text)
          .filter((clause) => EXPORT_RE.test(clause))
          .join(' ');
    const claimSpans = new Set(inlineCode(claimText));
    const entries = [...new Set([...claimText.matchAll(NAMED_ENTRY_RE)].map((m) => m[1]))].filter((e) =>
      reports.has(e),
    );
    const named = entries.length === 1 ? reports.get(entries[0]) : null;
    const spans = inlineCode(text);
    // A call's parameters (`handleSubmit(onValid, onInvalid?)`) are the caller's functions, not ours.
    const parameters = new Set(
      spans.flatMap((span) => [...(/\((.*)\)/.exec(span)?.[1] ?? '').matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0])),
    );
    const seen = new Set();
    for (const raw of spans) {
      // `SEARCH_LIMITS.keywordTrackingDelayMs`: the constant it reads is the name to import.
      const span = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+(?=\.[A-Za-z_$][\w$.]*$)/.exec(raw)?.[0] ?? raw;
      const m = IDENT_RE.exec(span);
      if (!m) continue;
      const [, name, call] = m;
      if (KEYWORDS.has(name) || PLATFORM.has(name) || seen.has(name) || /[a-z]X$/.test(name)) continue;
      let problem = null;
      if (claimSpans.has(span)) {
        const ok = named ? named.exports.has(name) : anyExport(name) || anyMember(name);
        if (!ok && !(/^[a-z]+$/.test(name) && !call)) problem = named ? entries[0] : 'any entry';
      } else if (call && !block.methods && !parameters.has(name) && !anyExport(name) && !anyMember(name)) {
        problem = 'any entry';
      } else if (CONSTANT_RE.test(span) && !anyExport(name) && !anyMember(name) && !envNames().has(name)) {
        problem = 'any entry'; // a named constant (`PAGE_VIEW_DELAY_MS`) is one to import
      }
      if (problem) {
        seen.add(name);
        problems.push({ file, line: block.line, name, entry: problem, why: call ? 'call' : 'prose' });
      }
    }
  }
  return problems;
}

export function docFiles() {
  return [
    ...readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
    'README.md',
  ];
}

/** Writes each ts/tsx block of the pages as a module and type-checks them as a consumer's files. */
export async function checkCodeBlocks(files) {
  const ts = (await import('typescript')).default;
  const dir = path.join(root, 'node_modules/.cache/check-docs');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // What a consumer's bundler types declare (Vite's client types, Next's): a stylesheet import.
  writeFileSync(path.join(dir, 'assets.d.ts'), "declare module '*.css';\n");
  const blocks = new Map(); // written file → { file, line }
  for (const file of files) {
    const { code } = parseMarkdown(readFileSync(path.join(root, file), 'utf8'));
    // One folder per page: a block marked ```tsx file=Chrome.tsx is the page's ./Chrome module.
    const pageDir = path.join(dir, file.replace(/[/.]/g, '_'));
    mkdirSync(pageDir, { recursive: true });
    for (const block of code) {
      if (!/^(ts|tsx|typescript)$/.test(block.lang) || block.flags.includes('fragment')) continue;
      const named = block.flags.find((flag) => flag.startsWith('file='))?.slice('file='.length);
      const name = named ?? `block-${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
      // Its own module, as each example file of a consumer is.
      const isModule = /^\s*(import|export)\b/m.test(block.text);
      // A relative import of a repository file (`../examples/dev-api`) is read from the page's folder.
      const text = block.text.replace(
        /(from\s+|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g,
        (whole, keyword, quote, spec) => {
          const target = path.resolve(root, path.dirname(file), spec);
          const exists = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => existsSync(target + ext));
          return exists ? `${keyword}${quote}${target}${quote}` : whole;
        },
      );
      writeFileSync(path.join(pageDir, name), `${text}\n${isModule ? '' : 'export {};\n'}`);
      blocks.set(path.join(pageDir, name), { file, line: block.line });
    }
  }
  const paths = Object.fromEntries(
    Object.entries(ENTRIES).map(([entry, { source }]) => [entry, [path.join(root, source)]]),
  );
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    exactOptionalPropertyTypes: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    types: ['node', 'jest'], // a consumer's test files see their runner's globals
    typeRoots: [path.join(root, 'node_modules/@types')],
    baseUrl: root,
    paths,
  };
  const program = ts.createProgram([...blocks.keys(), path.join(dir, 'assets.d.ts')], options);
  const problems = [];
  for (const source of program.getSourceFiles()) {
    const block = blocks.get(path.resolve(source.fileName));
    if (!block) continue;
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line } = d.start === undefined ? { line: 0 } : source.getLineAndCharacterOfPosition(d.start);
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
      problems.push({ file: block.file, line: block.line + 1 + line, message: `TS${d.code}: ${message}` });
    }
  }
  return { problems, count: blocks.size };
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  const pages = files.length ? files : docFiles();
  const reports = loadReports();
  const names = [];
  for (const file of pages) names.push(...checkNames(file, readFileSync(path.join(root, file), 'utf8'), reports));
  if (names.length) {
    const unique = new Set(names.map((p) => `${p.file} ${p.name}`));
    console.error(
      `${unique.size} names the docs present as exports are in no entry's API report (${names.length} mentions):`,
    );
    for (const p of names) console.error(`  ${p.file}:${p.line}  ${p.name}  (${p.why}; ${p.entry})`);
    process.exitCode = 1;
  } else {
    console.log('Every name the docs present as an export is in its entry’s API report.');
  }
  if (args.includes('--names-only')) return;
  const { problems, count } = await checkCodeBlocks(pages);
  if (problems.length) {
    const failing = new Set(problems.map((p) => `${p.file}:${p.line}`.replace(/:\d+$/, '')));
    console.error(
      `\n${problems.length} type errors in the code blocks of ${failing.size} pages (${count} blocks compiled):`,
    );
    for (const p of problems) console.error(`  ${p.file}:${p.line}  ${p.message}`);
    process.exitCode = 1;
  } else {
    console.log(`All ${count} ts/tsx code blocks compile (strict, exactOptionalPropertyTypes).`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
