import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import {
  NAVIGATION_DATA,
  NavMenusFixture,
  NavMenusIslandsFixture,
  withChrome,
  type IslandName,
} from './__fixtures__/NavMenusFixture';
import { mockViewport } from './__fixtures__/viewport';
import { navMenusStateChangeTypes } from './navMenusReducer';
import type { NavMenusStateReducers, NavMenusStore } from './navMenusStore';
import { normalizeNavigationData } from './normalizeNavigationData';
import { useNavMenus } from './useNavMenus';
import type { UseNavMenusOptions, UseNavMenusResult } from './useNavMenus.types';

const LOCATION = () => ({
  href: 'https://www.roofline.com/a?b=1',
  origin: 'https://www.roofline.com',
  pathname: '/a',
  search: '?b=1',
  hash: '',
});

function renderMenus(options: UseNavMenusOptions = {}) {
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

/** A stateReducer for every widget that changes nothing, to see which actions each widget gets. */
function spyReducers() {
  const spy = () => jest.fn((_state: unknown, action: { changes: unknown }) => action.changes);
  return { panels: spy(), account: spy(), navigation: spy(), profile: spy(), search: spy() };
}

describe('useNavMenus', () => {
  describe('the layout', () => {
    it('should start from initialLayout and measure the real one after mount', () => {
      mockViewport(375);
      const { result } = renderMenus({ initialLayout: 'desktop' });
      expect(result.current.layout).toBe('mobile');
    });

    it('should send layoutChange only when the measured layout differs, so a desktop mount renders once', () => {
      mockViewport(1280);
      const desktop = spyReducers();
      const { renders } = renderMenus({ stateReducers: desktop as NavMenusStateReducers });
      for (const reducer of Object.values(desktop)) expect(reducer).not.toHaveBeenCalled();
      expect(renders()).toBe(1);

      mockViewport(375);
      const mobile = spyReducers();
      const { result } = renderMenus({ stateReducers: mobile as NavMenusStateReducers });
      for (const reducer of Object.values(mobile))
        expect(reducer).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'layoutChange' }));
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
      act(() => result.current.panels.open('group-0'));
      expect(result.current.panels.activePanel).toBe('group-0');
      act(() => viewport.resize(1023));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.panels.activePanel).toBeNull();
      act(() => result.current.navigation.setOpen(true));
      act(() => result.current.navigation.openGroupCard('group-1'));
      act(() => result.current.mobileSearch.setOpen(true));
      act(() => viewport.resize(1024));
      expect(result.current.navigation.state).toBe('closed');
      expect(result.current.navigation.groupCard).toBeNull();
      expect(result.current.mobileSearch.isOpen).toBe(false);
    });
  });

  describe('trackLayout false (markup that shows both layouts by CSS)', () => {
    it('should not render again after mount on a phone, and apply the layout with the next action', () => {
      mockViewport(375);
      const { result, renders } = renderMenus({ trackLayout: false });
      expect(renders()).toBe(1);
      expect(result.current.layout).toBe('desktop');
      act(() => result.current.navigation.setOpen(true));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.navigation.state).toBe('open');
      expect(result.current.navigation.getDialogProps().open).toBe(true);
    });

    it('should open the search in the layout whose icon opened it, in the measured layout', () => {
      mockViewport(375);
      const { result } = renderMenus({ trackLayout: false });
      act(() => result.current.mobileSearch.getDialogProps().onOpenChange(true));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.mobileSearch.getDialogProps().open).toBe(true);
      expect(result.current.desktopSearch.getDialogProps().open).toBe(false);
    });

    it('should still reset open menus at once when the width crosses 1024 px', () => {
      const viewport = mockViewport(1280);
      const { result } = renderMenus({ trackLayout: false });
      act(() => result.current.panels.open('group-0'));
      act(() => viewport.resize(1023));
      expect(result.current.layout).toBe('mobile');
      expect(result.current.panels.activePanel).toBeNull();
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
      expect(result.current.navigation.closingDelayMs).toBe(500);
      act(() => result.current.navigation.setOpen(true));
      act(() => result.current.navigation.setOpen(false));
      expect(result.current.navigation.state).toBe('closing');
      expect(result.current.navigation.isOpen).toBe(false);
      act(() => jest.advanceTimersByTime(499));
      expect(result.current.navigation.state).toBe('closing');
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.navigation.state).toBe('closed');
    });

    it('should not be cleared while the other menu is open, and clear both once it closes', () => {
      const { result } = renderMenus();
      act(() => result.current.navigation.toggle());
      act(() => result.current.navigation.toggle());
      act(() => result.current.profile.setOpen(true));
      act(() => jest.advanceTimersByTime(2000));
      expect([result.current.navigation.state, result.current.profile.state]).toEqual(['closing', 'open']);
      act(() => result.current.profile.setOpen(false));
      act(() => jest.advanceTimersByTime(500));
      expect([result.current.navigation.state, result.current.profile.state]).toEqual(['closed', 'closed']);
    });

    /** A drawer and its overlay on elements whose running exit animation the test ends (jsdom has no Web Animations). */
    function renderWithExit() {
      let finish: () => void = () => {};
      const exit = {
        playState: 'running',
        finished: new Promise<void>((resolve) => {
          finish = resolve;
        }),
      };
      function Menus() {
        const { navigation } = useNavMenus({ initialLayout: 'mobile', widgets: ['navigation'] });
        return (
          <>
            <span data-testid="state">{navigation.state}</span>
            <button {...navigation.getToggleProps({ 'aria-label': 'Menu' })} />
            <div {...navigation.getOverlayProps({ 'data-testid': 'overlay' })} />
            <div {...navigation.getMenuProps()} />
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
      expect(result.current.profile.closingDelayMs).toBe(100);
      act(() => result.current.profile.setOpen(true));
      act(() => result.current.profile.setOpen(false));
      act(() => jest.advanceTimersByTime(100));
      expect(result.current.profile.state).toBe('closed');
      act(() => result.current.profile.setOpen(true));
      act(() => result.current.profile.setOpen(false));
      unmount();
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  describe('dialog props', () => {
    it('should open the search only in the layout whose part opened it, with one onOpenChange per layout', () => {
      mockViewport(375);
      const { result } = renderMenus();
      const onOpenChange = result.current.mobileSearch.getDialogProps().onOpenChange;
      act(() => onOpenChange(true));
      expect(result.current.mobileSearch.getDialogProps().open).toBe(true);
      expect(result.current.desktopSearch.getDialogProps().open).toBe(false);
      expect(result.current.mobileSearch.getDialogProps().onOpenChange).toBe(onOpenChange);
      act(() => result.current.mobileSearch.getDialogProps().onOpenChange(false));
      expect(result.current.mobileSearch.isOpen).toBe(false);
    });

    it('should feed a drawer dialog open and close', () => {
      mockViewport(375);
      const { result } = renderMenus();
      act(() => result.current.profile.getDialogProps().onOpenChange(true));
      expect(result.current.profile.getDialogProps().open).toBe(true);
      act(() => result.current.profile.getDialogProps().onOpenChange(false));
      expect(result.current.profile.state).toBe('closing');
    });

    it('should keep a drawer dialog closed in the desktop layout, whatever its state', () => {
      mockViewport(1280);
      const { result } = renderMenus();
      act(() => result.current.navigation.setOpen(true));
      expect(result.current.navigation.state).toBe('open');
      expect(result.current.navigation.getDialogProps().open).toBe(false);
    });
  });

  it('should close the other widgets when one opens, except the other drawer', () => {
    mockViewport(375);
    const { result } = renderMenus();
    act(() => result.current.mobileSearch.setOpen(true));
    act(() => result.current.navigation.setOpen(true));
    expect(result.current.mobileSearch.isOpen).toBe(false);
    act(() => result.current.profile.setOpen(true));
    expect([result.current.navigation.state, result.current.profile.state]).toEqual(['open', 'open']);
    act(() => result.current.panels.open('group-0'));
    expect([result.current.navigation.state, result.current.profile.state]).toEqual(['closing', 'closing']);
    act(() => result.current.account.setOpen(true));
    expect(result.current.panels.activePanel).toBeNull();
    act(() => result.current.closeAll());
    expect(result.current.account.isOpen).toBe(false);
  });

  it('should let a widget’s stateReducer override a change (useNavMenus.stateChangeTypes)', () => {
    mockViewport(1280);
    expect(useNavMenus.stateChangeTypes).toBe(navMenusStateChangeTypes);
    const { panels: types } = useNavMenus.stateChangeTypes;
    const { result } = renderMenus({
      stateReducers: {
        panels: (state, action) =>
          action.type === types.outsidePointerDown || action.type === types.functionClose ? state : action.changes,
      },
    });
    act(() => result.current.panels.open('group-1'));
    act(() => result.current.panels.close());
    expect(result.current.panels.activePanel).toBe('group-1');
    act(() => result.current.closeAll());
    expect(result.current.panels.activePanel).toBeNull();
  });

  it('should not render in a loop when the owner makes its data during its own render', () => {
    mockViewport(1280);
    // A new data object (and so a new view) on every render: the owner keeps its own view, and a
    // component that joined renders once per new view, never in a loop.
    const raw = makeRawNavigationData();
    const { result, renders } = renderMenus({ widgets: ['panels'] });
    const fresh = renderHook(() => useNavMenus({ data: normalizeNavigationData(raw), widgets: ['panels'] }));
    act(() => fresh.result.current.panels.open('group-0'));
    expect(fresh.result.current.panels.activePanel).toBe('group-0');
    expect(fresh.result.current.view?.groupings.length).toBeGreaterThan(0);
    expect(renders()).toBeLessThan(5);
    expect(result.current.store).toBeDefined();
  });

  it('should give a view only with data', () => {
    mockViewport(1280);
    expect(renderMenus().result.current.view).toBeNull();
    const data = normalizeNavigationData(makeRawNavigationData());
    expect(renderMenus({ data, user: { firstName: 'Bo' } }).result.current.view?.greeting).toBe('Hi, Bo!');
  });
});

describe('useNavMenus subscriptions (widgets) and joined menus (store)', () => {
  beforeEach(() => mockViewport(1280));

  function renderIslands(props: Omit<UseNavMenusOptions, 'widgets' | 'store'> = {}) {
    const renders: IslandName[] = [];
    const user = userEvent.setup();
    render(<NavMenusIslandsFixture {...props} onRender={(island) => renders.push(island)} />, {
      wrapper: withChrome({ location: LOCATION }),
    });
    const count = () => {
      const counts: Record<IslandName, number> = {
        root: 0,
        panels: 0,
        account: 0,
        navigation: 0,
        profile: 0,
        login: 0,
      };
      for (const island of renders.splice(0)) counts[island] += 1;
      return counts;
    };
    return { user, count };
  }

  it('should render again only the components subscribed to the widget that changed', async () => {
    const { user, count } = renderIslands();
    expect(count()).toEqual({ root: 1, panels: 1, account: 1, navigation: 1, profile: 1, login: 1 });
    const interior = screen.getByRole('button', { name: 'Interior' });
    await user.click(interior);
    expect(interior).toHaveAttribute('aria-expanded', 'true');
    expect(count()).toEqual({ root: 0, panels: 1, account: 0, navigation: 0, profile: 0, login: 0 });
    await user.click(screen.getByRole('button', { name: 'Exterior' }));
    expect(count()).toMatchObject({ panels: 1, account: 0 });
    // Opening the account menu closes the panel: both render, nothing else.
    await user.hover(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-expanded', 'false');
    expect(count()).toEqual({ root: 0, panels: 1, account: 1, navigation: 0, profile: 0, login: 0 });
  });

  it('should read the login address in the same render as the navigation drawer opens', async () => {
    mockViewport(375);
    const { user, count } = renderIslands();
    count();
    const drawerLogin = () => screen.getByRole('link', { name: 'Drawer log in', hidden: true });
    expect(drawerLogin()).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    expect(drawerLogin()).toHaveAttribute('href', '/login?redirect=%2Fa%3Fb%3D1');
    expect(count()).toEqual({ root: 0, panels: 0, account: 0, navigation: 1, profile: 0, login: 1 });
  });

  it('should run a widget’s focus effects in the component subscribed to it', async () => {
    mockViewport(375);
    const { user } = renderIslands();
    const toggle = screen.getByRole('button', { name: 'Profile' });
    await user.click(toggle);
    act(() => screen.getByRole('link', { name: 'Account' }).focus());
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('should let a joined useNavMenus({ store, widgets }) see and change the owner’s menus, with the owner’s options', () => {
    let owner: UseNavMenusResult | undefined;
    let joined: UseNavMenusResult<'panels' | 'profile'> | undefined;
    function Joined({ store }: { store: NavMenusStore }) {
      // Options other than store and widgets are the owner's: this closingDelayMs is ignored.
      joined = useNavMenus({ store, widgets: ['panels', 'profile'], closingDelayMs: 999 });
      return null;
    }
    function Owner() {
      owner = useNavMenus({ data: NAVIGATION_DATA, user: { firstName: 'Ann' }, closingDelayMs: 100 });
      return <Joined store={owner.store} />;
    }
    render(<Owner />, { wrapper: withChrome({ location: LOCATION }) });
    if (!owner || !joined) throw new Error('not rendered');
    expect(joined.store).toBe(owner.store);
    expect(joined.view).toBe(owner.view);
    expect(joined.view?.greeting).toBe('Hi, Ann!');
    expect(joined.profile.closingDelayMs).toBe(100);
    expect(joined).not.toHaveProperty('account');
    expect(joined).not.toHaveProperty('navigation');

    act(() => owner?.panels.open('group-0'));
    expect(joined.panels.activePanel).toBe('group-0');
    act(() => joined?.profile.setOpen(true));
    expect(owner.profile.state).toBe('open');
    expect(owner.panels.activePanel).toBeNull();
    expect(joined.panels.activePanel).toBeNull();
  });
});

describe('useNavMenus getters in a custom UI', () => {
  beforeEach(() => mockViewport(375));

  const setup = (props: Omit<UseNavMenusOptions, 'widgets' | 'store'> = {}, options: { timers?: boolean } = {}) => {
    const user = userEvent.setup(options.timers ? { advanceTimers: jest.advanceTimersByTime } : {});
    const view = render(
      <>
        <NavMenusFixture {...props} />
        <main id={props.mainContentId ?? 'main'}>
          <a href="#outside">Outside</a>
        </main>
      </>,
      { wrapper: withChrome({ location: LOCATION }) },
    );
    return { user, ...view };
  };

  describe('the drawers', () => {
    it('should wire the toggle to its menu and close on Escape with focus back on the toggle', async () => {
      const { user } = setup();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Navigation' });
      expect(toggle).toHaveAttribute('aria-controls', dialog.id);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      act(() => within(dialog).getByRole('button', { name: 'Interior' }).focus());
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(dialog).toHaveAttribute('data-state', 'closing');
      expect(toggle).toHaveFocus();
    });

    it('should show each drawer’s overlay while it is open, and close only that drawer on its click', async () => {
      const { user } = setup();
      const profileOverlay = screen.getByTestId('profile-overlay');
      expect(profileOverlay).not.toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(screen.getByRole('button', { name: 'Profile' }));
      expect(profileOverlay).toBeVisible();
      expect(profileOverlay).toHaveAttribute('data-state', 'open');
      await user.click(profileOverlay);
      expect(profileOverlay).toHaveAttribute('data-state', 'closing');
      expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('navigation-overlay')).toHaveAttribute('data-state', 'open');
    });

    it('should open a group card with focus on its back button, go back with focus on the group, Escape back, and close', async () => {
      const { user } = setup();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Navigation' });
      const interior = within(dialog).getByRole('button', { name: 'Interior' });
      await user.click(interior);
      expect(interior).toHaveAttribute('aria-expanded', 'true');
      const card = screen.getByRole('region', { name: 'Interior' });
      expect(interior).toHaveAttribute('aria-controls', card.id);
      expect(within(card).getByRole('button', { name: 'Back' })).toHaveFocus();
      expect(interior.closest('ul')).not.toBeVisible();

      await user.click(within(card).getByRole('button', { name: 'Back' }));
      expect(card).not.toBeVisible();
      expect(interior).toBeVisible();
      expect(interior).toHaveFocus();

      // A group card is a nested level: Escape goes back to the list, the drawer stays open.
      await user.click(interior);
      await user.keyboard('{Escape}');
      expect(card).not.toBeVisible();
      expect(interior).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.click(interior);
      await user.click(within(card).getByRole('button', { name: 'Close card' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The card stays while the drawer slides out, and focus goes back to the toggle.
      expect(card).toBeVisible();
      expect(toggle).toHaveFocus();
    });

    it('should show the list, not the last card, when the drawer opens again', async () => {
      const { user } = setup();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Navigation' });
      await user.click(within(dialog).getByRole('button', { name: 'Exterior' }));
      await user.click(toggle);
      await user.click(toggle);
      expect(within(dialog).getByRole('button', { name: 'Exterior' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Exterior' })).not.toBeInTheDocument();
    });

    it('should run the user handler first and skip ours when it prevents the default', async () => {
      const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
      function Custom() {
        const { navigation } = useNavMenus({ widgets: ['navigation'] });
        return (
          <>
            <button {...navigation.getToggleProps({ onClick, 'aria-label': 'Menu' })} />
            <span>{navigation.state}</span>
          </>
        );
      }
      const user = userEvent.setup();
      render(<Custom />);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(screen.getByText('closed')).toBeInTheDocument();
    });
  });

  describe('the desktop panels (none or one open)', () => {
    beforeEach(() => mockViewport(1280));

    it('should toggle a panel from its title, one at a time', async () => {
      const { user } = setup();
      const interior = screen.getByRole('button', { name: 'Interior' });
      const exterior = screen.getByRole('button', { name: 'Exterior' });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await user.click(interior);
      const panel = screen.getByRole('region', { name: 'Interior' });
      expect(interior).toHaveAttribute('aria-expanded', 'true');
      expect(interior).toHaveAttribute('aria-controls', panel.id);
      await user.click(exterior);
      expect(screen.getAllByRole('region').map((region) => region.id)).toEqual([
        exterior.getAttribute('aria-controls'),
      ]);
      expect(interior).toHaveAttribute('aria-expanded', 'false');
      await user.click(exterior);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });

    it('should close on Escape with focus back on the title', async () => {
      const { user } = setup();
      const interior = screen.getByRole('button', { name: 'Interior' });
      await user.click(interior);
      act(() => screen.getByRole('link', { name: 'Interior link' }).focus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(interior).toHaveFocus();
    });

    it('should close on a press outside, not on a press inside the panel', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Interior' }));
      await user.click(screen.getByRole('region', { name: 'Interior' }));
      expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
      await user.click(screen.getByRole('main'));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });

    it('should close when focus leaves the nav', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Interior' }));
      act(() => screen.getByRole('link', { name: 'Interior link' }).focus());
      act(() => screen.getByRole('link', { name: 'Outside' }).focus());
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });

    describe('hover intent', () => {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());

      it('should not open a panel on hover by default', async () => {
        const { user } = setup({}, { timers: true });
        await user.hover(screen.getByRole('button', { name: 'Interior' }));
        act(() => jest.advanceTimersByTime(1000));
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
      });

      it('should open after the delay and close after the grace period when hover-opened', async () => {
        const { user } = setup({ hoverIntent: true }, { timers: true });
        const interior = screen.getByRole('button', { name: 'Interior' });
        await user.hover(interior);
        act(() => jest.advanceTimersByTime(149));
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
        await user.unhover(interior);
        act(() => jest.advanceTimersByTime(299));
        expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
      });

      it('should keep a hover-opened panel open while the pointer is over it', async () => {
        const { user } = setup({ hoverIntent: { openDelayMs: 50, closeDelayMs: 100 } }, { timers: true });
        const interior = screen.getByRole('button', { name: 'Interior' });
        await user.hover(interior);
        act(() => jest.advanceTimersByTime(50));
        const panel = screen.getByRole('region', { name: 'Interior' });
        await user.unhover(interior);
        await user.hover(panel);
        act(() => jest.advanceTimersByTime(1000));
        expect(panel).toBeVisible();
        await user.unhover(panel);
        act(() => jest.advanceTimersByTime(100));
        expect(panel).not.toBeVisible();
      });

      it('should pin a hover-opened panel on a click, so leaving no longer closes it', async () => {
        const { user } = setup({ hoverIntent: true }, { timers: true });
        const interior = screen.getByRole('button', { name: 'Interior' });
        await user.hover(interior);
        act(() => jest.advanceTimersByTime(150));
        await user.click(interior);
        expect(interior).toHaveAttribute('aria-expanded', 'true');
        await user.unhover(interior);
        act(() => jest.advanceTimersByTime(1000));
        expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
        await user.click(interior);
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
      });

      it('should not open on a touch', async () => {
        const { user } = setup({ hoverIntent: true }, { timers: true });
        const interior = screen.getByRole('button', { name: 'Interior' });
        fireEvent.pointerEnter(interior, { pointerType: 'touch' });
        act(() => jest.advanceTimersByTime(1000));
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
        await user.pointer([{ keys: '[TouchA]', target: interior }]);
        expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
      });
    });
  });

  describe('the account dropdown', () => {
    beforeEach(() => {
      mockViewport(1280);
      jest.useFakeTimers();
    });
    afterEach(() => jest.useRealTimers());

    const account = () => screen.getByRole('button', { name: 'Account' });

    it('should open on hover and close after the 200 ms grace period on leave', async () => {
      const { user } = setup({}, { timers: true });
      await user.hover(account());
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(account()).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(account());
      act(() => jest.advanceTimersByTime(199));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('should stay open while the mouse moves from the button into the menu', async () => {
      const { user } = setup({ accountMenuCloseDelayMs: 50 }, { timers: true });
      await user.hover(account());
      await user.unhover(account());
      await user.hover(screen.getByRole('menu'));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.unhover(screen.getByRole('menu'));
      act(() => jest.advanceTimersByTime(50));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('should keep a hover-opened dropdown open when the button is then clicked, and close on the next click', async () => {
      const { user } = setup({}, { timers: true });
      await user.hover(account());
      await user.click(account());
      act(() => jest.advanceTimersByTime(0));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(account()).toHaveAttribute('aria-expanded', 'true');
      await user.click(account());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('should give focus back to where it was after a hover opened and closed it', async () => {
      const { user } = setup({}, { timers: true });
      const before = screen.getByRole('link', { name: 'Before account' });
      act(() => before.focus());
      await user.hover(account());
      expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
      await user.unhover(account());
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(before).toHaveFocus();
    });

    describe('Tab out of the menu (menu button pattern)', () => {
      // jsdom lays nothing out: every element gets a box, so the next tabbable element can be found.
      let boxes: jest.SpyInstance;
      beforeEach(() => {
        boxes = jest
          .spyOn(Element.prototype, 'getClientRects')
          .mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
      });
      afterEach(() => boxes.mockRestore());

      it.each([
        ['Tab', '{Tab}', 'After account'],
        ['Shift+Tab', '{Shift>}{Tab}{/Shift}', 'Before account'],
      ])('%s should close the menu and move on past its button', async (_name, keys, next) => {
        const { user } = setup({}, { timers: true });
        act(() => account().focus());
        await user.keyboard('{Enter}');
        expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
        await user.keyboard(keys);
        expect(screen.queryByRole('menu')).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: next })).toHaveFocus();
      });

      it('should leave the close focus alone when the menu closed another way', () => {
        const { result } = renderMenus();
        act(() => result.current.account.setOpen(true));
        act(() => result.current.account.setOpen(false));
        const event = new Event('closeAutoFocus', { cancelable: true });
        result.current.account.getContentProps().onCloseAutoFocus(event);
        expect(event.defaultPrevented).toBe(false);
      });
    });
  });

  describe('the skip link', () => {
    it('should link to the main content and move focus to it, focusable for the moment', async () => {
      const { user } = setup({ mainContentId: 'content' });
      const skip = screen.getByRole('link', { name: 'Skip' });
      expect(skip).toHaveAttribute('href', '#content');
      const main = screen.getByRole('main');
      skip.addEventListener('click', (event) => event.preventDefault());
      await user.click(skip);
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('tabindex', '-1');
      act(() => screen.getByRole('link', { name: 'Outside' }).focus());
      expect(main).not.toHaveAttribute('tabindex');
    });

    it('should default to #main', () => {
      setup();
      expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#main');
    });
  });

  describe('the login link', () => {
    it('should give the login link the current address on intent (focus, pointer, click), not after mount', () => {
      mockViewport(1280);
      let path = '/a';
      const location = () => ({ href: '', origin: 'https://www.roofline.com', pathname: path, search: '', hash: '' });
      let renders = 0;
      render(<NavMenusFixture onRender={() => (renders += 1)} />, { wrapper: withChrome({ location }) });
      const login = screen.getByRole('link', { name: 'Log in' });
      // No render after mount: the link is as the server rendered it until someone means to use it.
      expect(renders).toBe(1);
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
});
