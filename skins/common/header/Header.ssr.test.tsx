import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Profiler, type ReactElement } from 'react';
import { ChromeProvider } from '../../../src';
import { Header, SimpleHeader, STANDARD_WITH_AI_FIELD, STANDARD_WITH_SEARCH, ThemeProvider } from '../../roofline';
import { makeRawNavigationData, mockViewport, stubResizeObserver, TEST_LOCATION } from './__fixtures__/setup';

const safeData = () =>
  makeRawNavigationData({
    groupings: [
      {
        navigationTitle: 'Interior',
        links: [{ name: 'Plumbing', url: '/cost/plumbing' }],
        moreLinksText: 'View all interior',
        moreLinksUrl: '/interior',
      },
    ],
  });

function page(header: ReactElement) {
  return (
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: jest.fn() }}>
      <ThemeProvider>{header}</ThemeProvider>
    </ChromeProvider>
  );
}

describe('Header server render and hydration', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  let root: Root | null = null;
  beforeEach(() => {
    stubResizeObserver();
    error = jest.spyOn(console, 'error');
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    error.mockRestore();
    warn.mockRestore();
  });

  it.each([
    ['an anonymous standard header', <Header key="a" navigationData={safeData()} />],
    ['a signed-in header', <Header key="b" navigationData={safeData()} user={{ firstName: 'Ann' }} />],
    [
      'the search variant',
      <Header key="c" navigationData={safeData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />,
    ],
    ['the AI field variant', <Header key="d" navigationData={safeData()} variant={STANDARD_WITH_AI_FIELD} />],
  ])(
    'should hydrate %s on a narrow screen with no warning and no change of the mobile markup',
    async (_name, header) => {
      mockViewport(375);
      const html = renderToString(page(header));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const serverMobile = container.querySelector('[data-layout="mobile"]')?.outerHTML;
      expect(serverMobile).toBeDefined();
      expect(container.querySelector('[data-layout="desktop"]')).not.toBeNull();

      await act(async () => {
        root = hydrateRoot(container, page(header));
      });

      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      // What the server painted for a narrow screen is what stays after hydration and the first effects.
      expect(container.querySelector('[data-layout="mobile"]')?.outerHTML).toBe(serverMobile);
    },
  );

  it('should hydrate the search header on a phone in one commit: no render after it for the measured layout', async () => {
    mockViewport(375);
    const header = <Header navigationData={safeData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(header));
    document.body.appendChild(container);
    const phases: string[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Profiler id="header" onRender={(_id, phase) => phases.push(phase)}>
          {page(header)}
        </Profiler>,
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(phases).toEqual(['mount']);
    // The layout is applied with the first action: the menu opens as a phone's.
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-layout="mobile"] button[aria-haspopup]')?.click(),
    );
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('should hydrate the simple header with no warning', async () => {
    const header = <SimpleHeader navigationData={safeData()} />;
    const html = renderToString(page(header));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverMarkup = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(container, page(header));
    });
    expect(error).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
  });

  it('should render the login link without the return address on the server and keep it through hydration, then add it on intent', async () => {
    mockViewport(1280);
    const html = renderToString(page(<Header navigationData={safeData()} />));
    expect(html).toContain('href="/login"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, page(<Header navigationData={safeData()} />));
    });
    expect(error).not.toHaveBeenCalled();
    const login = container.querySelector<HTMLAnchorElement>('[data-layout="desktop"] a[href^="/login"]')!;
    expect(login).toHaveAttribute('href', '/login');
    act(() => login.focus());
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/cost/roofing?zip=10001#top')}`);
  });

  it('should render nothing on the server when the data must be fetched, and agree on hydration', async () => {
    mockViewport(1280);
    const fetch = jest.fn(() => new Promise<Response>(() => {}));
    const header = (
      <ChromeProvider config={{ fetch, apiServer: 'https://api.example.com' }}>{page(<Header />)}</ChromeProvider>
    );
    const html = renderToString(header);
    expect(html).toBe('');
    const container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, header);
    });
    expect(error).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
