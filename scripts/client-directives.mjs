// Per-module 'use client' directives for the built package (issue 16, a server-safe core).
//
// A module carries the directive only when React Server Components cannot evaluate it: it uses
// hooks, context or class components, renders with Emotion, or imports a client-only library
// (Radix, Downshift, react-hook-form, the browser trackers, react-dom). A module that is not one
// of those but uses a binding of one (not merely re-exports it) carries it too, since on the server
// it would get a client reference instead of the function. Entries and barrels that only re-export
// stay directive-free, so `import { getBrandType } from '@roofline/chrome'` in a Server Component
// runs the real function, while `useSearchBox` from the same import is a client reference.

/** Names `react` exports under the `react-server` condition, minus hooks: safe in a Server Component. */
const SERVER_SAFE_REACT = new Set([
  'Children',
  'Fragment',
  'Profiler',
  'StrictMode',
  'Suspense',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'cache',
  'version',
  'jsx',
  'jsxs',
  'Fragment',
]);

/** Packages whose import makes a module client-only. */
const CLIENT_PACKAGES = [
  /^@emotion\/react(\/|$)/,
  /^@radix-ui\//,
  /^downshift$/,
  /^react-hook-form$/,
  /^@snowplow\//,
  /^search-insights$/,
  /^react-dom(\/|$)/,
];

const IMPORT_RE = /^\s*import\s+(?:([\w$*\s{},]+?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function importedNames(clause) {
  const braces = /\{([^}]*)\}/.exec(clause);
  const names = braces
    ? braces[1]
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean)
    : [];
  // A default or namespace import of react: treat as client (it could reach anything).
  if (!braces || /^[\w$]+\s*,|\*\s+as/.test(clause.trim())) names.push('*');
  return names;
}

/**
 * Why a module's own code is client-only, or null. `code` is the module's transformed code (JS).
 * @param {string} code
 * @returns {string | null}
 */
export function ownClientReason(code) {
  for (const match of code.matchAll(IMPORT_RE)) {
    const [, clause, source] = match;
    if (CLIENT_PACKAGES.some((re) => re.test(source))) return `imports ${source}`;
    if ((source === 'react' || source === 'react/jsx-runtime') && clause) {
      const bad = importedNames(clause).filter((name) => !SERVER_SAFE_REACT.has(name));
      if (bad.length) return `uses react ${bad.join(', ')}`;
    }
  }
  return null;
}

const STATEMENT_RE = /^\s*(import|export)\s+([^;'"]*?)\s*from\s*['"](\.[^'"]+)['"]/gm;

/** A binding list `{ a, b as c }` as [importedOrSourceName, localOrExportedName] pairs; '*' for all. */
function bindings(clause) {
  const braces = /\{([^}]*)\}/.exec(clause);
  const pairs = braces
    ? braces[1]
        .split(',')
        .map((part) => part.trim().replace(/^type\s+/, ''))
        .filter(Boolean)
        .map((part) => {
          const [from, to = from] = part.split(/\s+as\s+/);
          return [from, to];
        })
    : [];
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside) pairs.push(['*', outside]); // a default or namespace binding: everything
  return pairs;
}

/** Whether `local` is only ever rendered (`jsx(local, ...)`, `createElement(local, ...)`), never called or read. */
export function isRenderedOnly(code, local) {
  const name = local.replace(/\$/g, '\\$');
  // Whole import statements, also those that span several lines (one name a line).
  const body = code.replace(/^\s*import\b[^;'"]*?(?:\bfrom\s*)?['"][^'"]*['"];?/gm, '');
  const uses = body.match(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))?.length ?? 0;
  const rendered =
    body.match(new RegExp(`\\b(?:jsxs?|jsxDEV|createElement)\\(\\s*${name}(?![\\w$])`, 'g'))?.length ?? 0;
  return rendered > 0 && uses === rendered;
}

/**
 * Rollup plugin: prefixes `'use client';` to the chunks of client-only modules (one chunk per module
 * with `preserveModules`). A module is client-only for its own code (`ownClientReason`), or because
 * a binding it imports is defined in a client-only module (traced through re-exporting barrels) and
 * is not only rendered: a Server Component may render a client component (it gets a client
 * reference), but it may not call a hook or a client module's function.
 * `onClassified(map)` receives `moduleId -> reason | null` once per build.
 */
export function clientDirectives({ onClassified } = {}) {
  /** id -> { own, imports: [{ id, names }], reexports: Map<name, { id, name }>, stars: id[] } */
  const graph = new Map();
  let clientReasons = null;

  function definer(id, name, seen = new Set()) {
    const node = graph.get(id);
    if (!node || seen.has(`${id}#${name}`)) return id;
    seen.add(`${id}#${name}`);
    const target = node.reexports.get(name);
    if (target) return definer(target.id, target.name, seen);
    for (const star of node.stars) {
      const exports = graph.get(star)?.exports ?? [];
      if (exports.includes(name)) return definer(star, name, seen);
    }
    return id;
  }

  function classify() {
    const reasons = new Map([...graph].map(([id, node]) => [id, node.own]));
    let changed = true;
    while (changed) {
      changed = false;
      for (const [id, node] of graph) {
        if (reasons.get(id)) continue;
        for (const { id: dep, names } of node.imports) {
          const clientDefiner = names
            .flatMap((name) => (name === '*' ? (graph.get(dep)?.exports ?? []) : [name]))
            .map((name) => definer(dep, name))
            .find((defId) => reasons.get(defId));
          if (clientDefiner) {
            reasons.set(id, `uses ${clientDefiner.split('/').slice(-2).join('/')}`);
            changed = true;
            break;
          }
        }
      }
    }
    return reasons;
  }

  return {
    name: 'use-client-directive',
    buildStart() {
      graph.clear();
      clientReasons = null;
    },
    async moduleParsed(info) {
      const code = info.code ?? '';
      const node = { own: ownClientReason(code), imports: [], reexports: new Map(), stars: [], exports: info.exports };
      for (const [, kind, clause, source] of code.matchAll(STATEMENT_RE)) {
        const resolved = await this.resolve(source, info.id);
        if (!resolved || resolved.external) continue;
        if (kind === 'import') {
          if (/^type\s/.test(clause)) continue;
          const used = bindings(clause).filter(([from, local]) => from === '*' || !isRenderedOnly(code, local));
          node.imports.push({ id: resolved.id, names: used.map(([from]) => from) });
        } else if (clause === '*') {
          node.stars.push(resolved.id);
        } else {
          for (const [from, to] of bindings(clause)) node.reexports.set(to, { id: resolved.id, name: from });
        }
      }
      graph.set(info.id, node);
    },
    renderChunk(code, chunk) {
      if (!clientReasons) {
        for (const [id, node] of graph) node.exports = this.getModuleInfo(id)?.exports ?? node.exports;
        clientReasons = classify();
        onClassified?.(clientReasons);
      }
      const id = chunk.facadeModuleId ?? chunk.moduleIds[0];
      if (!id || !clientReasons.get(id)) return null;
      return { code: `'use client';\n${code}`, map: null };
    },
  };
}
