/** @jest-environment node */
import { version, type ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { ChromeProvider, type Brand } from '../../src';
import { makeRawNavigationData } from '../../src/navigation/__fixtures__/navigationData';
import * as homeadvisor from '../homeadvisor';
import * as instapro from '../instapro';
import * as roofline from '../roofline';
import type { ChromeTheme } from './theme';

// Runs on React 19 (`npm test`) and on React 18.3 (`npm run test:react18`).
const REACT = `React ${version}`;
const hoists = Number(version.split('.')[0]) >= 19;
const NONCE = 'r4nd0m+N0nce/=';

const SKINS = [
  ['roofline', roofline, 'ROOFLINE'],
  ['homeadvisor', homeadvisor, 'HOME_ADVISOR'],
  ['instapro', instapro, 'ROOFLINE'],
] as const satisfies ReadonlyArray<readonly [string, unknown, Brand]>;

const location = () => ({
  href: 'https://www.example.com/cost/roofing',
  origin: 'https://www.example.com',
  pathname: '/cost/roofing',
  search: '',
  hash: '',
});

// Twelve links in a panel: the mega-menu lays them out in rows per column (its `--nav-rows`).
const navigationData = makeRawNavigationData({
  groupings: [
    {
      navigationTitle: 'Interior',
      links: Array.from({ length: 20 }, (_, index) => ({ name: `Link ${index}`, url: `/cost/link-${index}` })),
    },
  ],
});

function page(skin: (typeof SKINS)[number][1], brand: Brand, theme?: Partial<ChromeTheme>): ReactElement {
  const { Header, Footer, EmailSubscriptionBanner, SearchBar, ThemeProvider } = skin;
  const config = { brand, location, navigate: () => undefined, nonce: NONCE, storage: null };
  return (
    <ChromeProvider config={config}>
      <ThemeProvider theme={theme}>
        <Header navigationData={navigationData} variant="standardWithSearch" />
        <main>
          <SearchBar />
          <EmailSubscriptionBanner />
        </main>
        <Footer />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** React 19's streaming render with its own nonce option (its hoisted `<style>` takes that nonce). */
function renderToStream(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const options = hoists ? { nonce: { script: NONCE, style: NONCE } } : { nonce: NONCE };
    const stream = renderToPipeableStream(element, {
      ...(options as object),
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** Every `<style>` and stylesheet `<link>` start tag outside `<noscript>` (the footer's no-JavaScript CSS). */
const styleTags = (html: string) =>
  html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').match(/<style[^>]*>|<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];

const OVERRIDES: Partial<ChromeTheme> = {
  colors: { ...roofline.theme.colors, primary: '#123456', footerBackground: '#010203' },
};

describe(`given the skins rendered on the server by ${REACT} with a nonce in the config`, () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // React 19 says so when a hoisted style's nonce does not match its render option's.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it.each(SKINS)(
    'should put the nonce on every style and stylesheet link of the %s skin, keep every sheet, and render no style attribute',
    async (_name, skin, brand) => {
      for (const theme of [undefined, OVERRIDES, { ...OVERRIDES, stylesheet: { href: '/assets/skin.css' } }]) {
        const html = await renderToStream(page(skin, brand, theme));
        const tags = styleTags(html);
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) expect(tag).toContain(` nonce="${NONCE}"`);
        // The footer's no-JavaScript CSS too: without it a strict policy leaves the panels closed.
        const noScript = html.match(/<noscript><style[^>]*>/g) ?? [];
        expect(noScript.length).toBeGreaterThan(0);
        for (const tag of noScript) expect(tag).toContain(` nonce="${NONCE}"`);
        // React's own nonce option keeps the skins' rules (they carry the same nonce).
        if (!theme?.stylesheet) expect(html).toContain('.rc-header-header{');
        // The theme's overrides and the nav panel's rows come as rules, never as inline styles.
        expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/);
        expect(html).toContain('{--nav-rows:10}');
        if (theme) expect(html).toMatch(/\.rc-theme-x[a-z0-9]+\.rc-theme-x[a-z0-9]+\{--rc-color-primary:#123456;/);
      }
    },
  );

  it("should put the nonce on every style and sheet of a render made without React's nonce option (renderToString, or a framework's own render call as Next.js makes), each sheet once", () => {
    // React 19 prints its hoisted `<style>` block's nonce only from that option: with a nonce the
    // sheets are hoisted stylesheet links to their CSS (`data:` addresses), which keep their own.
    const html = renderToString(page(roofline, 'ROOFLINE', OVERRIDES));
    const tags = styleTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(` nonce="${NONCE}"`);
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/);
    if (hoists) {
      expect(html).not.toContain('data-precedence="roofline-chrome" data-href');
      const links = tags.filter((tag) => tag.startsWith('<link'));
      const sheets = links.map(
        (tag) => /href="data:text\/css;charset=utf-8,(\.rc-[a-z]+-|\.rc-theme-[a-z]+\{)/.exec(tag)?.[1],
      );
      // The theme's, the header's, the menu's, the search's, the sign-up's and the footer's: once each.
      expect(sheets.length).toBeGreaterThanOrEqual(5);
      expect(new Set(sheets).size).toBe(sheets.length);
    }
  });

  it('should take the nonce from the theme of a ServerFooter (no provider is read on the server)', () => {
    const html = renderToString(<roofline.ServerFooter theme={{ nonce: NONCE, ...OVERRIDES }} />);
    const tags = styleTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(` nonce="${NONCE}"`);
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/);
  });
});
