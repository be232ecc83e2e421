import {
  accountMenuReducer,
  INITIAL_ACCOUNT_MENU,
  INITIAL_MOBILE_MENU,
  INITIAL_PANELS,
  INITIAL_SEARCH,
  mobileMenuReducer,
  navMenusStateChangeTypes,
  panelsReducer,
  searchReducer,
  type AccountMenuAction,
  type AccountMenuState,
  type MobileMenuAction,
  type MobileMenuWidgetState,
  type PanelsAction,
  type PanelsState,
  type SearchAction,
  type SearchWidgetState,
} from './navMenusReducer';

/*
 * One pure reducer per widget (spec 4.4). What crosses widgets (opening one closes the others, the
 * shared closing flag's timer, the layout) is the store's: navMenusStore.test.ts.
 */

const CLICKED_A: PanelsState = { activePanel: 'a', openedBy: 'click' };
const HOVERED_A: PanelsState = { activePanel: 'a', openedBy: 'hover' };

describe('panelsReducer (none or one panel open)', () => {
  it.each<[string, PanelsState, PanelsAction, PanelsState]>([
    ['a click opens a panel', INITIAL_PANELS, { type: 'triggerClick', id: 'a' }, CLICKED_A],
    [
      'a click on another title switches panels',
      CLICKED_A,
      { type: 'triggerClick', id: 'b' },
      { activePanel: 'b', openedBy: 'click' },
    ],
    ['a click on the open title closes it', CLICKED_A, { type: 'triggerClick', id: 'a' }, INITIAL_PANELS],
    ['a click on a hover-opened title pins it open', HOVERED_A, { type: 'triggerClick', id: 'a' }, CLICKED_A],
    ['hover intent opens a panel as hover-opened', INITIAL_PANELS, { type: 'triggerHoverOpen', id: 'a' }, HOVERED_A],
    [
      'hover intent on another title switches to it',
      CLICKED_A,
      { type: 'triggerHoverOpen', id: 'b' },
      { activePanel: 'b', openedBy: 'hover' },
    ],
    ['functionOpen opens as a click would', INITIAL_PANELS, { type: 'functionOpen', id: 'a' }, CLICKED_A],
    ['hover closing closes a hover-opened panel', HOVERED_A, { type: 'hoverClose' }, INITIAL_PANELS],
    ['Escape closes', CLICKED_A, { type: 'escapeKeyDown' }, INITIAL_PANELS],
    ['a press outside closes', CLICKED_A, { type: 'outsidePointerDown' }, INITIAL_PANELS],
    ['focus leaving the nav closes', CLICKED_A, { type: 'navFocusOut' }, INITIAL_PANELS],
    ['functionClose closes', HOVERED_A, { type: 'functionClose' }, INITIAL_PANELS],
    ['another widget opening closes', CLICKED_A, { type: 'otherOpened' }, INITIAL_PANELS],
    ['a layout change closes', CLICKED_A, { type: 'layoutChange' }, INITIAL_PANELS],
  ])('%s', (_name, from, action, expected) => {
    expect(panelsReducer(from, action)).toEqual(expected);
  });

  it.each<[string, PanelsState, PanelsAction]>([
    ['hover closing leaves a clicked panel open', CLICKED_A, { type: 'hoverClose' }],
    ['hover intent on the open panel', HOVERED_A, { type: 'triggerHoverOpen', id: 'a' }],
    ['a clicked panel hovered again stays clicked', CLICKED_A, { type: 'triggerHoverOpen', id: 'a' }],
    ['functionOpen on the open panel', CLICKED_A, { type: 'functionOpen', id: 'a' }],
    ['Escape with none open', INITIAL_PANELS, { type: 'escapeKeyDown' }],
    ['another widget opening with none open', INITIAL_PANELS, { type: 'otherOpened' }],
    ['a layout change with none open', INITIAL_PANELS, { type: 'layoutChange' }],
  ])('keeps the same state object when nothing changes: %s', (_name, from, action) => {
    expect(panelsReducer(from, action)).toBe(from);
  });
});

const HOVER_OPEN: AccountMenuState = { open: true, openedBy: 'hover' };
const PINNED: AccountMenuState = { open: true, openedBy: 'other' };

describe('accountMenuReducer (hover opens, leaving closes, a press after a hover pins)', () => {
  it.each<[string, AccountMenuState, AccountMenuAction, AccountMenuState]>([
    ['hover opens', INITIAL_ACCOUNT_MENU, { type: 'pointerEnter' }, HOVER_OPEN],
    [
      'the leave timer closes, keeping what opened it',
      HOVER_OPEN,
      { type: 'pointerLeaveTimeout' },
      { open: false, openedBy: 'hover' },
    ],
    ['a press on the trigger pins a hover-opened menu', HOVER_OPEN, { type: 'triggerPointerDown' }, PINNED],
    ['open-change opens (keyboard, touch)', INITIAL_ACCOUNT_MENU, { type: 'openChange', open: true }, PINNED],
    ['open-change closes', PINNED, { type: 'openChange', open: false }, { open: false, openedBy: 'other' }],
    ['setOpen opens', INITIAL_ACCOUNT_MENU, { type: 'functionSetOpen', open: true }, PINNED],
    ['setOpen closes', HOVER_OPEN, { type: 'functionSetOpen', open: false }, { open: false, openedBy: 'hover' }],
    ['another widget opening closes', PINNED, { type: 'otherOpened' }, { open: false, openedBy: 'other' }],
    ['a layout change resets', { open: false, openedBy: 'hover' }, { type: 'layoutChange' }, INITIAL_ACCOUNT_MENU],
  ])('%s', (_name, from, action, expected) => {
    expect(accountMenuReducer(from, action)).toEqual(expected);
  });

  it.each<[string, AccountMenuState, AccountMenuAction]>([
    ['hover on an open menu (a click opened it)', PINNED, { type: 'pointerEnter' }],
    ['a press on a pinned menu', PINNED, { type: 'triggerPointerDown' }],
    ['a press on a closed menu', INITIAL_ACCOUNT_MENU, { type: 'triggerPointerDown' }],
    ['open-change open on a hover-opened menu', HOVER_OPEN, { type: 'openChange', open: true }],
    ['open-change close on a closed menu', INITIAL_ACCOUNT_MENU, { type: 'openChange', open: false }],
    ['the leave timer on a closed menu', INITIAL_ACCOUNT_MENU, { type: 'pointerLeaveTimeout' }],
    ['a layout change at rest', INITIAL_ACCOUNT_MENU, { type: 'layoutChange' }],
  ])('keeps the same state object when nothing changes: %s', (_name, from, action) => {
    expect(accountMenuReducer(from, action)).toBe(from);
  });
});

const OPEN: MobileMenuWidgetState = { state: 'open', groupCard: null };
const OPEN_CARD: MobileMenuWidgetState = { state: 'open', groupCard: 'g1' };
const CLOSING_CARD: MobileMenuWidgetState = { state: 'closing', groupCard: 'g1' };
const CLOSING: MobileMenuWidgetState = { state: 'closing', groupCard: null };

describe('mobileMenuReducer (closed, open, closing; the group card)', () => {
  it.each<[string, MobileMenuWidgetState, MobileMenuAction, MobileMenuWidgetState]>([
    ['the toggle opens', INITIAL_MOBILE_MENU, { type: 'toggleClick' }, OPEN],
    [
      'the toggle closes through closing, the card kept while it slides out',
      OPEN_CARD,
      { type: 'toggleClick' },
      CLOSING_CARD,
    ],
    ['the toggle reopens a closing menu on its list, not the last card', CLOSING_CARD, { type: 'toggleClick' }, OPEN],
    ['toggle() opens', INITIAL_MOBILE_MENU, { type: 'functionToggle' }, OPEN],
    ['toggle() closes', OPEN, { type: 'functionToggle' }, CLOSING],
    ['open-change opens', INITIAL_MOBILE_MENU, { type: 'openChange', open: true }, OPEN],
    ['open-change closes', OPEN, { type: 'openChange', open: false }, CLOSING],
    ['setOpen(true) opens a closing menu', CLOSING_CARD, { type: 'functionSetOpen', open: true }, OPEN],
    ['setOpen(false) closes', OPEN_CARD, { type: 'functionSetOpen', open: false }, CLOSING_CARD],
    ['Escape closes', OPEN, { type: 'escapeKeyDown' }, CLOSING],
    ['an overlay click closes', OPEN, { type: 'overlayClick' }, CLOSING],
    ["the group card's close button closes the menu", OPEN_CARD, { type: 'groupCardCloseClick' }, CLOSING_CARD],
    ['closeGroupCard() closes the menu', OPEN_CARD, { type: 'functionCloseGroupCard' }, CLOSING_CARD],
    ['another widget opening closes', OPEN, { type: 'otherOpened' }, CLOSING],
    ['a group button opens its card', OPEN, { type: 'groupCardTriggerClick', id: 'g1' }, OPEN_CARD],
    [
      'another group button switches cards',
      OPEN_CARD,
      { type: 'groupCardTriggerClick', id: 'g2' },
      { state: 'open', groupCard: 'g2' },
    ],
    ['openGroupCard() opens a card', OPEN, { type: 'functionOpenGroupCard', id: 'g1' }, OPEN_CARD],
    ["the card's back button goes back to the list", OPEN_CARD, { type: 'groupCardBackClick' }, OPEN],
    ['backFromGroupCard() goes back', OPEN_CARD, { type: 'functionBackFromGroupCard' }, OPEN],
    [
      'the closing timer ends closing and drops the card',
      CLOSING_CARD,
      { type: 'closingTimerEnd' },
      INITIAL_MOBILE_MENU,
    ],
    ['a layout change resets an open menu', OPEN_CARD, { type: 'layoutChange' }, INITIAL_MOBILE_MENU],
    ['a layout change resets a closing menu', CLOSING, { type: 'layoutChange' }, INITIAL_MOBILE_MENU],
  ])('%s', (_name, from, action, expected) => {
    expect(mobileMenuReducer(from, action)).toEqual(expected);
  });

  it.each<[string, MobileMenuWidgetState, MobileMenuAction]>([
    ['open-change open on an open menu', OPEN, { type: 'openChange', open: true }],
    ['open-change close on a closed menu', INITIAL_MOBILE_MENU, { type: 'openChange', open: false }],
    ['Escape on a closing menu', CLOSING, { type: 'escapeKeyDown' }],
    ['another widget opening with the menu closed', INITIAL_MOBILE_MENU, { type: 'otherOpened' }],
    ['the closing timer on an open menu', OPEN, { type: 'closingTimerEnd' }],
    ['the closing timer on a closed menu', INITIAL_MOBILE_MENU, { type: 'closingTimerEnd' }],
    ['the open card opened again', OPEN_CARD, { type: 'groupCardTriggerClick', id: 'g1' }],
    ['back with no card', OPEN, { type: 'groupCardBackClick' }],
    ['a layout change at rest', INITIAL_MOBILE_MENU, { type: 'layoutChange' }],
  ])('keeps the same state object when nothing changes: %s', (_name, from, action) => {
    expect(mobileMenuReducer(from, action)).toBe(from);
  });
});

describe('searchReducer (collapsed, or open in one layout)', () => {
  it.each<[string, SearchWidgetState, SearchAction, SearchWidgetState]>([
    [
      'the mobile search icon opens it in the mobile layout',
      INITIAL_SEARCH,
      { type: 'openChange', open: true, layout: 'mobile' },
      { openIn: 'mobile' },
    ],
    [
      'the desktop icon opens it in the desktop layout',
      INITIAL_SEARCH,
      { type: 'openChange', open: true, layout: 'desktop' },
      { openIn: 'desktop' },
    ],
    [
      'the back arrow collapses it',
      { openIn: 'mobile' },
      { type: 'openChange', open: false, layout: 'mobile' },
      INITIAL_SEARCH,
    ],
    [
      'setOpen opens',
      INITIAL_SEARCH,
      { type: 'functionSetOpen', open: true, layout: 'desktop' },
      { openIn: 'desktop' },
    ],
    ['another widget opening collapses it', { openIn: 'desktop' }, { type: 'otherOpened' }, INITIAL_SEARCH],
    ['a layout change collapses it', { openIn: 'mobile' }, { type: 'layoutChange' }, INITIAL_SEARCH],
  ])('%s', (_name, from, action, expected) => {
    expect(searchReducer(from, action)).toEqual(expected);
  });

  it('keeps the same state object when nothing changes', () => {
    const open: SearchWidgetState = { openIn: 'mobile' };
    expect(searchReducer(open, { type: 'openChange', open: true, layout: 'mobile' })).toBe(open);
    expect(searchReducer(INITIAL_SEARCH, { type: 'otherOpened' })).toBe(INITIAL_SEARCH);
  });
});

describe('navMenusStateChangeTypes', () => {
  const FROM = { panels: CLICKED_A, account: HOVER_OPEN, mobileMenu: OPEN_CARD, search: { openIn: 'desktop' } };
  const REDUCE = {
    panels: (type: string) => panelsReducer(FROM.panels, { type, id: 'b' } as PanelsAction),
    account: (type: string) => accountMenuReducer(FROM.account, { type, open: false } as AccountMenuAction),
    mobileMenu: (type: string) =>
      mobileMenuReducer(FROM.mobileMenu, { type, id: 'g2', open: false } as MobileMenuAction),
    search: (type: string) =>
      searchReducer(FROM.search as SearchWidgetState, { type, open: false, layout: 'desktop' } as SearchAction),
  };

  it.each(Object.keys(navMenusStateChangeTypes) as Array<keyof typeof navMenusStateChangeTypes>)(
    'lists only types the %s reducer handles, each named after itself',
    (widget) => {
      const types = Object.entries(navMenusStateChangeTypes[widget]);
      expect(types.length).toBeGreaterThan(0);
      for (const [key, type] of types) {
        expect(type).toBe(key);
        expect(() => REDUCE[widget](type)).not.toThrow();
      }
      expect(() => REDUCE[widget]('noSuchType')).toThrow('Unexpected value');
      expect(Object.isFrozen(navMenusStateChangeTypes[widget])).toBe(true);
    },
  );
});
