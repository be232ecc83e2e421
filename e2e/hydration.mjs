// Server render and hydration in a real browser, on each React line of the peer range
// (`npm run test:hydration`). For React 18.3 (the `react-18` / `react-dom-18` aliases) and React 19:
// esbuild bundles one page (ChromeProvider + the Roofline skin's ThemeProvider, Header, SearchBar and
// Footer, from the sources) for Node and for the browser, Node renders it with renderToString (no
// jsdom: no `document` on this server), a server on 127.0.0.1 serves the HTML and the client bundle,
// and headless chromium (motion on) loads it and hydrates. Checks, per React line:
//   - the server render printed nothing (console.error / console.warn);
//   - every <style> text in the server HTML holds no HTML entity (a browser decodes none there);
//   - before hydration, the server CSS styles the page (the header's position, the body font stack);
//   - no console error, no page error and no recoverable hydration error in the browser;
//   - hydration kept the server DOM (the header and footer nodes seen before it are the same after);
//   - the same computed styles after hydration.
// Prints `N passed, M failed` and exits 1 on a failure. React's development builds, so every
// hydration warning is printed.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchBrowser } from './browser.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const REACTS = [
  { name: 'React 18.3', alias: { react: 'react-18', 'react-dom': 'react-dom-18' } },
  { name: 'React 19', alias: {} },
];

// The page, shared by the server and the client bundle. `onReady` runs in the root's effect, after
// every child's: hydration is done then. Navigation data with nothing for the header to drop.
const PAGE = `
import { useEffect } from 'react';
import { ChromeProvider } from './src';
import { Footer, Header, SearchBar, STANDARD_WITH_SEARCH, ThemeProvider } from './skins/roofline';
import { makeRawNavigationData } from './src/navigation/__fixtures__/navigationData';

const navigationData = makeRawNavigationData({
  groupings: [{ navigationTitle: 'Interior', links: [{ name: 'Plumbing', url: '/cost/plumbing' }] }],
});
const location = () => ({
  href: 'https://www.roofline.com/cost/roofing', origin: 'https://www.roofline.com',
  pathname: '/cost/roofing', search: '', hash: '',
});
const config = { location, navigate: () => undefined, fetch: () => new Promise(() => undefined) };

export function App({ onReady }) {
  useEffect(() => onReady?.(), []);
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <Header navigationData={navigationData} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />
        <main><SearchBar /></main>
        <Footer />
      </ThemeProvider>
    </ChromeProvider>
  );
}
`;

const SERVER_ENTRY = `${PAGE}
import { renderToString } from 'react-dom/server';
import { version } from 'react';
export const render = () => renderToString(<App />);
export { version };
`;

const CLIENT_ENTRY = `${PAGE}
import { hydrateRoot } from 'react-dom/client';
window.__hydration = { recoverable: [] };
hydrateRoot(document.getElementById('root'), <App onReady={() => { window.__hydration.done = true; }} />, {
  onRecoverableError: (error) => {
    window.__hydration.recoverable.push(String(error && error.message));
    console.error('recoverable hydration error: ' + (error && error.message));
  },
});
`;

// Before the client bundle runs: the server's nodes and the computed styles the server CSS gives.
const BEFORE_HYDRATION = `
const styles = (element) => { const style = getComputedStyle(element); return { position: style.position, fontFamily: style.fontFamily }; };
window.__server = { header: document.querySelector('header'), footer: document.querySelector('footer') };
window.__serverStyles = { header: styles(window.__server.header), footer: styles(window.__server.footer) };
`;

async function bundle(contents, alias, platform, outfile) {
  await build({
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'page.tsx' },
    bundle: true,
    platform,
    format: platform === 'node' ? 'cjs' : 'iife',
    jsx: 'automatic',
    alias,
    outfile,
    // React's development builds (every hydration warning printed), in Node and in the browser.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'error',
  });
}

/** Renders the page on this (Node) server with the React under test, recording what React prints. */
function serverRender(file) {
  const printed = [];
  const original = { error: console.error, warn: console.warn };
  console.error = (...args) => printed.push(`console.error: ${args.map(String).join(' ')}`);
  console.warn = (...args) => printed.push(`console.warn: ${args.map(String).join(' ')}`);
  try {
    const server = createRequire(import.meta.url)(file);
    return { html: server.render(), version: server.version, printed };
  } finally {
    Object.assign(console, original);
  }
}

function serve(html, clientJs) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hydration</title></head>
<body><div id="root">${html}</div><script>${BEFORE_HYDRATION}</script><script src="/client.js"></script></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(clientJs);
    } else if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const ENTITY = /&(quot|amp|gt|lt|apos|#\d+|#x[\da-f]+);/i;

async function check(browser, react, dir, results) {
  const tag = react.name;
  const ok = (name, pass, detail = '') => {
    results.push(pass);
    console.log(`${pass ? 'ok  ' : 'FAIL'} ${tag}: ${name}${pass || !detail ? '' : `\n       ${detail}`}`);
  };
  const serverFile = join(dir, `server-${results.length}.cjs`);
  const clientFile = join(dir, `client-${results.length}.js`);
  await bundle(SERVER_ENTRY, react.alias, 'node', serverFile);
  await bundle(CLIENT_ENTRY, react.alias, 'browser', clientFile);
  const { html, version, printed } = serverRender(serverFile);
  console.log(`-- ${tag} (react ${version}): ${html.length} bytes of server HTML`);
  ok('the server render printed nothing', printed.length === 0, printed.slice(0, 3).join('\n       '));
  const styleTexts = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const entity = styleTexts.map((text) => ENTITY.exec(text)).find(Boolean);
  ok(
    `the <style> texts (${styleTexts.length}) hold no HTML entity`,
    styleTexts.length > 0 && !entity,
    entity && `found ${entity[0]} in: …${entity.input.slice(Math.max(0, entity.index - 60), entity.index + 40)}…`,
  );

  const server = await serve(html, await readFile(clientFile, 'utf8'));
  const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The network is closed: the logos and icons on other hosts get an empty image.
  const origin = `http://127.0.0.1:${server.address().port}`;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  try {
    await page.goto(`${origin}/`);
    const hydrated = await page
      .waitForFunction(() => window.__hydration && window.__hydration.done === true, null, { timeout: 15000 })
      .then(() => true)
      .catch(() => false);
    // Late errors (parts loaded when the page is idle after hydration).
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => {
      const styles = (element) => {
        const style = window.getComputedStyle(element);
        return { position: style.position, fontFamily: style.fontFamily };
      };
      const header = document.querySelector('header');
      const footer = document.querySelector('footer');
      return {
        before: window.__serverStyles,
        after: { header: styles(header), footer: styles(footer) },
        sameHeader: header === window.__server.header,
        sameFooter: footer === window.__server.footer,
        recoverable: window.__hydration.recoverable,
      };
    });
    const styled = (styles) =>
      styles.header.position === 'relative' &&
      styles.header.fontFamily.includes('"Segoe UI"') &&
      styles.footer.fontFamily.includes('"Segoe UI"');
    ok('hydration finished', hydrated);
    ok('the server CSS styles the page before hydration', styled(state.before), JSON.stringify(state.before));
    ok('no console error', consoleErrors.length === 0, consoleErrors.slice(0, 4).join('\n       '));
    ok('no page error', pageErrors.length === 0, pageErrors.slice(0, 4).join('\n       '));
    ok('no recoverable hydration error', state.recoverable.length === 0, state.recoverable.join('\n       '));
    ok(
      'hydration kept the server DOM (same header and footer nodes)',
      state.sameHeader && state.sameFooter,
      JSON.stringify({ sameHeader: state.sameHeader, sameFooter: state.sameFooter }),
    );
    ok('the same styles after hydration', styled(state.after), JSON.stringify(state.after));
  } finally {
    await context.close();
    await new Promise((done) => server.close(done));
  }
}

const started = Date.now();
const dir = await mkdtemp(join(tmpdir(), 'roofline-hydration-'));
const browser = await launchBrowser();
const results = [];
try {
  for (const react of REACTS) await check(browser, react, dir, results);
} catch (error) {
  results.push(false);
  console.error(error);
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}
const failed = results.filter((pass) => !pass).length;
console.log(`\n${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
