import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src';
import { ServerHeader as HomeAdvisorServerHeader } from '../../homeadvisor';
import { ServerHeader } from '../../roofline';
import type { ServerHeaderProps } from './Header.types';
import { makeRawNavigationData, mockViewport, stubResizeObserver, TEST_LOCATION } from './__fixtures__/setup';

const LOGIN = `/login?redirect=${encodeURIComponent('/cost/roofing?zip=10001#top')}`;

/**
 * A Server Component page's header: `ServerHeader` under the page's ChromeProvider. Rendered to HTML
 * as the server does, then hydrated: only its islands (client components) take over the DOM, the
 * rest is plain markup either way.
 */
function page(header: ReactElement) {
  return (
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: jest.fn(), storage: null }}>
      {header}
      <main id="main">Content</main>
    </ChromeProvider>
  );
}

describe('ServerHeader hydrated in the browser', () => {
  let root: Root | null = null;
  let container: HTMLDivElement;
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    stubResizeObserver();
    errors = jest.spyOn(console, 'error');
    warnings = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    document.body.style.overflow = '';
    errors.mockRestore();
    warnings.mockRestore();
  });

  /** Server HTML in the document, hydrated with the same tree; what the server painted, returned. */
  async function hydrate(header: ReactElement) {
    const html = renderToString(page(header));
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverHeader = container.querySelector('header')!.outerHTML;
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, page(header), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    return serverHeader;
  }

  const props = (extra: Partial<ServerHeaderProps> = {}): ServerHeaderProps => ({
    navigationData: makeRawNavigationData(),
    ...extra,
  });

  it.each([
    ['mobile', 375],
    ['desktop', 1280],
  ])('should hydrate on a %s viewport without a mismatch, keeping the server markup', async (_name, width) => {
    mockViewport(width);
    const header = <ServerHeader {...props({ user: { firstName: 'Ann' }, variant: 'standardWithAiField' })} />;
    const serverHeader = await hydrate(header);
    // No render after hydration for the viewport: the CSS picks the layout.
    expect(container.querySelector('header')!.outerHTML).toBe(serverHeader);
  });

  it('should open the hamburger drawer and close it with Escape, focus back on the hamburger', async () => {
    mockViewport(375);
    await hydrate(<ServerHeader {...props()} />);
    const user = userEvent.setup();
    const bar = within(container.querySelector<HTMLElement>('[data-layout="mobile"]')!);
    const toggle = bar.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The drawer's links come from the islands' data (the groupings, log in with its return address).
    expect(within(drawer).getByRole('button', { name: /Interior/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', LOGIN);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it("should open a desktop panel from its trigger, around the server's links, and close it on Escape", async () => {
    mockViewport(1280);
    await hydrate(<ServerHeader {...props()} />);
    const user = userEvent.setup();
    const desktop = within(container.querySelector<HTMLElement>('[data-layout="desktop"]')!);
    const trigger = desktop.getByRole('button', { name: 'Interior' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = desktop.getByRole('region', { name: 'Interior' });
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: /How much does a plumber cost/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('should open the search from the desktop bar, and the full-screen search on a phone', async () => {
    mockViewport(1280);
    await hydrate(<ServerHeader {...props({ variant: 'standardWithSearch' })} />);
    const user = userEvent.setup();
    const desktop = within(container.querySelector<HTMLElement>('[data-layout="desktop"]')!);
    await user.click(desktop.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: /project/i })).toBeInTheDocument();
  });

  it('should open the full-screen search on a phone', async () => {
    mockViewport(375);
    await hydrate(<ServerHeader {...props()} />);
    const user = userEvent.setup();
    const bar = within(container.querySelector<HTMLElement>('[data-layout="mobile"]')!);
    await user.click(bar.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /project/i })).toBeInTheDocument();
  });

  it("should open the signed-in account menu, and make the login link's return address on intent", async () => {
    mockViewport(1280);
    await hydrate(<ServerHeader {...props({ user: { firstName: 'Ann' } })} />);
    const user = userEvent.setup();
    const desktop = within(container.querySelector<HTMLElement>('[data-layout="desktop"]')!);
    const avatar = desktop.getByRole('button', { name: 'Account menu' });
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';

    await hydrate(<ServerHeader {...props()} />);
    const login = within(container.querySelector<HTMLElement>('[data-layout="desktop"]')!).getByRole('link', {
      name: 'Log In',
    });
    expect(login).toHaveAttribute('href', '/login');
    act(() => login.focus());
    expect(login).toHaveAttribute('href', LOGIN);
  });

  it('should move focus to the main content from the skip link (server markup)', async () => {
    mockViewport(1280);
    await hydrate(<ServerHeader {...props()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("should give the drawers, portalled under <body>, the skin's theme from the server", async () => {
    mockViewport(375);
    await hydrate(
      <HomeAdvisorServerHeader
        {...props({ navigationData: makeRawNavigationData({ brand: { domain: 'www.homeadvisor.com' } }) })}
        theme={{ colors: { primary: '#004488' } }}
      />,
    );
    const user = userEvent.setup();
    const bar = within(container.querySelector<HTMLElement>('[data-layout="mobile"]')!);
    await user.click(bar.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.className).toContain('rc-theme-home-advisor');
    expect(drawer.className).toMatch(/rc-theme-x/);
    expect(container.querySelector('header')!.className).toBe(
      drawer.className
        .split(' ')
        .filter((name) => name.startsWith('rc-theme'))
        .join(' ') + ' rc-header-header',
    );
  });
});
