/* global getComputedStyle -- the evaluate callbacks run in the page */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { assert, openStyledDrawer } from '../harness.mjs';
import { strictCsp } from '../servers.mjs';

/**
 * Issue 37: a React 18.3 page under the strict policy with `require-trusted-types-for 'script'` (and
 * `trusted-types roofline-chrome`) keeps its chrome. React 18 writes a `<style>`'s text through
 * `innerHTML`, which Trusted Types refuse a plain string: every style React 18 created in the browser
 * (a client render, a part mounted after hydration such as the drawer) threw, and React unmounted the
 * whole root, header and footer gone. Two pages, the Roofline skin with its CSS in the JS, React 18's
 * development build: rendered on the server (renderToString) and hydrated, then the mobile drawer
 * opened; and rendered in the browser only (createRoot). Each: the header and footer there and styled,
 * no violation, no uncaught error.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const REACT_18 = { react: 'react-18', 'react-dom': 'react-dom-18' };

const PAGE = `
import { useEffect } from 'react';
import { ChromeProvider } from './src';
import { Footer, Header, ThemeProvider } from './skins/roofline';
import { makeRawNavigationData } from './src/navigation/__fixtures__/navigationData';

const navigationData = makeRawNavigationData();
const location = () => ({
  href: 'http://127.0.0.1/', origin: 'http://127.0.0.1', pathname: '/', search: '', hash: '',
});

export function App({ nonce, onReady }) {
  useEffect(() => onReady?.(), []);
  const config = { location, navigate: () => undefined, fetch: () => new Promise(() => undefined), storage: null, nonce };
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <Header navigationData={navigationData} />
        <main id="main"><h1>React 18 with Trusted Types</h1></main>
        <Footer showSignupForm={false} />
      </ThemeProvider>
    </ChromeProvider>
  );
}
`;

const SERVER_ENTRY = `${PAGE}
import { renderToString } from 'react-dom/server';
import { version } from 'react';
export const render = (nonce) => renderToString(<App nonce={nonce} />);
export { version };
`;

const CLIENT_ENTRY = `${PAGE}
import { createRoot, hydrateRoot } from 'react-dom/client';
const element = document.getElementById('root');
const nonce = document.querySelector('meta[property="csp-nonce"]').nonce || undefined;
const app = <App nonce={nonce} onReady={() => { window.__ready = true; }} />;
if (element.dataset.mode === 'hydrate') hydrateRoot(element, app);
else createRoot(element).render(app);
`;

let bundles;
/** The server module and the client script on React 18.3, bundled once. */
function bundle() {
  bundles ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tt-react18-'));
    const options = (contents, platform, outfile) => ({
      stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'page.tsx' },
      bundle: true,
      platform,
      format: platform === 'node' ? 'cjs' : 'iife',
      jsx: 'automatic',
      alias: REACT_18,
      outfile,
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'error',
    });
    await build(options(SERVER_ENTRY, 'node', join(dir, 'server.cjs')));
    await build(options(CLIENT_ENTRY, 'browser', join(dir, 'client.js')));
    return {
      server: createRequire(import.meta.url)(join(dir, 'server.cjs')),
      client: await readFile(join(dir, 'client.js'), 'utf8'),
    };
  })();
  return bundles;
}

/** Serves the page under the strict policy requiring Trusted Types, a fresh nonce per response. */
async function serve(mode) {
  const { server, client } = await bundle();
  assert(server.version.startsWith('18.'), `React 18 expected, got ${server.version}`);
  const http = createServer((request, response) => {
    if (request.url === '/client.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(client);
    } else if (request.url === '/') {
      const nonce = randomBytes(16).toString('base64');
      const html = mode === 'hydrate' ? server.render(nonce) : '';
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': strictCsp(nonce, { trustedTypes: true }),
      });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tt</title>
<meta property="csp-nonce" nonce="${nonce}"></head>
<body><div id="root" data-mode="${mode}">${html}</div><script src="/client.js" nonce="${nonce}"></script></body></html>`);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}/`, close: () => new Promise((done) => http.close(done)) };
}

async function run(t, mode) {
  const server = await serve(mode);
  const page = await t.context.newPage();
  page.setDefaultTimeout(15000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const refusals = [];
  page.on('console', (message) => {
    if (/trusted ?type|content security policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.effectiveDirective} ${event.blockedURI || '(inline)'} ${event.sample ?? ''}`);
    });
  });
  // The network is closed: images on other hosts get an empty one.
  await page.route(
    (address) => !address.href.startsWith(server.url),
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  const chromeThere = async (when) => {
    const violations = await page.evaluate(() => window.__violations);
    assert(
      violations.length === 0 && refusals.length === 0,
      `${when}: violations:\n      ${[...violations, ...refusals].join('\n      ')}`,
    );
    assert(pageErrors.length === 0, `${when}: uncaught errors (the root unmounted?): ${pageErrors.join('; ')}`);
    const parts = await page.evaluate(() =>
      ['header', 'footer'].map((selector) => {
        const element = document.querySelector(selector);
        return element ? `${selector} ${getComputedStyle(element).display}` : `${selector} missing`;
      }),
    );
    assert(
      parts.every((part) => !part.endsWith('missing') && !part.endsWith(' inline')),
      `${when}: the chrome is gone or unstyled: ${parts.join(', ')}`,
    );
  };
  try {
    await page.goto(server.url);
    // A root that threw never gets ready: the checks below say why.
    await page.waitForFunction(() => window.__ready === true, undefined, { timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    await chromeThere(mode === 'hydrate' ? 'hydrated' : 'rendered in the browser');
    // A part mounted after hydration brings styles React 18 creates in the browser.
    await openStyledDrawer(page);
    await chromeThere('drawer open');
  } finally {
    await page.close();
    await server.close();
  }
}

export default [
  {
    name: "trustedTypesReact18: React 18 rendered on the server and hydrated under require-trusted-types-for 'script': the chrome stays, drawer opens",
    run: (t) => run(t, 'hydrate'),
  },
  {
    name: "trustedTypesReact18: React 18 rendered in the browser under require-trusted-types-for 'script': the chrome stays, drawer opens",
    run: (t) => run(t, 'client'),
  },
];
