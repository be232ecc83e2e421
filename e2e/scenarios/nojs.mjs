import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assert } from '../harness.mjs';

/**
 * The chrome before JavaScript (issue 16, progressive enhancement as GOV.UK Frontend does): a page
 * server-rendered with `react-dom/server` from the built package (dist/, made by `npm run build`),
 * opened in Chromium with JavaScript disabled. The page has the Roofline skin's Header (navigation
 * data passed in), SearchBar and ServerFooter, and the HomeAdvisor skin's client Footer (its
 * additional cities sit behind an always-collapsible disclosure).
 */

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const NAVIGATION = {
  brand: { domain: 'www.roofline.com', logo: { url: '/logo.svg', altText: 'Roofline' }, loginUrl: '/login' },
  brandType: 'Roofline',
  joinAsProLink: { name: 'Join as a Pro', url: '/pro' },
  loginLinkLabel: 'Log In',
  loginLink: '/login',
  signUpLink: { name: 'Sign Up', url: '/signup' },
  groupings: [
    {
      navigationTitle: 'Interior',
      links: [{ name: 'Plumbing', url: '/cost/plumbing' }],
      moreLinksText: 'View all interior',
      moreLinksUrl: '/interior',
    },
  ],
};

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32"/></svg>';

/** The spec 7.8 parameters of a search for `query` in `zip`, as a GET form sends them. */
const SPEC_PARAMS = (query, zip) => [
  ['action', 'SEARCH'],
  ['startIndex', ''],
  ['useExtSearch', 'false'],
  ['searchType', 'SiteTaskSearch'],
  ['initialSearch', 'true'],
  ['sourcePage', 'Homepage'],
  ['postalCode', zip],
  ['query', query],
];

/** Renders the page with the built package; `origin` is the results domain (this server). */
async function renderPage(origin) {
  if (!existsSync(`${DIST}skins/roofline.js`)) throw new Error('dist/ is missing: run `npm run build` first');
  const load = (path) => import(pathToFileURL(`${DIST}${path}`).href);
  const [{ createElement: h }, { renderToString }, core, roofline, homeadvisor] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    load('index.js'),
    load('skins/roofline.js'),
    load('skins/homeadvisor.js'),
  ]);
  const config = { brand: 'ROOFLINE', resultsDomain: origin, now: () => Date.UTC(2026, 5, 15), storage: null };
  const body = h(
    core.ChromeProvider,
    { config },
    h(roofline.Header, { navigationData: NAVIGATION }),
    h('main', { id: 'main' }, h(roofline.SearchBar, {})),
    h(roofline.ServerFooter, { queryString: 'utm_source=nojs' }),
    h(homeadvisor.Footer, {}),
  );
  const page = h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Chrome without JavaScript')),
    h('body', { style: { margin: 0 } }, body),
  );
  return `<!doctype html>${renderToString(page)}`;
}

/** A tiny server: the page at `/`, and a stub page for every link and the results page it leads to. */
async function startPageServer() {
  const requests = [];
  let html = '';
  const server = createServer((request, response) => {
    requests.push(request.url);
    if (request.url === '/logo.svg') {
      response.setHeader('content-type', 'image/svg+xml');
      response.end(LOGO);
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(request.url === '/' ? html : `<!doctype html><title>landed</title><p>${request.url}</p>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  html = await renderPage(origin);
  return { origin, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Opens the page in a context with JavaScript disabled; runs `check(page, site)`, then cleans up. */
async function withoutJavaScript(t, viewport, check) {
  const site = await startPageServer();
  const context = await t.browser.newContext({ javaScriptEnabled: false, viewport, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${site.origin}/`);
    await check(page, site);
  } finally {
    await context.close();
    await site.close();
  }
}

/** Every link of every footer: visible, with a non-empty box and an href. Returns how many. */
async function assertFooterLinksReachable(page, width) {
  const footers = page.locator('footer');
  assert((await footers.count()) === 2, `two footers expected at ${width} px`);
  const links = footers.locator('a');
  const count = await links.count();
  assert(count > 100, `the footers should have their links (found ${count})`);
  const hidden = [];
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    const box = (await link.isVisible()) ? await link.boundingBox() : null;
    if (!href || !box || box.width < 1 || box.height < 1) hidden.push(`${(await link.textContent()).trim()} (${href})`);
  }
  assert(hidden.length === 0, `at ${width} px, footer links not reachable: ${hidden.slice(0, 5).join(', ')}`);
  return count;
}

export default [
  {
    name: 'nojs: every footer link is reachable without JavaScript, at 375 and 1280 px',
    async run(t) {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1280, height: 900 },
      ]) {
        await withoutJavaScript(t, viewport, async (page) => {
          await assertFooterLinksReachable(page, viewport.width);
          // The HomeAdvisor additional cities (an always-collapsible disclosure) are shown too.
          await page.getByRole('link', { name: 'Anchorage', exact: true }).waitFor({ state: 'visible' });
          const toggles = page.locator('footer button[aria-expanded]');
          for (let i = 0; i < (await toggles.count()); i += 1) {
            const panelId = await toggles.nth(i).getAttribute('aria-controls');
            if (!panelId) continue;
            const visible = await page.locator(`[id="${panelId}"]`).isVisible();
            assert(visible, `at ${viewport.width} px the panel ${panelId} should be open without JavaScript`);
          }
        });
      }
    },
  },
  {
    name: 'nojs: the search bar is a GET form to {resultsDomain}/find with the spec 7.8 parameters',
    async run(t) {
      await withoutJavaScript(t, { width: 1280, height: 900 }, async (page, site) => {
        const form = page.getByRole('search').first();
        assert((await form.getAttribute('method')) === 'get', 'the search form should be a GET form');
        assert(
          (await form.getAttribute('action')) === `${site.origin}/find`,
          'it should submit to {resultsDomain}/find',
        );
        await form.getByRole('combobox').fill('roof repair');
        await form.getByRole('textbox', { name: /zip/i }).fill('10001');
        const [request] = await Promise.all([
          page.waitForRequest((r) => new URL(r.url()).pathname === '/find'),
          form
            .getByRole('button', { name: /search/i })
            .last()
            .click(),
        ]);
        const url = new URL(request.url());
        assert(request.method() === 'GET', 'the search should be a GET');
        assert(`${url.origin}${url.pathname}` === `${site.origin}/find`, `went to ${url.href}`);
        const sent = [...url.searchParams].sort();
        const expected = SPEC_PARAMS('roof repair', '10001').sort();
        assert(
          JSON.stringify(sent) === JSON.stringify(expected),
          `the search should send the spec 7.8 parameters: got ${url.search}`,
        );
        await page.waitForURL(`${site.origin}/find?**`);
      });
    },
  },
  {
    name: "nojs: the header's top-level links and the login and sign-up links work without JavaScript",
    async run(t) {
      await withoutJavaScript(t, { width: 1280, height: 900 }, async (page, site) => {
        const header = page.locator('header').first();
        for (const [name, path] of [
          ['Join as a Pro', '/pro'],
          ['Log In', '/login'],
          ['Sign Up', '/signup'],
        ]) {
          const link = header.getByRole('link', { name, exact: true });
          assert((await link.count()) >= 1, `the header should have a "${name}" link`);
          const visible = link.locator('visible=true').first();
          assert((await visible.getAttribute('href')) === path, `"${name}" should link to ${path}`);
          await Promise.all([page.waitForURL(`${site.origin}${path}`), visible.click()]);
          await page.goBack();
        }
        const home = header.getByRole('link', { name: 'Roofline Home' }).locator('visible=true').first();
        assert((await home.getAttribute('href')) === 'https://www.roofline.com/', 'the logo should link home');
        assert(site.requests.includes('/login') && site.requests.includes('/signup'), 'the links should load');
      });
    },
  },
];
