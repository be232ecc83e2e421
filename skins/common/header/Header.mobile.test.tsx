import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Header, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';
import { IDLE_PRELOAD_TIMEOUT_MS } from '../../../src/shared/lazyModule';

const LOGIN = `/login?redirect=${encodeURIComponent('/cost/roofing?zip=10001#top')}`;

/** Whether a wheel and a touch move on `target` (the page by default) would scroll: neither cancelled. */
function scrollsPage(target: Element = document.body): boolean {
  const wheel = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 120 });
  const touch = new Event('touchmove', { bubbles: true, cancelable: true });
  const point = [{ clientX: 10, clientY: 10 }];
  Object.assign(touch, { touches: point, changedTouches: point, targetTouches: point });
  target.dispatchEvent(wheel);
  target.dispatchEvent(touch);
  return !wheel.defaultPrevented && !touch.defaultPrevented;
}

function mobileBar(container: HTMLElement) {
  const el = container.querySelector<HTMLElement>('[data-layout="mobile"]');
  if (!el) throw new Error('no mobile layout');
  return within(el);
}

describe('Header (mobile layout)', () => {
  let viewport: ReturnType<typeof mockViewport>;
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    viewport = mockViewport(375);
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn');
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
    jest.useRealTimers();
    document.body.style.overflow = '';
  });

  const setup = (props: Partial<Parameters<typeof Header>[0]> = {}, overrides: Record<string, unknown> = {}) =>
    renderWithChrome(<Header navigationData={makeRawNavigationData(overrides)} {...props} />, {
      advanceTimers: jest.advanceTimersByTime,
    });

  describe('the bar (who sees what)', () => {
    it('should show the pro-signup link to an anonymous visitor, and no account button', () => {
      const { container } = setup();
      const bar = mobileBar(container);
      expect(bar.getByRole('link', { name: 'Join as a Pro' })).toBeInTheDocument();
      expect(bar.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(bar.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    });

    it('should hide the pro-signup link for a signed-in user and show the account button', () => {
      const { container } = setup({ user: { firstName: 'Ann' } });
      const bar = mobileBar(container);
      expect(bar.queryByRole('link', { name: 'Join as a Pro' })).not.toBeInTheDocument();
      expect(bar.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    });

    it('should hide the pro-signup link for brandType Instapro', () => {
      const { container } = setup({}, { brandType: 'Instapro', brand: { domain: 'www.instapro.it' } });
      expect(mobileBar(container).queryByRole('link', { name: 'Join as a Pro' })).not.toBeInTheDocument();
    });

    it('should show the AI Pro Finder button and hide the pro-signup link in the AI-button variant', async () => {
      const navigate = jest.fn();
      const { container, user } = renderWithChrome(
        <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_AI_BUTTON} />,
        { advanceTimers: jest.advanceTimersByTime, config: { navigate } },
      );
      const bar = mobileBar(container);
      expect(bar.queryByRole('link', { name: 'Join as a Pro' })).not.toBeInTheDocument();
      await user.click(bar.getByRole('button', { name: /AI Pro Finder/ }));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/www\.roofline\.com\/ai/));
    });

    it('should show the Find pros with AI field in the AI-field variant', () => {
      const { container } = setup({ variant: STANDARD_WITH_AI_FIELD });
      expect(mobileBar(container).getByRole('textbox', { name: 'Find pros with AI' })).toBeInTheDocument();
    });
  });

  describe('the navigation menu', () => {
    it('should open as a dialog with the groupings, services near me, log in and sign up', async () => {
      const { container, user } = setup();
      const toggle = mobileBar(container).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-controls', dialog.id);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(within(dialog).getByRole('button', { name: 'Interior' })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Services near me' })).toHaveAttribute('href', '/nearme/');
      expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', LOGIN);
      expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    });

    it('should lock page scrolling while open (wheel and touch moves outside the drawer cancelled, <body> untouched) and unlock on close', async () => {
      document.body.style.overflow = 'scroll';
      const { container, user } = setup();
      expect(scrollsPage()).toBe(true);
      await user.click(mobileBar(container).getByRole('button', { name: 'Open menu' }));
      expect(scrollsPage()).toBe(false);
      // Nothing on <body> changes (no whole-page restyle, and iOS Safari ignores overflow there anyway).
      expect(document.body.style.overflow).toBe('scroll');
      await user.keyboard('{Escape}');
      expect(scrollsPage()).toBe(true);
    });

    it('should close on Escape, return focus to the hamburger, and clear the closing flag after 500 ms', async () => {
      const { container, user } = setup();
      const toggle = mobileBar(container).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(499));
      expect(toggle).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(1));
      expect(toggle).toHaveAttribute('data-state', 'closed');
    });

    it('should close with its close button', async () => {
      const { container, user } = setup();
      const toggle = mobileBar(container).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('should trap focus inside the dialog', async () => {
      const { container, user } = setup();
      await user.click(mobileBar(container).getByRole('button', { name: 'Open menu' }));
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 12; i++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('should open a group card, go back to the list, and close the menu from the card', async () => {
      const { container, user } = setup();
      const toggle = mobileBar(container).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const dialog = within(screen.getByRole('dialog'));
      const interior = dialog.getByRole('button', { name: 'Interior' });
      await user.click(interior);

      const card = dialog.getByRole('region', { name: 'Interior' });
      expect(interior).not.toBeVisible();
      expect(within(card).getByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/cost/plumbing');
      expect(within(card).getByRole('link', { name: 'View all interior' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Back' })).toHaveFocus();

      await user.click(within(card).getByRole('button', { name: 'Back' }));
      expect(dialog.queryByRole('region')).not.toBeInTheDocument();
      expect(interior).toHaveFocus();

      await user.click(interior);
      await user.click(within(dialog.getByRole('region')).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('should treat a group card as a nested level: its title is read with Back, and Escape goes back one level', async () => {
      const { container, user } = setup();
      const toggle = mobileBar(container).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const dialog = within(screen.getByRole('dialog'));
      const interior = dialog.getByRole('button', { name: 'Interior' });
      await user.click(interior);
      const back = within(dialog.getByRole('region', { name: 'Interior' })).getByRole('button', { name: 'Back' });
      expect(back).toHaveFocus();
      expect(back).toHaveAccessibleDescription('Interior');

      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(dialog.queryByRole('region')).not.toBeInTheDocument();
      expect(interior).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('should close and unlock scrolling when the layout crosses to desktop', async () => {
      const { container, user } = setup();
      await user.click(mobileBar(container).getByRole('button', { name: 'Open menu' }));
      expect(scrollsPage()).toBe(false);
      act(() => viewport.resize(1280));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(scrollsPage()).toBe(true);
    });

    it('should be accessible while open (axe)', async () => {
      jest.useRealTimers();
      const { container, user } = renderWithChrome(<Header navigationData={makeRawNavigationData()} />);
      await user.click(mobileBar(container).getByRole('button', { name: 'Open menu' }));
      // The header's other parts load when the page is idle (at the latest after 3 s): let them load
      // now, inside act, rather than during axe's run (a slow machine got there: an update outside act).
      await act(() => new Promise((resolve) => setTimeout(resolve, IDLE_PRELOAD_TIMEOUT_MS + 50)));
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    }, 15_000);
  });

  describe('the profile menu (signed in)', () => {
    it('should show the greeting, the user links and log out, and close on Escape', async () => {
      const { container, user } = setup({ user: { firstName: 'Ann' } });
      const toggle = mobileBar(container).getByRole('button', { name: 'Account menu' });
      await user.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Hi, Ann!' });
      expect(within(dialog).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
      expect(within(dialog).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/logout');
      expect(scrollsPage()).toBe(false);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(500));
      expect(toggle).toHaveAttribute('data-state', 'closed');
    });

    it('should not offer log in or sign up in the navigation menu', async () => {
      const { container, user } = setup({ user: { firstName: 'Ann' } });
      await user.click(mobileBar(container).getByRole('button', { name: 'Open menu' }));
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      expect(dialog.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    });
  });
});
