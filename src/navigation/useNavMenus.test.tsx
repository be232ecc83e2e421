import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { NavMenusFixture, withChrome } from './__fixtures__/NavMenusFixture';
import { mockViewport } from './__fixtures__/viewport';
import { normalizeNavigationData } from './normalizeNavigationData';
import { useNavMenus } from './useNavMenus';
import type { UseNavMenusOptions } from './useNavMenus.types';

const LOCATION = () => ({
  href: 'https://www.roofline.com/a?b=1',
  origin: 'https://www.roofline.com',
  pathname: '/a',
  search: '?b=1',
  hash: '',
});

function renderMenus(options: UseNavMenusOptions = {}) {
  return renderHook((props: UseNavMenusOptions) => useNavMenus(props), {
    wrapper: withChrome({ location: LOCATION }),
    initialProps: options,
  });
}

describe('useNavMenus', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    warn.mockRestore();
    document.body.style.overflow = '';
  });

  describe('the layout', () => {
    it('should start from initialLayout and measure the real one after mount', () => {
      mockViewport(375);
      const { result } = renderMenus({ initialLayout: 'desktop' });
      expect(result.current.layout).toBe('mobile');
    });

    it('should send layoutChange only when the measured layout differs, so a desktop mount renders once', () => {
      mockViewport(1280);
      const stateReducer = jest.fn((_state, action) => action.changes);
      let renders = 0;
      renderHook(
        (props: UseNavMenusOptions) => {
          renders += 1;
          return useNavMenus(props);
        },
        { wrapper: withChrome({ location: LOCATION }), initialProps: { stateReducer } },
      );
      expect(stateReducer).not.toHaveBeenCalled();
      expect(renders).toBe(1);

      mockViewport(375);
      const mobile = jest.fn((_state, action) => action.changes);
      const { result } = renderMenus({ stateReducer: mobile });
      expect(mobile).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ type: 'layoutChange', layout: 'mobile' }),
      );
      expect(result.current.layout).toBe('mobile');
    });

    it('should fall back to the window width when matchMedia is missing', () => {
      Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: undefined });
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 800 });
      const { result } = renderMenus();
      expect(result.current.layout).toBe('mobile');
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1100 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(result.current.layout).toBe('desktop');
    });

    it('should reset open menus when the layout crosses 1024 px', () => {
      const viewport = mockViewport(1280);
      const { result } = renderMenus();
      act(() => result.current.openPanel('group-0'));
      expect(result.current.activePanel).toBe('group-0');
      act(() => viewport.resize(1023));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.activePanel).toBeNull();
      act(() => result.current.openMobileMenu('navigation'));
      act(() => viewport.resize(1024));
      expect(result.current.navigationMenu).toBe('closed');
    });
  });

  describe('trackLayout false (markup that shows both layouts by CSS)', () => {
    function renderCounted(options: UseNavMenusOptions) {
      let renders = 0;
      const view = renderHook(
        (props: UseNavMenusOptions) => {
          renders += 1;
          return useNavMenus(props);
        },
        { wrapper: withChrome({ location: LOCATION }), initialProps: options },
      );
      return { ...view, renders: () => renders };
    }

    it('should not render again after mount on a phone, and apply the layout with the next action', () => {
      mockViewport(375);
      document.body.style.overflow = '';
      const { result, renders } = renderCounted({ trackLayout: false });
      expect(renders()).toBe(1);
      expect(result.current.layout).toBe('desktop');
      act(() => result.current.openMobileMenu('navigation'));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.navigationMenu).toBe('open');
      expect(result.current.getMobileMenuDialogProps('navigation').open).toBe(true);
      expect(document.body.style.overflow).toBe('hidden');
      act(() => result.current.closeMobileMenu('navigation'));
    });

    it('should open the search in the measured layout', () => {
      mockViewport(375);
      const { result } = renderCounted({ trackLayout: false });
      act(() => result.current.setSearchOpen(true));
      expect(result.current.getSearchDialogProps('mobile').open).toBe(true);
      expect(result.current.getSearchDialogProps('desktop').open).toBe(false);
    });

    it('should still reset open menus at once when the width crosses 1024 px', () => {
      const viewport = mockViewport(1280);
      const { result } = renderCounted({ trackLayout: false });
      act(() => result.current.openPanel('group-0'));
      act(() => viewport.resize(1023));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.activePanel).toBeNull();
    });
  });

  describe('the closing flag (500 ms)', () => {
    beforeEach(() => {
      mockViewport(375);
      jest.useFakeTimers();
    });
    afterEach(() => jest.useRealTimers());

    it('should be cleared 500 ms after a close when neither menu is open', () => {
      const { result } = renderMenus();
      act(() => result.current.openMobileMenu('navigation'));
      act(() => result.current.closeMobileMenu('navigation'));
      expect(result.current.navigationMenu).toBe('closing');
      expect(result.current.isClosing).toBe(true);
      act(() => jest.advanceTimersByTime(499));
      expect(result.current.isClosing).toBe(true);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.navigationMenu).toBe('closed');
      expect(result.current.isClosing).toBe(false);
    });

    it('should not be cleared while the other menu is open, and clear both once it closes', () => {
      const { result } = renderMenus();
      act(() => result.current.openMobileMenu('navigation'));
      act(() => result.current.closeMobileMenu('navigation'));
      act(() => result.current.openMobileMenu('profile'));
      act(() => jest.advanceTimersByTime(2000));
      expect([result.current.navigationMenu, result.current.profileMenu]).toEqual(['closing', 'open']);
      act(() => result.current.closeMobileMenu('profile'));
      act(() => jest.advanceTimersByTime(500));
      expect([result.current.navigationMenu, result.current.profileMenu]).toEqual(['closed', 'closed']);
    });

    /** A menu and its overlay on elements whose running exit animation the test ends (jsdom has no Web Animations). */
    function renderWithExit() {
      let finish: () => void = () => {};
      const exit = {
        playState: 'running',
        finished: new Promise<void>((resolve) => {
          finish = resolve;
        }),
      };
      function Menus() {
        const menus = useNavMenus({ initialLayout: 'mobile' });
        return (
          <>
            <span data-testid="state">{menus.navigationMenu}</span>
            <button {...menus.getMobileMenuToggleProps('navigation', { 'aria-label': 'Menu' })} />
            <div {...menus.getOverlayProps({ 'data-testid': 'overlay' })} />
            <div {...menus.getMobileMenuProps('navigation')} />
          </>
        );
      }
      render(<Menus />);
      const overlay = screen.getByTestId('overlay');
      Object.assign(overlay, { getAnimations: () => (exit.playState === 'running' ? [exit] : []) });
      return {
        state: () => screen.getByTestId('state').textContent,
        toggle: () => fireEvent.click(screen.getByRole('button', { name: 'Menu' })),
        endExit: async () => {
          exit.playState = 'finished';
          finish();
          await act(async () => {});
        },
      };
    }

    it('should wait for an exit still running when the delay is up, and clear at its real end', async () => {
      const menus = renderWithExit();
      menus.toggle();
      menus.toggle();
      expect(menus.state()).toBe('closing');
      act(() => jest.advanceTimersByTime(500));
      // A slow phone started the fade late: it is still running, so the panel's styles stay put.
      expect(menus.state()).toBe('closing');
      act(() => jest.advanceTimersByTime(100));
      expect(menus.state()).toBe('closing');
      await menus.endExit();
      expect(menus.state()).toBe('closed');
    });

    it('should clear the flag one more delay later when the exit never ends (bounded)', () => {
      const menus = renderWithExit();
      menus.toggle();
      menus.toggle();
      act(() => jest.advanceTimersByTime(500));
      expect(menus.state()).toBe('closing');
      act(() => jest.advanceTimersByTime(499));
      expect(menus.state()).toBe('closing');
      act(() => jest.advanceTimersByTime(1));
      expect(menus.state()).toBe('closed');
    });

    it('should ignore the end of an earlier exit once the menu has opened again', async () => {
      const menus = renderWithExit();
      menus.toggle();
      menus.toggle();
      act(() => jest.advanceTimersByTime(500));
      menus.toggle();
      expect(menus.state()).toBe('open');
      await menus.endExit();
      expect(menus.state()).toBe('open');
      menus.toggle();
      act(() => jest.advanceTimersByTime(500));
      expect(menus.state()).toBe('closed');
    });

    it('should honour closingDelayMs and stop the timer on unmount', () => {
      const { result, unmount } = renderMenus({ closingDelayMs: 100 });
      act(() => result.current.openMobileMenu('profile'));
      act(() => result.current.closeMobileMenu('profile'));
      act(() => jest.advanceTimersByTime(100));
      expect(result.current.profileMenu).toBe('closed');
      act(() => result.current.openMobileMenu('profile'));
      act(() => result.current.closeMobileMenu('profile'));
      unmount();
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  describe('the scroll lock', () => {
    it('should lock only on a small screen, and restore the previous value on close and unmount', () => {
      mockViewport(375);
      document.body.style.overflow = 'auto';
      const { result, unmount } = renderMenus();
      act(() => result.current.openMobileMenu('navigation'));
      expect(document.body.style.overflow).toBe('hidden');
      act(() => result.current.closeMobileMenu('navigation'));
      expect(document.body.style.overflow).toBe('auto');
      act(() => result.current.openMobileMenu('profile'));
      unmount();
      expect(document.body.style.overflow).toBe('auto');
    });

    it.each([
      ['a wide screen', 1280, {}],
      ['lockScroll false', 375, { lockScroll: false }],
    ])('should not lock on %s', (_name, width, options) => {
      mockViewport(width);
      const { result } = renderMenus(options);
      act(() => result.current.openMobileMenu('navigation'));
      expect(result.current.navigationMenu).toBe('open');
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('dialog props', () => {
    it('should open the search only in the current layout', () => {
      mockViewport(375);
      const { result } = renderMenus();
      act(() => result.current.getSearchDialogProps('mobile').onOpenChange(true));
      expect(result.current.getSearchDialogProps('mobile').open).toBe(true);
      expect(result.current.getSearchDialogProps('desktop').open).toBe(false);
      act(() => result.current.getSearchDialogProps('mobile').onOpenChange(false));
      expect(result.current.search).toBe('collapsed');
    });

    it('should feed a mobile menu dialog open and close', () => {
      mockViewport(375);
      const { result } = renderMenus();
      act(() => result.current.getMobileMenuDialogProps('profile').onOpenChange(true));
      expect(result.current.getMobileMenuDialogProps('profile').open).toBe(true);
      act(() => result.current.getMobileMenuDialogProps('profile').onOpenChange(false));
      expect(result.current.profileMenu).toBe('closing');
    });
  });

  it('should let a stateReducer override a change', () => {
    mockViewport(1280);
    const { result } = renderMenus({
      stateReducer: (state, action) =>
        action.type === 'outsidePointerDown' || action.type === 'functionClosePanel' ? state : action.changes,
    });
    act(() => result.current.openPanel('group-1'));
    act(() => result.current.closePanel());
    expect(result.current.activePanel).toBe('group-1');
  });

  it('should give a view only with data', () => {
    mockViewport(1280);
    expect(renderMenus().result.current.view).toBeNull();
    const data = normalizeNavigationData(makeRawNavigationData());
    expect(renderMenus({ data, user: { firstName: 'Bo' } }).result.current.view?.greeting).toBe('Hi, Bo!');
  });
});

describe('useNavMenus getters in a custom UI', () => {
  beforeEach(() => mockViewport(375));
  afterEach(() => {
    document.body.style.overflow = '';
  });

  const setup = (props: UseNavMenusOptions = {}) => {
    const user = userEvent.setup();
    const view = render(<NavMenusFixture {...props} />, { wrapper: withChrome({ location: LOCATION }) });
    return { user, ...view };
  };

  it('should wire the toggle to its menu and close on Escape with focus back on the toggle', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(toggle).toHaveAttribute('aria-controls', dialog.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    act(() => screen.getAllByRole('button', { name: 'Interior' })[1]?.focus());
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('should show the overlay while a menu is open and close both menus on an overlay click', async () => {
    const { user } = setup();
    const overlay = screen.getByTestId('overlay');
    expect(overlay).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(overlay).toBeVisible();
    expect(overlay).toHaveAttribute('data-state', 'open');
    await user.click(overlay);
    expect(overlay).toHaveAttribute('data-state', 'closing');
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('should run the user handler first and skip ours when it prevents the default', async () => {
    const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Custom() {
      const menus = useNavMenus();
      return (
        <>
          <button {...menus.getMobileMenuToggleProps('navigation', { onClick, 'aria-label': 'Menu' })} />
          <span>{menus.navigationMenu}</span>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Custom />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('should give the login link the current address on intent (focus, pointer, click), not after mount', () => {
    let path = '/a';
    const location = () => ({ href: '', origin: 'https://www.roofline.com', pathname: path, search: '', hash: '' });
    render(<NavMenusFixture />, { wrapper: withChrome({ location }) });
    const login = screen.getByRole('link', { name: 'Log in' });
    // No render after mount: the link is as the server rendered it until someone means to use it.
    expect(login).toHaveAttribute('href', '/login');
    act(() => login.focus());
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fa');
    path = '/b';
    fireEvent.pointerEnter(login);
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fb');
    // Activation sets the address in the DOM before the browser follows the link (jsdom cannot navigate).
    path = '/c';
    login.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(login);
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fc');
  });

  it('should use the configured login redirect', () => {
    render(<NavMenusFixture loginRedirect="/dashboard" />, { wrapper: withChrome({ location: LOCATION }) });
    const login = screen.getByRole('link', { name: 'Log in' });
    act(() => login.focus());
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fdashboard');
  });
});
