import { getInitialNavMenusState, navMenusReducer, type NavMenusAction, type NavMenusState } from './navMenusReducer';

const initial = getInitialNavMenusState('mobile');
const state = (changes: Partial<NavMenusState> = {}): NavMenusState => ({ ...initial, ...changes });
const run = (from: NavMenusState, ...actions: NavMenusAction[]) => actions.reduce(navMenusReducer, from);

describe('navMenusReducer', () => {
  describe('desktop panels (none or one selected)', () => {
    it.each<[string, Partial<NavMenusState>, NavMenusAction, Partial<NavMenusState>]>([
      [
        'a click opens a panel',
        {},
        { type: 'panelTriggerClick', id: 'a' },
        { activePanel: 'a', panelOpenedBy: 'click' },
      ],
      [
        'a click on another title switches panels',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'panelTriggerClick', id: 'b' },
        { activePanel: 'b', panelOpenedBy: 'click' },
      ],
      [
        'a click on the open title closes it',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'panelTriggerClick', id: 'a' },
        { activePanel: null, panelOpenedBy: null },
      ],
      [
        'a click on a hover-opened title pins it open',
        { activePanel: 'a', panelOpenedBy: 'hover' },
        { type: 'panelTriggerClick', id: 'a' },
        { activePanel: 'a', panelOpenedBy: 'click' },
      ],
      [
        'hover closing leaves a clicked panel open',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'panelHoverClose' },
        { activePanel: 'a' },
      ],
      [
        'hover closing closes a hover-opened panel',
        { activePanel: 'a', panelOpenedBy: 'hover' },
        { type: 'panelHoverClose' },
        { activePanel: null, panelOpenedBy: null },
      ],
      [
        'Escape closes',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'panelEscapeKeyDown' },
        { activePanel: null, panelOpenedBy: null },
      ],
      [
        'outside click closes',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'outsidePointerDown' },
        { activePanel: null, panelOpenedBy: null },
      ],
      [
        'focus leaving closes',
        { activePanel: 'a', panelOpenedBy: 'click' },
        { type: 'navFocusOut' },
        { activePanel: null, panelOpenedBy: null },
      ],
      [
        'opening a panel closes the account dropdown',
        { accountMenu: 'open', accountMenuOpenedBy: 'hover' },
        { type: 'panelTriggerClick', id: 'a' },
        { activePanel: 'a', panelOpenedBy: 'click', accountMenu: 'closed' },
      ],
    ])('%s', (_name, from, action, expected) => {
      expect(navMenusReducer(state(from), action)).toEqual(state({ ...from, ...expected }));
    });
  });

  describe('mobile menus (closed, open, closing)', () => {
    it('should go open -> closing -> closed on toggle, toggle and the timer', () => {
      const opened = run(initial, { type: 'mobileMenuToggleClick', menu: 'navigation' });
      expect(opened.navigationMenu).toBe('open');
      const closing = navMenusReducer(opened, { type: 'mobileMenuToggleClick', menu: 'navigation' });
      expect(closing.navigationMenu).toBe('closing');
      expect(navMenusReducer(closing, { type: 'closingTimerEnd' }).navigationMenu).toBe('closed');
    });

    it('should keep the menus independent', () => {
      const both = run(
        initial,
        { type: 'mobileMenuOpenChange', menu: 'navigation', open: true },
        { type: 'mobileMenuOpenChange', menu: 'profile', open: true },
      );
      expect([both.navigationMenu, both.profileMenu]).toEqual(['open', 'open']);
      const one = navMenusReducer(both, { type: 'mobileMenuEscapeKeyDown', menu: 'profile' });
      expect([one.navigationMenu, one.profileMenu]).toEqual(['open', 'closing']);
    });

    it('should not clear the closing flag while the other menu is open', () => {
      const s = state({ navigationMenu: 'closing', profileMenu: 'open' });
      expect(navMenusReducer(s, { type: 'closingTimerEnd' })).toBe(s);
    });

    it('should clear both closing flags once neither is open', () => {
      const s = state({ navigationMenu: 'closing', profileMenu: 'closing' });
      expect(navMenusReducer(s, { type: 'closingTimerEnd' })).toMatchObject({
        navigationMenu: 'closed',
        profileMenu: 'closed',
      });
    });

    it('should reopen a closing menu', () => {
      const s = state({ navigationMenu: 'closing' });
      expect(navMenusReducer(s, { type: 'mobileMenuToggleClick', menu: 'navigation' }).navigationMenu).toBe('open');
    });

    it('should close both on an overlay click and ignore closing an already closed menu', () => {
      const s = state({ navigationMenu: 'open', profileMenu: 'open' });
      expect(navMenusReducer(s, { type: 'overlayClick' })).toMatchObject({
        navigationMenu: 'closing',
        profileMenu: 'closing',
      });
      expect(navMenusReducer(initial, { type: 'mobileMenuOpenChange', menu: 'profile', open: false })).toBe(initial);
    });
  });

  describe('the group card', () => {
    const menuOpen = state({ navigationMenu: 'open' });

    it('should open, go back, and close the whole navigation menu', () => {
      const card = navMenusReducer(menuOpen, { type: 'groupCardTriggerClick', id: 'group-1' });
      expect(card.groupCard).toBe('group-1');
      expect(navMenusReducer(card, { type: 'groupCardBackClick' })).toMatchObject({
        groupCard: null,
        navigationMenu: 'open',
      });
      const closed = navMenusReducer(card, { type: 'groupCardCloseClick' });
      expect(closed).toMatchObject({ navigationMenu: 'closing', groupCard: 'group-1' });
      expect(navMenusReducer(closed, { type: 'closingTimerEnd' })).toMatchObject({
        navigationMenu: 'closed',
        groupCard: null,
      });
    });

    it('should show the list, not the last card, when the menu opens again', () => {
      const s = state({ navigationMenu: 'closing', groupCard: 'group-1' });
      expect(navMenusReducer(s, { type: 'mobileMenuToggleClick', menu: 'navigation' }).groupCard).toBeNull();
    });
  });

  describe('the account dropdown', () => {
    it('should open on hover and close after the leave timer', () => {
      const open = navMenusReducer(initial, { type: 'accountMenuPointerEnter' });
      expect(open).toMatchObject({ accountMenu: 'open', accountMenuOpenedBy: 'hover' });
      expect(navMenusReducer(open, { type: 'accountMenuPointerLeaveTimeout' }).accountMenu).toBe('closed');
    });

    it('should pin a hover-opened dropdown on a trigger press instead of closing it', () => {
      const open = navMenusReducer(initial, { type: 'accountMenuPointerEnter' });
      const pinned = navMenusReducer(open, { type: 'accountMenuTriggerPointerDown' });
      expect(pinned).toMatchObject({ accountMenu: 'open', accountMenuOpenedBy: 'other' });
      expect(navMenusReducer(pinned, { type: 'accountMenuTriggerPointerDown' })).toBe(pinned);
    });

    it('should open and close through open-change (keyboard, touch)', () => {
      const open = navMenusReducer(state({ activePanel: 'a', panelOpenedBy: 'click' }), {
        type: 'accountMenuOpenChange',
        open: true,
      });
      expect(open).toMatchObject({ accountMenu: 'open', accountMenuOpenedBy: 'other', activePanel: null });
      expect(navMenusReducer(open, { type: 'accountMenuOpenChange', open: false }).accountMenu).toBe('closed');
    });
  });

  describe('the layout', () => {
    it('should reset every open menu when the layout crosses the breakpoint', () => {
      const busy = state({
        layout: 'mobile',
        navigationMenu: 'open',
        profileMenu: 'closing',
        groupCard: 'group-0',
        search: 'open',
      });
      expect(navMenusReducer(busy, { type: 'layoutChange', layout: 'desktop' })).toEqual(
        getInitialNavMenusState('desktop'),
      );
    });

    it('should keep the state when the layout is reported again unchanged', () => {
      const busy = state({ layout: 'mobile', navigationMenu: 'open' });
      expect(navMenusReducer(busy, { type: 'layoutChange', layout: 'mobile' })).toBe(busy);
    });
  });

  it('should collapse the search and close panels and dropdown when the search opens', () => {
    const s = state({ activePanel: 'a', panelOpenedBy: 'click', accountMenu: 'open' });
    expect(navMenusReducer(s, { type: 'searchOpenChange', open: true })).toMatchObject({
      search: 'open',
      activePanel: null,
      accountMenu: 'closed',
    });
  });

  it('should close everything on closeAll, mobile menus through closing', () => {
    const s = state({ activePanel: 'a', navigationMenu: 'open', search: 'open', accountMenu: 'open' });
    expect(navMenusReducer(s, { type: 'functionCloseAll' })).toMatchObject({
      activePanel: null,
      navigationMenu: 'closing',
      search: 'collapsed',
      accountMenu: 'closed',
    });
  });
});
