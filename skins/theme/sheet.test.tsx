import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { version, type ReactElement } from 'react';
import { ChromeProvider } from '../../src';
import {
  makeRawNavigationData,
  mockViewport,
  stubResizeObserver,
  TEST_LOCATION,
} from '../common/header/__fixtures__/setup';
import { EmailSubscriptionBanner, Footer, Header, SearchBar, STANDARD_WITH_SEARCH, ThemeProvider } from '../roofline';
import { styleElements } from './sheet';
import { rooflineTheme, type ChromeTheme } from './theme';

// Counts Emotion's serialiser calls: styles are compiled once per process, never per render.
jest.mock('@emotion/serialize', () => {
  const actual = jest.requireActual('@emotion/serialize');
  const calls = { count: 0 };
  return {
    ...actual,
    serializeCalls: calls,
    serializeStyles: (...args: Parameters<typeof actual.serializeStyles>) => {
      calls.count += 1;
      return actual.serializeStyles(...args);
    },
  };
});
const serializeCalls: { count: number } = jest.requireMock('@emotion/serialize').serializeCalls;

const noFetch = () => Promise.reject(new Error('no network in this test'));

function chrome(theme?: Partial<ChromeTheme>): ReactElement {
  return (
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: jest.fn(), fetch: noFetch }}>
      <ThemeProvider theme={theme}>
        <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />
        <SearchBar />
        <EmailSubscriptionBanner />
        <Footer />
      </ThemeProvider>
    </ChromeProvider>
  );
}

// The skin's sheets: the hoisted blocks (React 19) or each sheet's block (React 18). Not the footer's
// <noscript> styles (disclosures open without JavaScript), nor a component's own rule (`ruleElement`:
// the nav panel's rows, the theme overrides), which carry no `precedence`.
const styleBlocks = (html: string) =>
  (html.replace(/<noscript>.*?<\/noscript>/g, '').match(/<style[^>]*>/g) ?? []).filter((tag) =>
    tag.includes('precedence'),
  );

// React 19 hoists the sheets into <head>, once each (`data-href`); React 18 (npm run test:react18) knows
// no hoisting, so there each component brings its sheets where it renders, `href` and `precedence` as
// plain attributes.
const hoists = Number(version.split('.')[0]) >= 19;
const sheetHrefs = (blocks: string[]) =>
  blocks.flatMap((block) => (/\bhref="([^"]*)"/.exec(block)?.[1] ?? '').split(' '));
/** Where the page's skin sheets are: `<head>` on React 19, anywhere in the document on React 18. */
const pageSheets = () => [
  ...document.querySelectorAll<HTMLStyleElement>(
    hoists ? 'head style[data-precedence="roofline-chrome"]' : 'style[precedence="roofline-chrome"]',
  ),
];

describe('skin styles out of the render path', () => {
  beforeEach(() => stubResizeObserver());

  it('should serve the whole chrome with static classes and each sheet once per block, on the server', () => {
    const html = renderToString(chrome());
    const blocks = styleBlocks(html);
    const hrefs = sheetHrefs(blocks);
    if (hoists) {
      // One hoisted block ahead of the markup, each sheet once in it.
      expect(blocks).toHaveLength(1);
      expect(html.indexOf('<style data-precedence="roofline-chrome"')).toBeLessThan(html.indexOf('<header'));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    } else {
      // No hoisting: each component's sheets where it renders, one block per sheet.
      expect(blocks.every((block) => /^<style href="rc-[a-z-]+" precedence="roofline-chrome">$/.test(block))).toBe(
        true,
      );
    }
    expect(hrefs).toEqual(
      expect.arrayContaining(['rc-theme', 'rc-header', 'rc-menu', 'rc-search', 'rc-signup', 'rc-footer']),
    );
    // The drawers' and the dropdown's sheet comes with their code, when one first opens.
    expect(hrefs).not.toContain('rc-popup');
    expect(html).not.toContain('data-emotion');
    expect(html).toMatch(/<header class="rc-theme-roofline rc-header-header"/);
  });

  it('should not serialise any style on a render once the sheets are compiled', () => {
    renderToString(chrome());
    serializeCalls.count = 0;
    const html = renderToString(chrome());
    expect(html).toContain('rc-footer-footer-root');
    expect(serializeCalls.count).toBe(0);
  });

  it('should carry theme overrides as a class on the roots whose rule sets the custom properties, and nothing for a brand theme as is', () => {
    const plain = renderToString(chrome());
    expect(plain).not.toContain('rc-theme-x');
    const html = renderToString(chrome({ colors: { ...rooflineTheme.colors, primary: '#123456' } }));
    const [, name] = /<header class="rc-theme-roofline (rc-theme-x[a-z0-9]+) rc-header-header"/.exec(html) ?? [];
    expect(name).toBeDefined();
    expect(html).toMatch(new RegExp(`<footer class="rc-theme-roofline ${name} `));
    expect(html).toContain(`<style>.${name}.${name}{--rc-color-primary:#123456;}</style>`);
    // No inline style anywhere: a strict Content Security Policy drops them from the server's HTML.
    expect(html).not.toMatch(/\sstyle="/);
    // The sheets are the same: the override is a class of its own, not a new sheet.
    expect(styleBlocks(html)).toEqual(styleBlocks(plain));
  });

  it('should leave out an override value that could end its rule', () => {
    const html = renderToString(
      chrome({ colors: { ...rooflineTheme.colors, primary: 'red}body{display:none', text: '#010203' } }),
    );
    expect(html).toMatch(/\{--rc-color-text:#010203;\}<\/style>/);
    expect(html).not.toContain('red}body');
  });

  it('should link the stylesheet instead when the theme names its URL, and render none when the page brings it', () => {
    const linked = renderToString(chrome({ stylesheet: { href: '/assets/roofline.css' } }));
    expect(styleBlocks(linked)).toHaveLength(0);
    const links = linked.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    if (hoists)
      expect(links).toEqual([
        expect.stringMatching(/rel="stylesheet".*href="\/assets\/roofline.css".*data-precedence="roofline-chrome"/),
      ]);
    // React 18: each component links the file where it renders (the browser loads it once).
    else
      expect(new Set(links)).toEqual(
        new Set(['<link rel="stylesheet" href="/assets/roofline.css" precedence="roofline-chrome"/>']),
      );
    const external = renderToString(chrome({ stylesheet: 'external' }));
    expect(styleBlocks(external)).toHaveLength(0);
    expect(external).not.toContain('<link rel="stylesheet"');
    expect(external).toContain('class="rc-theme-roofline rc-header-header"');
  });

  it('should bring no <style> for a sheet without CSS (the /external-css entries build every sheet so)', () => {
    const empty = { href: 'rc-empty', classes: {}, css: '' };
    const full = { href: 'rc-full', classes: {}, css: '.rc-full-x{color:red}' };
    const html = renderToString(<>{styleElements(undefined, [empty, full])}</>);
    expect(html).toContain('.rc-full-x{color:red}');
    expect(html).toContain('rc-theme');
    expect(html).not.toContain('rc-empty');
  });

  it('should put each sheet once into the document head on the client (React 18: where rendered), and style the elements through it', () => {
    const { container } = render(chrome());
    const hrefs = pageSheets().map((sheet) => sheet.getAttribute('data-href') ?? sheet.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['rc-header', 'rc-footer']));
    if (hoists) {
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(container.querySelector('style[precedence], style[data-precedence]')).toBeNull();
    }
    const header = container.querySelector('header')!;
    expect(getComputedStyle(header).getPropertyValue('--rc-color-primary').trim()).toBe('#0b5cad');
    expect(getComputedStyle(header).position).toBe('relative');
  });

  it("should bring the drawers' sheet into the page when a drawer first opens, with its code", async () => {
    mockViewport(375);
    render(chrome());
    const hrefs = () => pageSheets().map((sheet) => sheet.getAttribute('data-href') ?? sheet.getAttribute('href'));
    expect(hrefs()).not.toContain('rc-popup');
    const header = document.querySelector<HTMLElement>('header [data-layout="mobile"]')!;
    await userEvent.click(screen.getAllByRole('button', { name: /menu/i }).find((button) => header.contains(button))!);
    const drawer = await screen.findByRole('dialog');
    expect(hrefs()).toContain('rc-popup');
    expect(getComputedStyle(drawer).position).toBe('fixed');
  });
});
