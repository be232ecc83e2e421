// Checks the built package's 'use client' directives (issue 16, a server-safe core; run after
// `npm run build`, and by `npm run check:package`). The sources write the directive on their first
// line and the build keeps it (rollup-plugin-preserve-directives); this is the test of where it is:
// 1. the entries and the pure helpers carry no directive, the hooks and skin components do;
// 2. a directive-free module never uses a binding of a client module, except to render it as an
//    element or to re-export it (a Server Component then gets a client reference, as it should);
// 3. every directive-free module loads with React's `react-server` build (the one a Server
//    Component sees, without useState, createContext...), with client modules replaced by client
//    references as a bundler does (client-reference-loader.mjs), and the pure helpers run there.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Whether `local` is only ever rendered (`jsx(local, ...)`, `createElement(local, ...)`), never called or read. */
function isRenderedOnly(code, local) {
  const name = local.replace(/\$/g, '\\$');
  // Whole import statements, also those that span several lines (one name a line).
  const body = code.replace(/^\s*import\b[^;'"]*?(?:\bfrom\s*)?['"][^'"]*['"];?/gm, '');
  const uses = body.match(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))?.length ?? 0;
  const rendered =
    body.match(new RegExp(`\\b(?:jsxs?|jsxDEV|createElement)\\(\\s*${name}(?![\\w$])`, 'g'))?.length ?? 0;
  return rendered > 0 && uses === rendered;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Modules that must stay server-safe (paths under dist/, without extension). */
const SERVER_SAFE = [
  'index',
  'search-client',
  'testing',
  'skins/roofline',
  'skins/homeadvisor',
  'skins/instapro',
  'modules/src/brand/brand',
  'modules/src/constants/constants',
  'modules/src/errors/errorCatalogue',
  'modules/src/navigation/loadNavigationData',
  'modules/src/footer/buildFooterLinks',
  'modules/src/footer/linkUrl',
  'modules/src/footer/footerLinkProps',
  'modules/src/footer/simpleFooterLinks',
  'modules/src/footer/data/rooflineFooter',
  'modules/src/footer/data/homeAdvisorFooter',
  'modules/src/footer/data/homeAdvisorCities',
  'modules/src/footer/data/simpleFooter',
  'modules/src/footer/data/regional/index',
  'modules/src/navigation/normalizeNavigationData',
  'modules/src/search/searchUrls',
  'modules/src/auth/loginUrl',
  'modules/src/chat/buildAiEntryUrl',
  'modules/src/validation/validate',
  'modules/src/validation/rules',
  'modules/src/safety/sanitizeHref',
  'modules/skins/theme/theme',
  'modules/skins/theme/sheet',
  'modules/skins/theme/vars',
  'modules/skins/common/footer/styles',
  'modules/skins/common/footer/server/GlobalFooterServer',
  'modules/skins/common/footer/server/RegionalFooterServer',
  'modules/skins/common/footer/server/SimpleFooterServer',
  'modules/skins/common/footer/server/RegionalSimpleFooterServer',
  'modules/skins/roofline/serverFooter',
  'modules/skins/homeadvisor/serverFooter',
  'modules/skins/instapro/serverFooter',
  'modules/src/navigation/getHeaderView',
  'modules/skins/common/header/styles',
  'modules/skins/common/header/Logo',
  'modules/skins/common/header/NavPanel',
  'modules/skins/common/header/DesktopHeader',
  'modules/skins/common/header/MobileHeader',
  'modules/skins/common/header/server/HeaderServer',
  'modules/skins/common/header/server/ServerHeaderView',
  'modules/skins/roofline/serverHeader',
  'modules/skins/homeadvisor/serverHeader',
  'modules/skins/instapro/serverHeader',
];

/** Modules that must carry the directive. */
const CLIENT = [
  'modules/src/config/ChromeProvider',
  'modules/src/search/useSearchBox',
  'modules/src/footer/useFooterAccordions',
  'modules/src/footer/useGlobalFooter',
  'modules/src/validation/useValidator',
  'modules/skins/common/footer/GlobalFooter',
  'modules/skins/common/header/Header',
  'modules/skins/roofline/footer',
  'modules/skins/theme/ThemeProvider',
  'modules/skins/common/footer/islands/FooterRoot',
  'modules/skins/common/footer/islands/FooterDisclosure',
  'modules/skins/common/footer/islands/AccessibilityToolsButton',
  'modules/skins/common/footer/islands/FooterCopyright',
  'modules/skins/common/header/islands/HeaderRoot',
  'modules/skins/common/header/islands/HeaderMenusContext',
  'modules/skins/common/header/islands/MenusElement',
  'modules/skins/common/header/islands/HeaderMenus',
];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const DIRECTIVE = /^['"]use client['"];/;
const failures = [];
const modules = new Map(); // path without extension -> { js, isClient }
for (const file of files(dist).filter((f) => /\.(c?js)$/.test(f))) {
  const key = relative(dist, file)
    .replace(/\\/g, '/')
    .replace(/\.c?js$/, '');
  const code = readFileSync(file, 'utf8');
  const isClient = DIRECTIVE.test(code);
  const seen = modules.get(key);
  if (seen && seen.isClient !== isClient) failures.push(`${key}: the .js and .cjs builds disagree on 'use client'`);
  if (file.endsWith('.js')) modules.set(key, { file, code, isClient });
}

for (const key of SERVER_SAFE) {
  if (!modules.has(key)) failures.push(`${key}: not built (update scripts/check-server-safe.mjs)`);
  else if (modules.get(key).isClient) failures.push(`${key}: carries 'use client' but must be server-safe`);
}
for (const key of CLIENT) {
  if (!modules.has(key)) failures.push(`${key}: not built (update scripts/check-server-safe.mjs)`);
  else if (!modules.get(key).isClient) failures.push(`${key}: lacks 'use client'`);
}

const IMPORT = /^import\s+\{([^}]*)\}\s*from\s*'(\.[^']+)'/gm;
const serverSafe = [...modules].filter(([, m]) => !m.isClient);
for (const [key, { file, code }] of serverSafe) {
  for (const [, names, source] of code.matchAll(IMPORT)) {
    const target = relative(dist, resolve(dirname(file), source))
      .replace(/\\/g, '/')
      .replace(/\.js$/, '');
    if (!modules.get(target)?.isClient) continue;
    const locals = names.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    const used = locals.filter((local) => local && !isRenderedOnly(code, local));
    if (used.length) failures.push(`${key}: server-safe but uses ${used.join(', ')} of client module ${target}`);
  }
}

// Load every directive-free module (entries aside: they re-export client modules, which a bundler
// turns into client references) with the react-server build of React, and run a few helpers.
const loadable = serverSafe.filter(([key]) => key.startsWith('modules/')).map(([, m]) => pathToFileURL(m.file).href);
const probe = `
import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(join(root, 'scripts/client-reference-loader.mjs')).href)});
const urls = ${JSON.stringify(loadable)};
for (const url of urls) await import(url);
const at = (path) => import(new URL(path, ${JSON.stringify(pathToFileURL(dist + '/').href)}).href);
const { getBrandType } = await at('modules/src/brand/brand.js');
const { buildFooterLinks } = await at('modules/src/footer/buildFooterLinks.js');
const { getErrorMessage } = await at('modules/src/errors/errorCatalogue.js');
const React = await import('react');
if (typeof React.useState === 'function') throw new Error('not the react-server build of React');
if (getBrandType('www.homeadvisor.com') !== 'Homeadvisor') throw new Error('getBrandType');
if (!buildFooterLinks('ROOFLINE').sections.length) throw new Error('buildFooterLinks');
if (typeof getErrorMessage !== 'function') throw new Error('getErrorMessage');
console.log(urls.length);
`;
try {
  const count = execFileSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', probe], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  console.log(`server-safe: ${count} directive-free modules load under the react-server condition`);
} catch (error) {
  failures.push(`loading directive-free modules under react-server failed:\n${error.stderr || error.message}`);
}

const clientCount = [...modules.values()].filter((m) => m.isClient).length;
if (failures.length) {
  console.error(`check-server-safe: ${failures.length} problem(s)\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `server-safe: ${clientCount} of ${modules.size} built modules carry 'use client'; entries are directive-free`,
);
