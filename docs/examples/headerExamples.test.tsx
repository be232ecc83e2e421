import { act, render, screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider, loadNavigationData } from '../../src';
import { Header, ThemeProvider } from '../../skins/roofline';
import { fakeResponse } from '../../src/navigation/__fixtures__/fakeResponse';
import { makeRawNavigationData } from '../../src/navigation/__fixtures__/navigationData';
import { mockViewport } from '../../src/navigation/__fixtures__/viewport';
import { CustomHeader } from './headerCustomUi';
import { NAVIGATION_REQUEST, Page, RootLayout, SERVICES, loader, renderPageHtml } from './headerServerData';
import { CheckoutHeader, FetchedHeader, HeaderVariants, HeaderWithData } from './headerSkin';

const NAV_URL = 'https://api.example.com/resource/roofline-cms/v1/navigation?variant=&domain=www.roofline.com';
const TOKEN = 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s';

/** The token service and the CMS: `navigation` answers the navigation call. */
function servicesFetch(navigation = () => Promise.resolve(fakeResponse(200, makeRawNavigationData()))) {
  return jest.fn((url: string, _init?: RequestInit) =>
    url.startsWith('https://ws.example.com/') ? Promise.resolve(fakeResponse(200, TOKEN)) : navigation(),
  );
}

describe('the header docs examples', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    mockViewport(1280);
    warn = jest.spyOn(console, 'warn');
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => warn.mockRestore());

  it('HeaderWithData should render the signed-in header with the data', () => {
    render(<HeaderWithData navigationData={makeRawNavigationData()} firstName="Ann" />);
    expect(screen.getAllByRole('button', { name: 'Account menu' }).length).toBeGreaterThan(0);
  });

  it('FetchedHeader should fetch with the token and show the header', async () => {
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    render(
      <ChromeProvider config={{ fetch }}>
        <FetchedHeader token="h.eyJleHAiOjQxMDI0NDQ4MDB9.s" />
      </ChromeProvider>,
    );
    await waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer h.eyJleHAiOjQxMDI0NDQ4MDB9.s' });
  });

  it('HeaderVariants and CheckoutHeader should render', () => {
    render(<HeaderVariants navigationData={makeRawNavigationData()} />);
    expect(screen.getAllByRole('banner')).toHaveLength(3);
    const { container } = render(<CheckoutHeader />);
    expect(within(container).getAllByRole('link')).toHaveLength(1);
  });

  it('CustomHeader should toggle a panel and stay accessible', async () => {
    const user = userEvent.setup();
    const { container } = render(<CustomHeader navigationData={makeRawNavigationData()} />);
    await user.click(screen.getByRole('button', { name: 'Interior' }));
    expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('CustomHeader should open its drawer and a group card on a phone, and close with Escape', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    render(<CustomHeader navigationData={makeRawNavigationData()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Exterior' }));
    expect(within(drawer).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(within(drawer).getByRole('button', { name: 'Exterior' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  describe('given navigation data loaded on the server (headerServerData)', () => {
    let error: jest.SpyInstance;
    let root: Root | null = null;
    beforeEach(() => {
      error = jest.spyOn(console, 'error');
    });
    afterEach(() => {
      act(() => root?.unmount());
      root = null;
      document.body.innerHTML = '';
      error.mockRestore();
    });

    it('should render the whole header in the server HTML', async () => {
      const fetch = servicesFetch();
      const navigation = await loadNavigationData(NAVIGATION_REQUEST, { ...SERVICES, fetch });
      const html = renderToString(
        <ThemeProvider>
          <Header navigationData={navigation.ok ? navigation.data : null} />
        </ThemeProvider>,
      );
      expect(fetch.mock.calls.map((call) => call[0])).toEqual([
        'https://ws.example.com/?r_accesskey=public-key&r_username=navigation',
        NAV_URL,
      ]);
      expect(html).toContain('<header');
      expect(html).toContain('aria-label="Project types"');
      for (const text of ['Interior', 'Exterior', 'Plumbing', 'View all interior', 'How much does a plumber cost?']) {
        expect(html).toContain(text);
      }
      expect(html).toContain('href="/cost/plumbing"');
    });

    it('RootLayout (a Server Component) should give a tree whose HTML holds the header', async () => {
      const tree = await RootLayout({ children: <h1>Costs</h1>, fetch: servicesFetch() });
      const html = renderToString(tree);
      expect(html).toContain('<header');
      expect(html).toContain('View all interior');
      expect(html).toContain('<h1>Costs</h1>');
    });

    it('renderPageHtml should hydrate in one commit, without a warning, and not change the header', async () => {
      const fetch = servicesFetch();
      const container = document.createElement('div');
      container.innerHTML = await renderPageHtml({ fetch });
      document.body.appendChild(container);
      const pageData = JSON.parse(
        container.querySelector('script')?.textContent?.replace(/^window.__PAGE_DATA__=/, '') ?? '',
      );
      const serverHeader = container.querySelector('header')?.outerHTML;
      expect(serverHeader).toContain('View all interior');
      const phases: string[] = [];
      await act(async () => {
        root = hydrateRoot(
          container.querySelector('#root') as HTMLElement,
          <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
            <Page {...pageData} />
          </Profiler>,
        );
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(phases).toEqual(['mount']);
      expect(error).not.toHaveBeenCalled();
      expect(container.querySelector('header')?.outerHTML).toBe(serverHeader);
      // Nothing is fetched in the browser: only the server's two calls.
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('loader should give null (the header hidden, the failure logged) when the CMS fails', async () => {
      expectConsole('warn', 'Navigation API non-200 response (503)');
      const fetch = servicesFetch(() => Promise.resolve(fakeResponse(503, {})));
      const data = await loader({ fetch });
      expect(data).toEqual({ navigationData: null });
      expect(warn).toHaveBeenCalledWith('Navigation API non-200 response (503)');
      expect(renderToString(<Page {...data} />)).not.toContain('<header');
    });
  });
});
