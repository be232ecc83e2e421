import { act } from '@testing-library/react';
import { version, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../src';
import { makeRawNavigationData, stubResizeObserver, TEST_LOCATION } from '../common/header/__fixtures__/setup';
import { Footer, Header, SearchBar, STANDARD_WITH_SEARCH, ThemeProvider } from '../roofline';
import { definedSheets, styleElements, styleText } from './sheet';

// Runs on React 19 (`npm test`) and on React 18.3 (`npm run test:react18`, jest.react18.config.ts).
const REACT = `React ${version}`;
const hoists = Number(version.split('.')[0]) >= 19;

const noFetch = () => Promise.reject(new Error('no network in this test'));
// Navigation data with nothing to drop (the default fixture carries a `javascript:` link, logged).
const navigationData = makeRawNavigationData({
  groupings: [{ navigationTitle: 'Interior', links: [{ name: 'Plumbing', url: '/cost/plumbing' }] }],
});

function Page(): ReactElement {
  return (
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: () => undefined, fetch: noFetch }}>
      <ThemeProvider>
        <Header navigationData={navigationData} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />
        <SearchBar />
        <Footer />
      </ThemeProvider>
    </ChromeProvider>
  );
}

interface StyleBlock {
  hrefs: string[];
  text: string;
}

/**
 * Every sheet's `<style>` of the server HTML outside `<noscript>` (not a component's own rule, which
 * has no href): its sheets' hrefs and its raw text.
 */
function styleBlocks(html: string): StyleBlock[] {
  const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...outside.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter(([, attributes]) => attributes!.includes('href='))
    .map(([, attributes, text]) => ({
      hrefs: (/href="([^"]*)"/.exec(attributes!)?.[1] ?? '').split(' '),
      text: text!,
    }));
}

const ENTITY = /&(quot|amp|gt|lt|apos|#\d+|#x[\da-f]+);/i;

describe(`given the roofline chrome rendered on the server by ${REACT}`, () => {
  beforeEach(() => stubResizeObserver());

  it('should put each sheet into the page as its CSS, byte for byte', () => {
    const html = renderToString(<Page />);
    const css = new Map(definedSheets().map((sheet) => [sheet.href, sheet.css]));
    const blocks = styleBlocks(html);
    expect(blocks.length).toBeGreaterThan(0);
    // React 19 merges the sheets into one hoisted block; React 18 leaves one block per component sheet.
    if (hoists) expect(blocks).toHaveLength(1);
    for (const block of blocks) {
      expect(block.hrefs.every((href) => css.has(href))).toBe(true);
      expect(block.text).toBe(block.hrefs.map((href) => css.get(href)).join(''));
    }
    // The font stacks' quotes, among others, arrive as quotes.
    expect(blocks.some((block) => block.text.includes('"Segoe UI"'))).toBe(true);
    // No entity in any style text, the <noscript> one included: a browser decodes none there.
    for (const [, text] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) expect(text).not.toMatch(ENTITY);
  });

  it('should hydrate with no error or warning, keep the server DOM and its styles', async () => {
    const html = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverHeader = container.querySelector('header');
    const serverStyles = [...container.querySelectorAll('style')].map((style) => style.textContent);
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      });
      expect(errors.mock.calls).toEqual([]);
      expect(warnings.mock.calls).toEqual([]);
      expect(recoverable.mock.calls).toEqual([]);
      // The server's nodes were kept, not replaced by a client render.
      expect(serverHeader).not.toBeNull();
      expect(container.querySelector('header')).toBe(serverHeader);
      expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual(
        expect.arrayContaining(serverStyles),
      );
      expect(getComputedStyle(serverHeader!).position).toBe('relative');
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      container.remove();
    }
  });

  it('should keep CSS from ending its <style> element early', () => {
    const css = '.rc-evil-x{content:"</style><script>alert(1)</script>"}.rc-evil-y{color:red}';
    const evil = { href: 'rc-evil', classes: {}, css };
    const html = renderToString(<div>{styleElements(undefined, [evil])}</div>);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('script')).toBeNull();
    const style = [...container.querySelectorAll('style')].find((element) => element.textContent!.includes('rc-evil'));
    expect(style!.textContent).not.toMatch(/<\/style/i);
    expect(style!.textContent).toMatch(/\.rc-evil-y\{color:red\}$/);
  });
});

describe(`styleText on ${REACT}`, () => {
  it('should give the CSS as is (React 18: as raw HTML; React 19: as text, which Trusted Types allow), and a `<` as the CSS escape `\\3c ` (the same character to CSS)', () => {
    const text = (css: string) => {
      const props = styleText(css);
      return 'children' in props ? props.children : props.dangerouslySetInnerHTML.__html;
    };
    expect('children' in styleText('a{}')).toBe(hoists);
    expect(text('a{font-family:"Segoe UI"}')).toBe('a{font-family:"Segoe UI"}');
    expect(text('a::after{content:"</style><b>"}')).toBe('a::after{content:"\\3c /style>\\3c b>"}');
  });
});
