import type { NavLayout } from './navMenusReducer';
import { createNavMenusStore, type NavMenusStore, type NavMenusStoreOptions } from './navMenusStore';

/*
 * The store's coordinator (spec 4.4): opening one widget closes the others except the two drawers;
 * the drawers' shared closing flag; a layout change resets every widget; per-widget stateReducers.
 */

const OPTIONS: NavMenusStoreOptions = {
  closingDelayMs: 500,
  idBase: 'nav',
  hover: null,
  accountMenuCloseDelayMs: 200,
  mainContentId: 'main',
  loginHref: (target) => (target ? `/login?redirect=${encodeURIComponent(target.returnTo)}` : '/login'),
  readLoginTarget: () => ({ returnTo: '/a', origin: 'https://www.roofline.com' }),
};

let stores: NavMenusStore[] = [];
function createStore(options: Partial<NavMenusStoreOptions> = {}, layout: NavLayout = 'mobile') {
  const store = createNavMenusStore({ layout, view: null }, { ...OPTIONS, ...options });
  stores.push(store);
  const emits = jest.fn();
  store.subscribe(emits);
  const state = () => store.getState();
  /** The two drawers' states, side by side. */
  const drawers = () => [state().navigation.state, state().profile.state];
  return { store, emits, state, drawers };
}

afterEach(() => {
  for (const store of stores) store.destroy();
  stores = [];
});

/** What is open, one word per widget: the coordinator's rules read best side by side. */
function openWidgets(store: NavMenusStore) {
  const s = store.getState();
  return {
    panels: s.panels.activePanel,
    account: s.account.open,
    navigation: s.navigation.state,
    profile: s.profile.state,
    search: s.search.openIn,
  };
}

/** The only widgets that can be open at once. */
function openBothDrawers(store: NavMenusStore) {
  store.dispatch('navigation', { type: 'toggleClick' });
  store.dispatch('profile', { type: 'toggleClick' });
}

describe('createNavMenusStore', () => {
  it('should start with every widget at rest, the given layout and view', () => {
    const { state } = createStore({}, 'desktop');
    expect(state()).toEqual({
      layout: 'desktop',
      panels: { activePanel: null, openedBy: null },
      account: { open: false, openedBy: null },
      navigation: { state: 'closed', groupCard: null },
      profile: { state: 'closed', groupCard: null },
      search: { openIn: null },
      login: null,
      view: null,
    });
  });

  it('should notify subscribers of a change, keep the other widgets’ objects, and stay silent on a no-op', () => {
    const { store, emits, state } = createStore();
    const before = state();
    store.dispatch('panels', { type: 'triggerClick', id: 'a' });
    expect(emits).toHaveBeenCalledTimes(1);
    expect(state().panels).toEqual({ activePanel: 'a', openedBy: 'click' });
    for (const widget of ['account', 'navigation', 'profile', 'search'] as const)
      expect(state()[widget]).toBe(before[widget]);
    const after = state();
    store.dispatch('panels', { type: 'functionOpen', id: 'a' });
    store.dispatch('account', { type: 'openChange', open: false });
    expect(emits).toHaveBeenCalledTimes(1);
    expect(state()).toBe(after);
  });

  it('should stop notifying a listener that unsubscribed', () => {
    const { store } = createStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch('panels', { type: 'triggerClick', id: 'a' });
    unsubscribe();
    store.dispatch('panels', { type: 'triggerClick', id: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('the coordinator: opening one widget closes the others, except the two drawers', () => {
    it('opening a panel closes the account dropdown and the search', () => {
      const { store } = createStore();
      store.dispatch('account', { type: 'pointerEnter' });
      store.dispatch('panels', { type: 'triggerClick', id: 'a' });
      expect(openWidgets(store)).toMatchObject({ panels: 'a', account: false });
      store.dispatch('search', { type: 'openChange', open: true, layout: 'desktop' });
      store.dispatch('panels', { type: 'triggerHoverOpen', id: 'b' });
      expect(openWidgets(store)).toMatchObject({ panels: 'b', search: null });
    });

    it('opening the account dropdown closes the open panel and the search', () => {
      const { store } = createStore();
      store.dispatch('panels', { type: 'triggerClick', id: 'a' });
      store.dispatch('account', { type: 'openChange', open: true });
      expect(openWidgets(store)).toMatchObject({ panels: null, account: true });
      store.dispatch('search', { type: 'functionSetOpen', open: true, layout: 'desktop' });
      expect(openWidgets(store)).toMatchObject({ account: false, search: 'desktop' });
      store.dispatch('account', { type: 'pointerEnter' });
      expect(openWidgets(store)).toMatchObject({ account: true, search: null });
    });

    it('opening a drawer closes the search, the panel and the account dropdown, but not the other drawer', () => {
      const { store } = createStore();
      store.dispatch('profile', { type: 'toggleClick' });
      store.dispatch('search', { type: 'openChange', open: true, layout: 'mobile' });
      expect(openWidgets(store)).toMatchObject({ profile: 'closing', search: 'mobile' });
      store.dispatch('navigation', { type: 'toggleClick' });
      expect(openWidgets(store)).toMatchObject({ navigation: 'open', search: null });
      store.dispatch('profile', { type: 'toggleClick' });
      expect(openWidgets(store)).toMatchObject({ navigation: 'open', profile: 'open' });

      const other = createStore().store;
      other.dispatch('panels', { type: 'functionOpen', id: 'a' });
      other.dispatch('navigation', { type: 'functionSetOpen', open: true });
      expect(openWidgets(other)).toMatchObject({ panels: null, navigation: 'open' });
      other.dispatch('account', { type: 'functionSetOpen', open: true });
      expect(openWidgets(other)).toMatchObject({ account: true, navigation: 'closing' });
      other.dispatch('profile', { type: 'openChange', open: true });
      expect(openWidgets(other)).toMatchObject({ account: false, profile: 'open', navigation: 'closing' });
    });

    it('opening the search closes everything else, both drawers included', () => {
      const { store } = createStore();
      openBothDrawers(store);
      store.dispatch('search', { type: 'openChange', open: true, layout: 'mobile' });
      expect(openWidgets(store)).toEqual({
        panels: null,
        account: false,
        navigation: 'closing',
        profile: 'closing',
        search: 'mobile',
      });
    });

    it('a change inside an open widget (another panel, a group card) closes nothing', () => {
      const { store } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('profile', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'groupCardTriggerClick', id: 'g1' });
      store.dispatch('navigation', { type: 'groupCardBackClick' });
      expect(openWidgets(store)).toMatchObject({ navigation: 'open', profile: 'open' });
    });

    it('closeAll closes every widget, the drawers through closing', () => {
      jest.useFakeTimers();
      try {
        const { store } = createStore();
        openBothDrawers(store);
        store.dispatch('navigation', { type: 'groupCardTriggerClick', id: 'g1' });
        store.closeAll();
        expect(openWidgets(store)).toEqual({
          panels: null,
          account: false,
          navigation: 'closing',
          profile: 'closing',
          search: null,
        });
        jest.advanceTimersByTime(500);
        expect(store.getState().navigation).toEqual({ state: 'closed', groupCard: null });
        expect(store.getState().profile.state).toBe('closed');

        const desktop = createStore({}, 'desktop').store;
        desktop.dispatch('panels', { type: 'triggerClick', id: 'a' });
        desktop.closeAll();
        desktop.dispatch('account', { type: 'openChange', open: true });
        desktop.closeAll();
        expect(openWidgets(desktop)).toMatchObject({ panels: null, account: false });
      } finally {
        jest.useRealTimers();
      }
    });
  });

  describe('the drawers’ shared closing flag', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should clear closingDelayMs (500) after a close when neither drawer is open', () => {
      const { store, state } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'groupCardTriggerClick', id: 'g1' });
      store.dispatch('navigation', { type: 'escapeKeyDown' });
      expect(state().navigation).toEqual({ state: 'closing', groupCard: 'g1' });
      jest.advanceTimersByTime(499);
      expect(state().navigation.state).toBe('closing');
      jest.advanceTimersByTime(1);
      expect(state().navigation).toEqual({ state: 'closed', groupCard: null });
      expect(jest.getTimerCount()).toBe(0);
    });

    it('should hold while the other drawer is open, and clear both once it closes', () => {
      const { store, drawers } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('profile', { type: 'toggleClick' });
      jest.advanceTimersByTime(2000);
      expect(drawers()).toEqual(['closing', 'open']);
      store.dispatch('profile', { type: 'overlayClick' });
      jest.advanceTimersByTime(499);
      expect(drawers()).toEqual(['closing', 'closing']);
      jest.advanceTimersByTime(1);
      expect(drawers()).toEqual(['closed', 'closed']);
    });

    it('should restart with each close: one flag for both drawers', () => {
      const { store, drawers } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('profile', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      jest.advanceTimersByTime(300);
      store.dispatch('profile', { type: 'toggleClick' });
      jest.advanceTimersByTime(499);
      expect(drawers()).toEqual(['closing', 'closing']);
      jest.advanceTimersByTime(1);
      expect(drawers()).toEqual(['closed', 'closed']);
    });

    it('should stop when the closing drawer opens again', () => {
      const { store, state, emits } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      expect(jest.getTimerCount()).toBe(0);
      emits.mockClear();
      jest.advanceTimersByTime(1000);
      expect(state().navigation.state).toBe('open');
      expect(emits).not.toHaveBeenCalled();
    });

    it('should honour closingDelayMs', () => {
      const { store, state } = createStore({ closingDelayMs: 100 });
      store.dispatch('profile', { type: 'functionSetOpen', open: true });
      store.dispatch('profile', { type: 'functionSetOpen', open: false });
      jest.advanceTimersByTime(99);
      expect(state().profile.state).toBe('closing');
      jest.advanceTimersByTime(1);
      expect(state().profile.state).toBe('closed');
    });

    /** jsdom has no Web Animations: an element whose running exit the test ends. */
    function animated() {
      let finish: () => void = () => {};
      const exit = { playState: 'running', finished: new Promise<void>((resolve) => (finish = resolve)) };
      const element = document.createElement('div');
      Object.assign(element, { getAnimations: () => (exit.playState === 'running' ? [exit] : []) });
      return {
        element,
        end: async () => {
          exit.playState = 'finished';
          finish();
          for (let i = 0; i < 5; i += 1) await Promise.resolve();
        },
      };
    }

    it.each([
      ['the drawer', (store: NavMenusStore, el: HTMLElement) => (store.elements.menus.navigation = el)],
      ['an overlay', (store: NavMenusStore, el: HTMLElement) => store.elements.overlays.add(el)],
    ])(
      'should wait for an exit still running on %s when the delay is up, and clear at its end',
      async (_name, attach) => {
        const { store, state } = createStore();
        const exit = animated();
        attach(store, exit.element);
        store.dispatch('navigation', { type: 'toggleClick' });
        store.dispatch('navigation', { type: 'toggleClick' });
        jest.advanceTimersByTime(500);
        expect(state().navigation.state).toBe('closing');
        jest.advanceTimersByTime(100);
        expect(state().navigation.state).toBe('closing');
        await exit.end();
        expect(state().navigation.state).toBe('closed');
        expect(jest.getTimerCount()).toBe(0);
      },
    );

    it('should clear one more delay later when the exit never ends (bounded)', () => {
      const { store, state } = createStore();
      store.elements.menus.profile = animated().element;
      store.dispatch('profile', { type: 'toggleClick' });
      store.dispatch('profile', { type: 'toggleClick' });
      jest.advanceTimersByTime(999);
      expect(state().profile.state).toBe('closing');
      jest.advanceTimersByTime(1);
      expect(state().profile.state).toBe('closed');
    });

    it('should ignore the end of an earlier exit once the drawer has opened and closed again', async () => {
      const { store, state } = createStore();
      const exit = animated();
      store.elements.menus.navigation = exit.element;
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      jest.advanceTimersByTime(500);
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      await exit.end();
      // The second close's own delay still runs: the first exit's end does not cut it short.
      expect(state().navigation.state).toBe('closing');
      jest.advanceTimersByTime(500);
      expect(state().navigation.state).toBe('closed');
    });

    it('should stop its timer on destroy', () => {
      const { store, state } = createStore();
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'toggleClick' });
      store.destroy();
      expect(jest.getTimerCount()).toBe(0);
      expect(state().navigation.state).toBe('closing');
    });
  });

  describe('the layout (1024 px)', () => {
    it('should reset every widget when the measured layout changes, and keep the state when it is the same', () => {
      jest.useFakeTimers();
      try {
        const { store, state, emits } = createStore({}, 'mobile');
        store.dispatch('navigation', { type: 'toggleClick' });
        store.dispatch('navigation', { type: 'groupCardTriggerClick', id: 'g1' });
        store.dispatch('profile', { type: 'toggleClick' });
        store.dispatch('profile', { type: 'toggleClick' });
        store.dispatch('search', { type: 'openChange', open: true, layout: 'mobile' });
        emits.mockClear();
        const before = state();
        store.setMeasuredLayout('mobile', true);
        expect(state()).toBe(before);
        expect(emits).not.toHaveBeenCalled();
        store.setMeasuredLayout('desktop', true);
        expect(emits).toHaveBeenCalledTimes(1);
        expect(state()).toMatchObject({
          layout: 'desktop',
          panels: { activePanel: null, openedBy: null },
          account: { open: false, openedBy: null },
          navigation: { state: 'closed', groupCard: null },
          profile: { state: 'closed', groupCard: null },
          search: { openIn: null },
        });
        // The closing flag's timer went with the reset.
        expect(jest.getTimerCount()).toBe(0);
      } finally {
        jest.useRealTimers();
      }
    });

    it('should reset a desktop panel and the account dropdown when the width drops below 1024 px', () => {
      const { store, state } = createStore({}, 'desktop');
      store.dispatch('account', { type: 'pointerEnter' });
      store.dispatch('account', { type: 'pointerLeaveTimeout' });
      store.dispatch('panels', { type: 'triggerClick', id: 'a' });
      store.setMeasuredLayout('mobile', true);
      expect(state()).toMatchObject({
        layout: 'mobile',
        panels: { activePanel: null },
        account: { open: false, openedBy: null },
      });
    });

    describe('not tracked (trackLayout false)', () => {
      it('should wait for the next action with every widget at rest, and apply the layout before it', () => {
        const { store, state, emits } = createStore({}, 'desktop');
        store.setMeasuredLayout('mobile', false);
        expect(state().layout).toBe('desktop');
        expect(emits).not.toHaveBeenCalled();
        const seen: NavLayout[] = [];
        store.setOptions({ ...OPTIONS, beforeAction: () => seen.push(store.getState().layout) });
        store.dispatch('navigation', { type: 'toggleClick' });
        expect(seen).toEqual(['mobile']);
        expect(state()).toMatchObject({ layout: 'mobile', navigation: { state: 'open' } });
        expect(emits).toHaveBeenCalledTimes(2);
      });

      it('should wait for the next action after the account dropdown opened and closed again', () => {
        const { store, state } = createStore({}, 'desktop');
        store.dispatch('account', { type: 'pointerEnter' });
        store.dispatch('account', { type: 'pointerLeaveTimeout' });
        expect(state().account).toEqual({ open: false, openedBy: 'hover' });
        store.setMeasuredLayout('mobile', false);
        expect(state().layout).toBe('desktop');
      });

      it('should apply the layout at once, resetting, when something is open', () => {
        const { store, state } = createStore({}, 'desktop');
        store.dispatch('panels', { type: 'triggerClick', id: 'a' });
        store.setMeasuredLayout('mobile', false);
        expect(state()).toMatchObject({ layout: 'mobile', panels: { activePanel: null } });
      });

      it('should apply the layout at once while a drawer is still closing', () => {
        const { store, state } = createStore({}, 'mobile');
        store.dispatch('profile', { type: 'toggleClick' });
        store.dispatch('profile', { type: 'toggleClick' });
        store.setMeasuredLayout('desktop', false);
        expect(state()).toMatchObject({ layout: 'desktop', profile: { state: 'closed' } });
      });
    });
  });

  describe('per-widget stateReducers', () => {
    it('should let a widget’s reducer override its change, seeing the action and the changes', () => {
      const panels = jest.fn((state, action) =>
        action.type === 'functionClose' || action.type === 'outsidePointerDown' ? state : action.changes,
      );
      const { store, state } = createStore({ stateReducers: { panels } });
      store.dispatch('panels', { type: 'functionOpen', id: 'a' });
      expect(panels).toHaveBeenLastCalledWith(
        { activePanel: null, openedBy: null },
        { type: 'functionOpen', id: 'a', changes: { activePanel: 'a', openedBy: 'click' } },
      );
      store.dispatch('panels', { type: 'functionClose' });
      store.dispatch('panels', { type: 'outsidePointerDown' });
      expect(state().panels.activePanel).toBe('a');
      store.dispatch('panels', { type: 'escapeKeyDown' });
      expect(state().panels.activePanel).toBeNull();
    });

    it('should call only the reducer of the widget the action is for', () => {
      const account = jest.fn((_state, action) => action.changes);
      const profile = jest.fn((_state, action) => action.changes);
      const { store } = createStore({ stateReducers: { account, profile } });
      store.dispatch('panels', { type: 'triggerClick', id: 'a' });
      store.dispatch('navigation', { type: 'toggleClick' });
      store.dispatch('navigation', { type: 'groupCardTriggerClick', id: 'g1' });
      expect(account).not.toHaveBeenCalled();
      expect(profile).not.toHaveBeenCalled();
      store.dispatch('profile', { type: 'toggleClick' });
      expect(profile).toHaveBeenCalledWith(
        { state: 'closed', groupCard: null },
        { type: 'toggleClick', changes: { state: 'open', groupCard: null } },
      );
    });

    it('should run the coordinator’s closing through the widget’s reducer (it may keep a widget open)', () => {
      const account = jest.fn((state, action) => (action.type === 'otherOpened' ? state : action.changes));
      const { store } = createStore({ stateReducers: { account } });
      store.dispatch('account', { type: 'openChange', open: true });
      store.dispatch('panels', { type: 'triggerClick', id: 'a' });
      expect(account).toHaveBeenLastCalledWith(
        { open: true, openedBy: 'other' },
        { type: 'otherOpened', changes: { open: false, openedBy: 'other' } },
      );
      expect(openWidgets(store)).toMatchObject({ panels: 'a', account: true });
    });

    it('should take new stateReducers from setOptions', () => {
      const { store, state } = createStore();
      store.setOptions({ ...OPTIONS, stateReducers: { search: (s) => s } });
      store.dispatch('search', { type: 'openChange', open: true, layout: 'mobile' });
      expect(state().search.openIn).toBeNull();
      expect(store.getOptions().stateReducers?.search).toBeDefined();
    });
  });

  it('should run beforeAction with the widget and action before the widget reduces it', () => {
    const calls: unknown[] = [];
    const { store } = createStore({
      beforeAction: (widget, action) => calls.push([widget, action, store.getState().panels.activePanel]),
    });
    store.dispatch('panels', { type: 'triggerClick', id: 'a' });
    expect(calls).toEqual([['panels', { type: 'triggerClick', id: 'a' }, null]]);
  });

  it('should publish the login target and the view only when they change', () => {
    const { store, state, emits } = createStore();
    store.setLogin({ returnTo: '/a', origin: 'https://x' });
    store.setLogin({ returnTo: '/a', origin: 'https://x' });
    expect(emits).toHaveBeenCalledTimes(1);
    expect(state().login).toEqual({ returnTo: '/a', origin: 'https://x' });
    store.setLogin({ returnTo: '/b', origin: 'https://x' });
    expect(emits).toHaveBeenCalledTimes(2);
    store.setView(null);
    expect(emits).toHaveBeenCalledTimes(2);
  });

  it('should give one search onOpenChange per layout for the store’s life', () => {
    const { store, state } = createStore();
    expect(store.searchOpenChange('mobile')).toBe(store.searchOpenChange('mobile'));
    expect(store.searchOpenChange('mobile')).not.toBe(store.searchOpenChange('desktop'));
    store.searchOpenChange('desktop')(true);
    expect(state().search.openIn).toBe('desktop');
    store.searchOpenChange('desktop')(false);
    expect(state().search.openIn).toBeNull();
  });
});
