import { act, render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { getNonce } from 'get-nonce';
import { version, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../src';
import {
  makeRawNavigationData,
  mockViewport,
  stubResizeObserver,
  TEST_LOCATION,
} from '../common/header/__fixtures__/setup';
import { EmailSubscriptionBanner, Footer, Header, SearchBar, STANDARD_WITH_SEARCH, ThemeProvider } from '../roofline';
import { rooflineTheme, type ChromeTheme } from './theme';

// Runs on React 19 (`npm test`) and on React 18.3 (`npm run test:react18`).
const REACT = `React ${version}`;
const hoists = Number(version.split('.')[0]) >= 19;
const NONCE = 'cl13nt-n0nce';
const noFetch = () => Promise.reject(new Error('no network in this test'));

function Page({ theme, nonce = NONCE }: { theme?: Partial<ChromeTheme>; nonce?: string }): ReactElement {
  return (
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: () => undefined, fetch: noFetch, nonce }}>
      <ThemeProvider theme={theme}>
        <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />
        <SearchBar />
        <EmailSubscriptionBanner />
        <Footer />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** Every `<style>` and stylesheet `<link>` in the document, the footer's `<noscript>` CSS aside. */
const styleElements = () =>
  [...document.querySelectorAll<HTMLElement>('style, link[rel="stylesheet"]')].filter(
    (element) => !element.closest('noscript'),
  );

const OVERRIDES: Partial<ChromeTheme> = { colors: { ...rooflineTheme.colors, primary: '#123456' } };

describe(`given the roofline chrome rendered on the client by ${REACT} with a nonce in the config`, () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => {
    document.head.querySelectorAll('style, link').forEach((element) => element.remove());
  });

  it('should put the nonce on every style it brings, and apply the theme overrides through their rule', () => {
    const { container } = render(<Page theme={OVERRIDES} />);
    const elements = styleElements();
    expect(elements.length).toBeGreaterThan(2);
    for (const element of elements) expect(element.getAttribute('nonce')).toBe(NONCE);
    const header = container.querySelector('header')!;
    expect(header).not.toHaveAttribute('style');
    expect(getComputedStyle(header).getPropertyValue('--rc-color-primary').trim()).toBe('#123456');
    // The style text is text, not HTML set through innerHTML (React 19: what Trusted Types allow).
    if (hoists) expect(elements.every((element) => element.children.length === 0)).toBe(true);
  });

  it('should hand the nonce to Radix (get-nonce) and bring the drawer styles with it when a drawer opens', async () => {
    mockViewport(375);
    render(<Page />);
    expect(getNonce()).toBe(NONCE);
    const header = document.querySelector<HTMLElement>('header [data-layout="mobile"]')!;
    await userEvent.click(screen.getAllByRole('button', { name: /menu/i }).find((button) => header.contains(button))!);
    await screen.findByRole('dialog');
    const elements = styleElements();
    expect(
      elements.some((element) =>
        /rc-popup/.test(element.getAttribute('data-href') ?? element.getAttribute('href') ?? ''),
      ),
    ).toBe(true);
    for (const element of elements) expect(element.getAttribute('nonce')).toBe(NONCE);
  });

  it('should link the stylesheet with the nonce, and a link that fails to load ends in no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<Page theme={{ stylesheet: { href: '/assets/missing.css' } }} />);
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('nonce')).toBe(NONCE);
        // What the browser does on a 404 or a blocked load.
        link.dispatchEvent(new Event('error'));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('should hydrate the server HTML with no error or warning, the overrides included', async () => {
    // A string render in jsdom, where there is a document: the skins take it for the browser and
    // bring their sheets as `<style>`s, which React 19 hoists into one block, and says (once per render)
    // that its string renderer has no nonce option for it. (On a server, without a document, the sheets
    // are links with the nonce: nonce.server.test.tsx, and scripts/check-next-csp.mjs in chromium.)
    if (hoists)
      expectConsole('error', 'When React manages style rules using `precedence` it will only include a nonce');
    const html = renderToString(<Page theme={OVERRIDES} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverHeader = container.querySelector('header');
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    try {
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, <Page theme={OVERRIDES} />, { onRecoverableError: recoverable });
      });
      // React 19 says (once per render) that its string renderer has no nonce option for the hoisted
      // block; nothing else.
      const messages = errors.mock.calls.map((call) => String(call[0]));
      expect(messages.filter((message) => !/style nonce value as a render option/.test(message))).toEqual([]);
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('header')).toBe(serverHeader);
      expect(getComputedStyle(serverHeader!).getPropertyValue('--rc-color-primary').trim()).toBe('#123456');
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
