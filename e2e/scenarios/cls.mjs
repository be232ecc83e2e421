import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assert, openGallery, requireComponent } from '../harness.mjs';

/**
 * Cumulative layout shift of the header's documented page patterns (docs/header.md), measured in
 * Chromium at 375 and 1280 px: a PerformanceObserver on `layout-shift` entries (buffered, those
 * without recent input) installed before the page loads, read once the network is idle and a second
 * more has passed.
 *
 * - server-loaded: a page server-rendered with react-dom/server from the built package (dist/, made by
 *   `npm run build`), its navigation data loaded with `loadNavigationData` from the dev API, then
 *   hydrated in the browser with the same data (a client bundle of dist/ made here with esbuild). CLS 0.
 * - gallery: the gallery's own page, a single-page app whose Header fetches in the browser: its CLS is
 *   printed, not asserted (0.063 at 375 px, 0.081 at 1280 px when this was written).
 * - client fetch: the same server page with `<Header navigationRequest>` instead (the pattern
 *   docs/getting-started.md showed before): the server HTML has no header, and it pops in after the
 *   token and navigation calls. CLS > 0: the evidence that the measure can fail.
 */

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const WIDTHS = [375, 1280];
const NAVIGATION_REQUEST = { domain: 'www.roofline.com', accessKey: 'cls-key', userName: 'cls' };

/** Installed before any page script: sums the layout shifts not caused by input. */
/* global PerformanceObserver */
function observeLayoutShift() {
  window.__cls = { value: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.value += entry.value;
      window.__cls.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: (entry.sources ?? []).map(
          (source) =>
            `${source.node?.nodeName ?? '?'}.${source.node?.className ?? ''} ${JSON.stringify(source.previousRect)}->${JSON.stringify(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `url` at `width` px in a fresh context and gives its CLS once the network is idle + 1 s. */
async function measureCls(t, width, open) {
  const context = await t.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = [];
    const failedLoads = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A hydration mismatch is a console error (React's recoverable error); a failed load is not one of ours.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failedLoads.push(`${response.status()} ${response.url()}`);
    });
    await page.addInitScript(observeLayoutShift);
    await open(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => window.__cls);
    const headerShown = await page.locator('header[data-variant]').count();
    return { ...cls, errors, failedLoads, headerShown };
  } finally {
    await context.close();
  }
}

/** The client entry: hydrates the same tree the server rendered, with the data the server embedded. */
const CLIENT_ENTRY = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ChromeProvider } from '${DIST}index.js';
import { Header, ThemeProvider } from '${DIST}skins/roofline.js';
import { pageTree } from 'page-tree';
const props = window.__PAGE_PROPS__;
hydrateRoot(document.getElementById('root'), pageTree({ h, ChromeProvider, Header, ThemeProvider }, props));
`;

/**
 * The page both the server and the browser render: the header (with `navigationData`, or with
 * `navigationRequest` when there is none), then content below it that a late header would push down.
 */
function pageTree({ h, ChromeProvider, Header, ThemeProvider }, props) {
  const { navigationData, navigationRequest, config } = props;
  const headerProps = navigationData !== undefined ? { navigationData } : { navigationRequest };
  return h(
    ChromeProvider,
    { config },
    h(
      ThemeProvider,
      null,
      h(Header, headerProps),
      h(
        'main',
        { id: 'main', style: { padding: '16px', fontFamily: 'system-ui, sans-serif' } },
        h('h1', null, 'Roof repair costs'),
        ...Array.from({ length: 8 }, (_, i) =>
          h('p', { key: i }, 'What a new roof costs, by material, size and region, with the prices pros quoted.'),
        ),
      ),
    ),
  );
}

/** The browser bundle of the client entry, over the built package (esbuild, in memory). */
async function buildClientBundle() {
  const { build } = await import('esbuild');
  const pageTreeSource = `export ${pageTree.toString()}`;
  const result = await build({
    stdin: { contents: CLIENT_ENTRY, resolveDir: fileURLToPath(new URL('../../', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'page-tree',
        setup(b) {
          b.onResolve({ filter: /^page-tree$/ }, () => ({ path: 'page-tree', namespace: 'page-tree' }));
          b.onLoad({ filter: /.*/, namespace: 'page-tree' }, () => ({ contents: pageTreeSource, loader: 'js' }));
        },
      },
    ],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/**
 * A server of the two header patterns: `/server-loaded` loads the navigation data per request with
 * `loadNavigationData` (from the built package, against the dev API) and renders it in; `/client-fetch`
 * renders `<Header navigationRequest>`, which fetches in the browser.
 */
async function startPageServer(apiUrl) {
  if (!existsSync(`${DIST}skins/roofline.js`)) throw new Error('dist/ is missing: run `npm run build` first');
  const load = (path) => import(pathToFileURL(`${DIST}${path}`).href);
  const [{ createElement: h }, { renderToString }, core, roofline, clientJs] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    load('index.js'),
    load('skins/roofline.js'),
    buildClientBundle(),
  ]);
  const config = { brand: 'ROOFLINE', apiServer: apiUrl, wsEntityServer: apiUrl };
  const loads = [];

  async function renderPage(pattern) {
    let props = { config, navigationRequest: NAVIGATION_REQUEST };
    if (pattern === 'server-loaded') {
      const navigation = await core.loadNavigationData(NAVIGATION_REQUEST, config);
      loads.push(navigation.ok ? 'ok' : navigation.error.kind);
      props = { config, navigationData: navigation.ok ? navigation.data : null };
    }
    const body = renderToString(pageTree({ h, ...core, ...roofline }, props));
    const json = JSON.stringify(props).replace(/</g, '\\u003c');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CLS ${pattern}</title></head><body style="margin:0"><div id="root">${body}</div><script>window.__PAGE_PROPS__=${json}</script><script type="module" src="/client.js"></script></body></html>`;
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/client.js') {
      response.setHeader('content-type', 'text/javascript; charset=utf-8');
      response.end(clientJs);
      return;
    }
    if (path === '/server-loaded' || path === '/client-fetch') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(await renderPage(path.slice(1)));
      return;
    }
    response.statusCode = 404;
    response.end('Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, loads, close: () => new Promise((resolve) => server.close(resolve)) };
}

const format = (cls) =>
  `CLS ${cls.value.toFixed(4)}${cls.shifts.length ? ` (${cls.shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms [${s.nodes.join(',')}]`).join('; ')})` : ''}`;

/** Runs `open` at each width and checks the CLS with `accept`; prints each figure. */
async function atEachWidth(t, label, open, accept, expectation) {
  const figures = [];
  for (const width of WIDTHS) {
    const cls = await measureCls(t, width, open);
    console.log(
      `      ${label} at ${width} px: ${format(cls)}, header ${cls.headerShown ? 'shown' : 'missing'}${cls.failedLoads.length ? `; failed loads: ${cls.failedLoads.join(', ')}` : ''}`,
    );
    assert(cls.errors.length === 0, `${label} at ${width} px: errors in the page: ${cls.errors.join('; ')}`);
    assert(cls.headerShown === 1, `${label} at ${width} px: the header should be on the page`);
    figures.push([width, cls.value]);
  }
  for (const [width, value] of figures) {
    assert(accept(value), `${label} at ${width} px: CLS ${value} should be ${expectation}`);
  }
}

export default [
  {
    name: 'cls: the server-loaded header (loadNavigationData, then hydration) shifts nothing at 375 and 1280 px',
    async run(t) {
      const site = await startPageServer(t.apiUrl);
      try {
        const html = await (await fetch(`${site.origin}/server-loaded`)).text();
        assert(html.includes('<header') && html.includes('Project types'), 'the server HTML should hold the header');
        await atEachWidth(
          t,
          'server-loaded',
          (page) => page.goto(`${site.origin}/server-loaded`),
          (value) => value === 0,
          '0',
        );
        assert(
          site.loads.length > 0 && site.loads.every((result) => result === 'ok'),
          `loadNavigationData should load from the dev API: ${site.loads.join(', ')}`,
        );
      } finally {
        await site.close();
      }
    },
  },
  {
    // Reported, not asserted: the gallery is a single-page app whose Header uses navigationRequest
    // (the client-fetch pattern), so its header pops in (measured 0.063 at 375 px, 0.081 at 1280 px).
    // It reaches 0 once the gallery loads the data before its first render (examples/gallery).
    name: "cls: the gallery's page (client-fetch header), reported",
    async run(t) {
      await atEachWidth(
        t,
        'gallery',
        async (page) => {
          await openGallery({ ...t, page }, { brand: 'roofline' });
          await requireComponent({ ...t, page }, 'Header');
        },
        (value) => value >= 0,
        'measured',
      );
    },
  },
  {
    name: 'cls: the client-fetched header (navigationRequest) pops in and shifts the page (the measure can fail)',
    async run(t) {
      const site = await startPageServer(t.apiUrl);
      try {
        const html = await (await fetch(`${site.origin}/client-fetch`)).text();
        assert(!html.includes('<header'), 'the server HTML of the client-fetch pattern has no header');
        await atEachWidth(
          t,
          'client-fetch',
          (page) => page.goto(`${site.origin}/client-fetch`),
          (value) => value > 0,
          'above 0',
        );
      } finally {
        await site.close();
      }
    },
  },
];
