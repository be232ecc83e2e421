import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Header } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

function desktopBar(container: HTMLElement) {
  const el = container.querySelector<HTMLElement>('[data-layout="desktop"]');
  if (!el) throw new Error('no desktop layout');
  return within(el);
}

describe('Header account dropdown (signed in, desktop)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    mockViewport(1280);
    jest.useFakeTimers();
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    jest.useRealTimers();
  });

  const setup = (overrides: Record<string, unknown> = {}, firstName: string | null = 'Ann') =>
    renderWithChrome(<Header navigationData={makeRawNavigationData(overrides)} user={{ firstName }} />, {
      advanceTimers: jest.advanceTimersByTime,
    });

  describe('given a user with a firstName and hasAuthenticatedVersion', () => {
    it('should show the avatar and authenticated links instead of join, login and sign-up', () => {
      const { container } = setup();
      const bar = desktopBar(container);
      expect(bar.getByRole('button', { name: 'Account menu' })).toHaveTextContent('A');
      expect(bar.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/myprojects');
      expect(bar.queryByRole('link', { name: 'Join as a Pro' })).not.toBeInTheDocument();
      expect(bar.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      expect(bar.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    });

    it('should open the dropdown on hover with the greeting, links and log out, and close it on leave', async () => {
      const { container, user } = setup();
      // The page goes idle after hydration: Radix's menu code loads and its trigger takes the plain
      // button's place (before that, a hover opens the menu through the hook all the same).
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      const avatar = desktopBar(container).getByRole('button', { name: 'Account menu' });
      await user.hover(avatar);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByText('Hi, Ann!')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
      expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toHaveAttribute('href', '/messages');
      expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/auth/logout');

      await user.unhover(avatar);
      // A grace period lets the mouse travel to the menu.
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('should stay open while the mouse moves from the avatar into the menu', async () => {
      const { container, user } = setup();
      const avatar = desktopBar(container).getByRole('button', { name: 'Account menu' });
      await user.hover(avatar);
      await user.unhover(avatar);
      await user.hover(screen.getByRole('menu'));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });

    it('should keep a hover-opened dropdown open when the avatar is then clicked', async () => {
      const { container, user } = setup();
      const avatar = desktopBar(container).getByRole('button', { name: 'Account menu' });
      await user.hover(avatar);
      await user.click(avatar);
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(avatar).toHaveAttribute('aria-expanded', 'true');
      await user.click(avatar);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
    });

    it('should give focus back to where it was after a hover opened and closed it', async () => {
      const { container, user } = setup();
      const bar = desktopBar(container);
      const myProjects = bar.getByRole('link', { name: 'My Projects' });
      act(() => myProjects.focus());
      const avatar = bar.getByRole('button', { name: 'Account menu' });
      await user.hover(avatar);
      await user.unhover(avatar);
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(myProjects).toHaveFocus();
    });

    it('should open by keyboard, move focus into the menu, and close on Escape back to the avatar', async () => {
      const { container, user } = setup();
      const avatar = desktopBar(container).getByRole('button', { name: 'Account menu' });
      act(() => avatar.focus());
      await user.keyboard('{Enter}');
      const menu = screen.getByRole('menu');
      act(() => jest.runOnlyPendingTimers());
      expect(menu).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      act(() => jest.runOnlyPendingTimers());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(avatar).toHaveFocus();
    });

    it('should open on a touch tap', async () => {
      const { container, user } = setup();
      const avatar = desktopBar(container).getByRole('button', { name: 'Account menu' });
      await user.pointer([{ keys: '[TouchA]', target: avatar }]);
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });

    it('should default the greeting to Welcome Back and the logout link to /auth/logout', async () => {
      const { container, user } = setup({ authenticatedMenuGreeting: undefined, logOutLink: undefined });
      await user.hover(desktopBar(container).getByRole('button', { name: 'Account menu' }));
      const menu = screen.getByRole('menu');
      expect(within(menu).getByText('Welcome Back')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/auth/logout');
    });

    it('should be accessible with the dropdown open (axe)', async () => {
      jest.useRealTimers();
      const { container, user } = renderWithChrome(
        <Header navigationData={makeRawNavigationData()} user={{ firstName: 'Ann' }} />,
      );
      await user.click(desktopBar(container).getByRole('button', { name: 'Account menu' }));
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  it('given hasAuthenticatedVersion false, should show the anonymous view even with a firstName', () => {
    const { container } = setup({ hasAuthenticatedVersion: false });
    const bar = desktopBar(container);
    expect(bar.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('given a user without a firstName, should show the anonymous view', () => {
    const { container } = setup({}, null);
    expect(desktopBar(container).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});
