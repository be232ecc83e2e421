/* global getComputedStyle -- the evaluate callbacks run in the page */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { assert, openStyledDrawer, requireComponent } from '../harness.mjs';
import { GALLERY_DIST, serveGallery, strictCsp } from '../servers.mjs';

/**
 * The gallery under the strict, nonce-based Content Security Policy of issue 27
 * (`script-src 'nonce-…' 'strict-dynamic'; style-src 'nonce-…'; object-src 'none'; base-uri 'none'`,
 * a fresh nonce per response, which the page hands to its ChromeProvider), once more requiring
 * Trusted Types for scripts with only the library's policy allowed. For each skin: no violation
 * (`securitypolicyviolation` events and the console), the skin styled exactly as without the policy
 * (computed styles and a screenshot of the header), every <style> and stylesheet <link> carrying the
 * nonce, no React warning, and the mobile drawer (the page's scroll lock and the drawer's lazily loaded
 * styles) opened under the policy too. And the same page streamed from a server (React 19's
 * renderToPipeableStream with its own `nonce: { script, style }`, the ChromeProvider's the same, theme
 * overrides and a twelve-link nav panel), hydrated under the policy: no violation, no hydration
 * warning or error, styled as without the policy.
 */

const SKINS = [
  ['roofline', 'roofline'],
  ['homeadvisor', 'homeadvisor'],
  ['instapro', 'us'],
];

// The skin's parts whose computed styles must be those of the page without the policy.
const PROBES = [
  'header',
  'header [data-layout="desktop"]',
  'header nav button',
  'header input',
  'footer',
  'footer h2',
  'main section[data-placement], main [class*="rc-signup-banner"]',
];
const PROPERTIES = [
  'display',
  'position',
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'border-bottom-width',
  'padding-top',
  'padding-left',
  'min-height',
  'grid-template-rows',
];

/** Collects CSP violations and Trusted Types refusals in the page from its first script on. */
async function watchViolations(page) {
  const console = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /content security policy|trusted ?type|nonce|hydrat|did not match/i.test(text) ||
      (message.type() === 'error' && /Warning:|React/.test(text))
    )
      console.push(`${message.type()}: ${text}`);
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.effectiveDirective} ${event.blockedURI || '(inline)'} ${event.sample ?? ''}`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__violations)), ...console];
}

async function openSkin(page, origin, brand) {
  await page.goto(`${origin}/?brand=${brand}&user=signed-out&variant=standardWithSearch`);
  await page.locator('h1').first().waitFor();
  // The navigation data has arrived: the desktop bar has its project-type triggers.
  await page.locator('header nav button').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

const computedStyles = (page) =>
  page.evaluate(
    ({ probes, properties }) =>
      probes.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${properties.map((property) => style.getPropertyValue(property)).join(' | ')}`;
      }),
    { probes: PROBES, properties: PROPERTIES },
  );

/** Every <style> and stylesheet <link> outside <noscript> without the page's nonce. */
const elementsWithoutNonce = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style, link[rel="stylesheet"], script')]
      .filter((element) => !element.closest('noscript') && !element.nonce)
      .map((element) => element.outerHTML.slice(0, 120)),
  );

async function run(t, brand, trustedTypes) {
  const policed = await serveGallery(GALLERY_DIST, { csp: { trustedTypes } });
  try {
    // The page without the policy: what the skin must look like.
    await openSkin(t.page, t.galleryUrl, brand);
    const expectedStyles = await computedStyles(t.page);
    const expectedHeader = await t.page.locator('header').first().screenshot({ animations: 'disabled' });

    const page = await t.context.newPage();
    page.setDefaultTimeout(8000);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const violations = await watchViolations(page);
    const response = await page.goto(`${policed.url}/?brand=${brand}`);
    const header = response.headers()['content-security-policy'];
    assert(header && header === strictCsp(/'nonce-([^']+)'/.exec(header)[1], { trustedTypes }), `policy: ${header}`);
    await openSkin(page, policed.url, brand);
    await requireComponent({ page }, 'Header');

    assert((await violations()).length === 0, `violations on load:\n      ${(await violations()).join('\n      ')}`);
    const missing = await elementsWithoutNonce(page);
    assert(missing.length === 0, `elements without the nonce:\n      ${missing.join('\n      ')}`);
    const styles = await computedStyles(page);
    const differences = styles.filter((line, index) => line !== expectedStyles[index]);
    assert(
      differences.length === 0,
      `styles differ from the page without the policy:\n      ${differences.join('\n      ')}\n    expected:\n      ${expectedStyles.join('\n      ')}`,
    );
    const shot = await page.locator('header').first().screenshot({ animations: 'disabled' });
    assert(shot.equals(expectedHeader), 'the header looks different under the policy (screenshot)');
    // The nav panel's rows: its links in columns, not one row of twelve.
    const rows = await page.evaluate(() => {
      const list = document.querySelector('header nav ul[data-columns]');
      return list ? getComputedStyle(list).getPropertyValue('--nav-rows').trim() : 'no list';
    });
    assert(/^\d+$/.test(rows), `the nav panel's rows (--nav-rows) are not set: ${rows}`);

    // The mobile drawer: its code, its styles and the page's scroll lock work under the policy.
    await openStyledDrawer(page);
    // The page's scroll lock (react-remove-scroll's event lock: no style of its own) holds under the
    // policy: a wheel over the overlay, beside the drawer, does not scroll the page.
    await page.mouse.move(370, 600);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    const scrolledAfter = await page.evaluate(() => window.scrollY);
    assert(
      scrolledAfter === scrolledBefore,
      `the page scrolled under the open drawer under the policy (${scrolledBefore} -> ${scrolledAfter})`,
    );
    assert(
      (await violations()).length === 0,
      `violations with the drawer open:\n      ${(await violations()).join('\n      ')}`,
    );
    const missingOpen = await elementsWithoutNonce(page);
    assert(missingOpen.length === 0, `elements without the nonce, drawer open:\n      ${missingOpen.join('\n      ')}`);
    assert(pageErrors.length === 0, `uncaught errors under the policy: ${pageErrors.join('; ')}`);
    await page.close();
  } finally {
    await policed.close();
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

// The server-rendered page, shared by the server and the client bundle: a whole document (React 19
// hoists the sheets into its <head>), each skin's header, search bar, banner and footer with theme
// overrides, under a ChromeProvider with the response's nonce.
const PAGE = `
import { useEffect, useMemo } from 'react';
import { ChromeProvider } from './src';
import * as roofline from './skins/roofline';
import * as homeadvisor from './skins/homeadvisor';
import * as instapro from './skins/instapro';
import { makeRawNavigationData } from './src/navigation/__fixtures__/navigationData';

const SKINS = { roofline, homeadvisor, instapro };
const links = Array.from({ length: 12 }, (_, i) => ({ name: 'Link ' + i, url: '/cost/link-' + i }));
const navigationData = makeRawNavigationData({ groupings: [{ navigationTitle: 'Interior', links }] });
const location = () => ({
  href: 'https://www.example.com/cost/roofing', origin: 'https://www.example.com',
  pathname: '/cost/roofing', search: '', hash: '',
});
const overrides = { colors: { primary: '#123456' } };

export function Document({ skin, nonce, onReady }) {
  const { Header, Footer, SearchBar, EmailSubscriptionBanner, ThemeProvider } = SKINS[skin];
  const config = useMemo(
    () => ({ location, navigate: () => undefined, fetch: () => new Promise(() => undefined), storage: null, nonce }),
    [nonce],
  );
  useEffect(() => onReady?.(), []);
  return (
    <html lang="en" data-skin={skin}>
      <head>
        <meta charSet="utf-8" />
        <meta property="csp-nonce" nonce={nonce} />
        <title>csp</title>
      </head>
      <body>
        <ChromeProvider config={config}>
          <ThemeProvider theme={overrides}>
            <Header navigationData={navigationData} variant="standardWithSearch" searchBarProps={{}} />
            <main><h1>csp</h1><SearchBar /><EmailSubscriptionBanner /></main>
            <Footer />
          </ThemeProvider>
        </ChromeProvider>
        <script async src="/client.js" nonce={nonce} />
      </body>
    </html>
  );
}
`;

const SERVER_ENTRY = `${PAGE}
import { renderToPipeableStream, renderToString } from 'react-dom/server';
export function render(skin, nonce, response, renderer) {
  // As a framework that makes the render call (Next.js): React's nonce option, if any, a string, so
  // React's hoisted <style> block would get none; or renderToString, which takes no option.
  if (renderer === 'string') return response.end('<!DOCTYPE html>' + renderToString(<Document skin={skin} nonce={nonce} />));
  const stream = renderToPipeableStream(<Document skin={skin} nonce={nonce} />, {
    // (Not bootstrapScripts: with a { script, style } nonce React 19.3 gives their preload
    // nonce="[object Object]", a violation; the page renders its <script nonce> itself.)
    nonce: nonce && renderer === 'stream, script nonce' ? nonce : nonce ? { script: nonce, style: nonce } : undefined,
    onShellReady: () => stream.pipe(response),
    onShellError: (error) => response.destroy(error),
  });
}
`;

const CLIENT_ENTRY = `${PAGE}
import { hydrateRoot } from 'react-dom/client';
const skin = document.documentElement.dataset.skin;
const nonce = document.querySelector('meta[property="csp-nonce"]').nonce || undefined;
hydrateRoot(document, <Document skin={skin} nonce={nonce} onReady={() => { window.__hydrated = true; }} />, {
  onRecoverableError: (error) => console.error('recoverable hydration error: ' + (error && error.message)),
});
`;

let bundles;
/** The server module and the client script, bundled once (React's development builds: every warning). */
function bundle() {
  bundles ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-ssr-'));
    const options = (contents, platform, outfile) => ({
      stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'page.tsx' },
      bundle: true,
      platform,
      format: platform === 'node' ? 'cjs' : 'iife',
      jsx: 'automatic',
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

/**
 * Streams the page from this process, under `strictCsp` when `csp` is given (a fresh nonce per page),
 * rendered by `renderer`: 'stream' (React's nonce option `{ script, style }`), 'stream, script nonce'
 * (a string, as Next.js passes it) or 'string' (`renderToString`, no option).
 */
async function serveStreamed(skin, csp, renderer = 'stream') {
  const { server, client } = await bundle();
  const http = createServer((request, response) => {
    if (request.url === '/client.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(client);
    } else if (request.url === '/') {
      const nonce = csp ? randomBytes(16).toString('base64') : undefined;
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(csp && { 'Content-Security-Policy': strictCsp(nonce, csp) }),
      });
      server.render(skin, nonce, response, renderer);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}`, close: () => new Promise((done) => http.close(done)) };
}

const serverProbes = () => {
  const read = (selector, properties) => {
    const element = document.querySelector(selector);
    if (!element) return `${selector}: missing`;
    const style = getComputedStyle(element);
    return `${selector}: ${properties.map((property) => style.getPropertyValue(property).trim()).join(' | ')}`;
  };
  return [
    read('header', ['position', 'font-family', 'background-color', '--rc-color-primary']),
    read('header nav ul[data-columns]', ['display', '--nav-rows', 'grid-template-rows']),
    read('footer', ['display', 'background-color', '--rc-color-primary']),
    read('main h1 + *', ['display', 'color']),
  ];
};

async function openStreamed(t, url) {
  const page = await t.context.newPage();
  page.setDefaultTimeout(15000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  const violations = await watchViolations(page);
  const origin = new URL(url).origin;
  // The network is closed: images on other hosts get an empty one.
  await page.route(
    (address) => address.origin !== origin,
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  await page.goto(url);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.waitForTimeout(300);
  return { page, pageErrors, errors, violations };
}

async function runStreamed(t, skin, trustedTypes, renderer = 'stream') {
  const plain = await serveStreamed(skin, null, renderer);
  const policed = await serveStreamed(skin, { trustedTypes }, renderer);
  try {
    const reference = await openStreamed(t, `${plain.url}/`);
    const expected = await reference.page.evaluate(serverProbes);
    await reference.page.close();

    const { page, pageErrors, errors, violations } = await openStreamed(t, `${policed.url}/`);
    assert((await violations()).length === 0, `violations:\n      ${(await violations()).join('\n      ')}`);
    assert(errors.length === 0, `console errors or warnings (hydration):\n      ${errors.join('\n      ')}`);
    assert(pageErrors.length === 0, `uncaught errors: ${pageErrors.join('; ')}`);
    const missing = await elementsWithoutNonce(page);
    assert(missing.length === 0, `elements without the nonce:\n      ${missing.join('\n      ')}`);
    const styles = await page.evaluate(serverProbes);
    assert(
      styles.join() === expected.join() && styles[0].includes('#123456') && styles[1].includes('| 12 |'),
      `styles under the policy:\n      ${styles.join('\n      ')}\n    without it:\n      ${expected.join('\n      ')}`,
    );
    await openStyledDrawer(page);
    assert(
      (await violations()).length === 0,
      `violations, drawer open:\n      ${(await violations()).join('\n      ')}`,
    );
    assert(errors.length === 0, `console errors or warnings, drawer open:\n      ${errors.join('\n      ')}`);
    await page.close();
  } finally {
    await plain.close();
    await policed.close();
  }
}

export default [
  ...SKINS.flatMap(([skin, brand]) => [
    {
      name: `csp: ${skin} under a strict nonce-based policy: no violation, styled as without it, drawer opens`,
      run: (t) => run(t, brand, false),
    },
    {
      name: `csp: ${skin} under a strict policy requiring Trusted Types: no violation, styled as without it, drawer opens`,
      run: (t) => run(t, brand, true),
    },
    {
      name: `csp: ${skin} streamed from the server (React 19) and hydrated under the strict policy with Trusted Types: no violation, hydration clean, styled`,
      run: (t) => runStreamed(t, skin, true),
    },
  ]),
  // Where React's renderer gets no style nonce (Next.js's render call, renderToString), the skins'
  // sheets are stylesheet links that carry it: before, React's hoisted <style> block had none and a
  // strict policy left the chrome unstyled (scripts/check-next-csp.mjs checks Next.js itself).
  ...['stream, script nonce', 'string'].map((renderer) => ({
    name: `csp: roofline server-rendered by React 19 with no style nonce option (${renderer}) and hydrated under the strict policy with Trusted Types: no violation, hydration clean, styled`,
    run: (t) => runStreamed(t, 'roofline', true, renderer),
  })),
];
