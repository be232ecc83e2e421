import { act, screen, within } from '@testing-library/react';
import { Header } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

// The header's lazily loaded parts (the drawers, the account dropdown, the full-screen search) as
// chunks that fail while `mockOffline` is set, as after a network blip or a deploy that removed the
// old chunks; a later load succeeds. Once loaded, a chunk stays loaded for the file: the tests run
// in order, offline first.
let mockOffline = true;
const mockLoads: string[] = [];
function mockChunk(name: string, path: string) {
  mockLoads.push(name);
  if (mockOffline) throw new Error(`Failed to fetch dynamically imported module: ${name}`);
  return jest.requireActual(path);
}
jest.mock('./MobileNavMenuContent', () => mockChunk('nav', './MobileNavMenuContent'));
jest.mock('./MobileProfileMenuContent', () => mockChunk('profile', './MobileProfileMenuContent'));
jest.mock('./AccountMenuDropdown', () => mockChunk('account', './AccountMenuDropdown'));
jest.mock('../search/MobileSearchContent', () => mockChunk('search', '../search/MobileSearchContent'));

function layout(container: HTMLElement, name: 'mobile' | 'desktop') {
  const el = container.querySelector<HTMLElement>(`[data-layout="${name}"]`);
  if (!el) throw new Error(`no ${name} layout`);
  return within(el);
}

/** Lets the failed imports settle. */
const settle = () => act(async () => {});

const loadsOf = (name: string) => mockLoads.filter((load) => load === name).length;

describe('Header parts whose code cannot load', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    warn.mockRestore();
    document.body.style.overflow = '';
  });

  const setup = (user?: { firstName: string }) =>
    renderWithChrome(<Header navigationData={makeRawNavigationData()} user={user} />);

  describe('offline', () => {
    beforeAll(() => {
      mockOffline = true;
    });

    it('mobile menu: a tap shows its links in a plain dialog (never an expanded button with nothing), and closing collapses it', async () => {
      mockViewport(375);
      const { container, user } = setup();
      const toggle = layout(container, 'mobile').getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await settle();
      const plain = screen.getByRole('dialog', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-controls', plain.id);
      expect(within(plain).getByRole('link', { name: 'Services near me' })).toBeInTheDocument();
      expect(within(plain).getAllByRole('link').length).toBeGreaterThan(3);
      // jsdom has no `method="dialog"` (it would try to submit the form): the browser closes the
      // dialog instead of submitting, which fires `close`.
      const closeForm = within(plain).getByRole('button', { name: 'Close menu' }).closest('form');
      closeForm?.addEventListener('submit', (event) => event.preventDefault());
      await user.click(within(plain).getByRole('button', { name: 'Close menu' }));
      act(() => {
        plain.dispatchEvent(new Event('close'));
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('mobile menu: Enter on the button loads the code again (no hover or new focus needed)', async () => {
      mockViewport(375);
      const { container, user } = setup();
      const toggle = layout(container, 'mobile').getByRole('button', { name: 'Open menu' });
      act(() => toggle.focus());
      await settle();
      const before = loadsOf('nav');
      await user.keyboard('{Enter}');
      await settle();
      expect(loadsOf('nav')).toBe(before + 1);
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    });

    it('profile menu: the account links and log out, in a plain dialog', async () => {
      mockViewport(375);
      const { container, user } = setup({ firstName: 'Ann' });
      await user.click(layout(container, 'mobile').getByRole('button', { name: 'Account menu' }));
      await settle();
      const plain = screen.getByRole('dialog', { name: /Ann/ });
      expect(within(plain).getByRole('link', { name: /log out/i })).toBeInTheDocument();
    });

    it('account menu (desktop): Enter opens the account links in a plain panel, and loads the code again', async () => {
      mockViewport(1280);
      const { container, user } = setup({ firstName: 'Ann' });
      await settle();
      const avatar = layout(container, 'desktop').getByRole('button', { name: 'Account menu' });
      act(() => avatar.focus());
      await settle();
      const before = loadsOf('account');
      await user.keyboard('{Enter}');
      await settle();
      expect(loadsOf('account')).toBeGreaterThan(before);
      expect(avatar).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('region', { name: 'Account menu' });
      expect(within(panel).getByRole('link', { name: /log out/i })).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'Account menu' })).toBeNull();
      // Escape closes the stand-in as it closes the menu, from a link inside it or from the avatar,
      // and focus goes back to the avatar.
      await user.keyboard('{Enter}');
      await settle();
      act(() =>
        within(screen.getByRole('region', { name: 'Account menu' }))
          .getAllByRole('link')[0]!
          .focus(),
      );
      await user.keyboard('{Escape}');
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'Account menu' })).toBeNull();
      expect(avatar).toHaveFocus();
      await user.keyboard('{Enter}');
      await settle();
      await user.keyboard('{Escape}');
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
    });

    it('mobile search: the search form in a plain dialog, closed by Back', async () => {
      mockViewport(375);
      const { container, user } = renderWithChrome(
        <Header navigationData={makeRawNavigationData()} searchBarProps={{}} />,
      );
      const trigger = layout(container, 'mobile').getByRole('button', { name: 'Search' });
      await user.click(trigger);
      await settle();
      const plain = screen.getByRole('dialog', { name: 'Search for a project' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(within(plain).getByRole('combobox', { name: 'Project' })).toBeInTheDocument();
      expect(within(plain).getByRole('button', { name: 'Search' })).toBeInTheDocument();
      act(() => {
        plain.dispatchEvent(new Event('close'));
      });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('back online', () => {
    beforeAll(() => {
      mockOffline = false;
    });

    it('mobile menu: the next tap opens the real drawer', async () => {
      mockViewport(375);
      const { container, user } = setup();
      await user.click(layout(container, 'mobile').getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(drawer.tagName).not.toBe('DIALOG');
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    });

    it('account menu: Enter opens the real menu', async () => {
      mockViewport(1280);
      const { container, user } = setup({ firstName: 'Ann' });
      act(() => layout(container, 'desktop').getByRole('button', { name: 'Account menu' }).focus());
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menu')).toBeInTheDocument();
    });
  });
});
