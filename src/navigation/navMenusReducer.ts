import { assertNever } from '../shared/warn';

/** Which layout the header is in: desktop at 1024 px or wider, mobile below. */
export type NavLayout = 'desktop' | 'mobile';
/** The two independent mobile slide-in menus. */
export type MobileMenu = 'navigation' | 'profile';
/** A mobile menu's state; `closing` lasts until the closing delay ends with neither menu open. */
export type MobileMenuState = 'closed' | 'open' | 'closing';
/** What opened a desktop panel: a hover-opened panel is pinned (not closed) by the next click. */
export type PanelOpenedBy = 'click' | 'hover';
/** What opened the account dropdown. */
export type AccountMenuOpenedBy = 'hover' | 'other';

export interface NavMenusState {
  /** Only meaningful after mount; before it, it is the `initialLayout` option. */
  layout: NavLayout;
  /** The open desktop panel's grouping id, or null (none or one selected). */
  activePanel: string | null;
  panelOpenedBy: PanelOpenedBy | null;
  navigationMenu: MobileMenuState;
  profileMenu: MobileMenuState;
  /** The grouping id of the group card open over the mobile list, or null. */
  groupCard: string | null;
  /** The full-screen search. */
  search: 'collapsed' | 'open';
  accountMenu: 'closed' | 'open';
  /** What opened the account dropdown most recently (kept after it closes). */
  accountMenuOpenedBy: AccountMenuOpenedBy | null;
}

/** Every state change, named after where it came from. */
export type NavMenusAction =
  | { type: 'panelTriggerClick'; id: string }
  | { type: 'panelTriggerHoverOpen'; id: string }
  | { type: 'panelHoverClose' }
  | { type: 'panelEscapeKeyDown' }
  | { type: 'outsidePointerDown' }
  | { type: 'navFocusOut' }
  | { type: 'mobileMenuToggleClick'; menu: MobileMenu }
  | { type: 'mobileMenuOpenChange'; menu: MobileMenu; open: boolean }
  | { type: 'mobileMenuEscapeKeyDown'; menu: MobileMenu }
  | { type: 'overlayClick' }
  | { type: 'closingTimerEnd' }
  | { type: 'groupCardTriggerClick'; id: string }
  | { type: 'groupCardBackClick' }
  | { type: 'groupCardCloseClick' }
  | { type: 'searchOpenChange'; open: boolean }
  | { type: 'accountMenuPointerEnter' }
  | { type: 'accountMenuPointerLeaveTimeout' }
  | { type: 'accountMenuTriggerPointerDown' }
  | { type: 'accountMenuOpenChange'; open: boolean }
  | { type: 'layoutChange'; layout: NavLayout }
  | { type: 'functionOpenPanel'; id: string }
  | { type: 'functionClosePanel' }
  | { type: 'functionSetMobileMenuOpen'; menu: MobileMenu; open: boolean }
  | { type: 'functionOpenGroupCard'; id: string }
  | { type: 'functionBackFromGroupCard' }
  | { type: 'functionCloseGroupCard' }
  | { type: 'functionSetSearchOpen'; open: boolean }
  | { type: 'functionSetAccountMenuOpen'; open: boolean }
  | { type: 'functionCloseAll' };

export type NavMenusActionType = NavMenusAction['type'];

/** Everything closed, in the given layout. */
export function getInitialNavMenusState(layout: NavLayout = 'desktop'): NavMenusState {
  return {
    layout,
    activePanel: null,
    panelOpenedBy: null,
    navigationMenu: 'closed',
    profileMenu: 'closed',
    groupCard: null,
    search: 'collapsed',
    accountMenu: 'closed',
    accountMenuOpenedBy: null,
  };
}

const MENU_KEY = { navigation: 'navigationMenu', profile: 'profileMenu' } as const;

/** Returns `state` itself when nothing changes, so React skips the render. */
function patch(state: NavMenusState, changes: Partial<NavMenusState>): NavMenusState {
  for (const key of Object.keys(changes) as Array<keyof NavMenusState>) {
    if (state[key] !== changes[key]) return { ...state, ...changes };
  }
  return state;
}

function closePanel(state: NavMenusState): NavMenusState {
  return patch(state, { activePanel: null, panelOpenedBy: null });
}

function openPanel(state: NavMenusState, id: string, by: PanelOpenedBy): NavMenusState {
  return patch(state, { activePanel: id, panelOpenedBy: by, accountMenu: 'closed' });
}

function openMenu(state: NavMenusState, menu: MobileMenu): NavMenusState {
  const changes: Partial<NavMenusState> = { [MENU_KEY[menu]]: 'open', search: 'collapsed' };
  // A fresh navigation menu shows the list, not the last group card.
  if (menu === 'navigation' && state.navigationMenu !== 'open') changes.groupCard = null;
  return patch(state, changes);
}

function closeMenu(state: NavMenusState, menu: MobileMenu): NavMenusState {
  return state[MENU_KEY[menu]] === 'open' ? patch(state, { [MENU_KEY[menu]]: 'closing' }) : state;
}

function setMenu(state: NavMenusState, menu: MobileMenu, open: boolean): NavMenusState {
  return open ? openMenu(state, menu) : closeMenu(state, menu);
}

function openAccountMenu(state: NavMenusState, by: AccountMenuOpenedBy): NavMenusState {
  if (state.accountMenu === 'open') return state;
  return patch(state, { accountMenu: 'open', accountMenuOpenedBy: by, activePanel: null, panelOpenedBy: null });
}

/**
 * The header menus' state machine (spec 4.4): desktop panels (none or one selected), the two mobile
 * menus (closed, open, closing), the group card, the full-screen search, the account dropdown and the
 * layout. Pure.
 */
export function navMenusReducer(state: NavMenusState, action: NavMenusAction): NavMenusState {
  switch (action.type) {
    case 'panelTriggerClick':
      if (state.activePanel !== action.id) return openPanel(state, action.id, 'click');
      // A click on a panel that hover opened pins it instead of closing it (never toggles closed
      // on the first click).
      return state.panelOpenedBy === 'hover' ? patch(state, { panelOpenedBy: 'click' }) : closePanel(state);
    case 'panelTriggerHoverOpen':
    case 'functionOpenPanel':
      if (state.activePanel === action.id) return state;
      return openPanel(state, action.id, action.type === 'functionOpenPanel' ? 'click' : 'hover');
    case 'panelHoverClose':
      return state.panelOpenedBy === 'hover' ? closePanel(state) : state;
    case 'panelEscapeKeyDown':
    case 'outsidePointerDown':
    case 'navFocusOut':
    case 'functionClosePanel':
      return closePanel(state);

    case 'mobileMenuToggleClick':
      return setMenu(state, action.menu, state[MENU_KEY[action.menu]] !== 'open');
    case 'mobileMenuOpenChange':
    case 'functionSetMobileMenuOpen':
      return setMenu(state, action.menu, action.open);
    case 'mobileMenuEscapeKeyDown':
      return closeMenu(state, action.menu);
    case 'overlayClick':
      return closeMenu(closeMenu(state, 'navigation'), 'profile');
    case 'closingTimerEnd': {
      if (state.navigationMenu === 'open' || state.profileMenu === 'open') return state;
      return patch(state, {
        navigationMenu: 'closed',
        profileMenu: 'closed',
        groupCard: state.navigationMenu === 'closed' ? state.groupCard : null,
      });
    }

    case 'groupCardTriggerClick':
    case 'functionOpenGroupCard':
      return patch(state, { groupCard: action.id });
    case 'groupCardBackClick':
    case 'functionBackFromGroupCard':
      return patch(state, { groupCard: null });
    case 'groupCardCloseClick':
    case 'functionCloseGroupCard':
      // The card's close button closes the whole navigation menu; the card stays until it has slid out.
      return closeMenu(state, 'navigation');

    case 'searchOpenChange':
    case 'functionSetSearchOpen':
      return action.open
        ? patch(state, { search: 'open', activePanel: null, panelOpenedBy: null, accountMenu: 'closed' })
        : patch(state, { search: 'collapsed' });

    case 'accountMenuPointerEnter':
      return openAccountMenu(state, 'hover');
    case 'accountMenuPointerLeaveTimeout':
      return patch(state, { accountMenu: 'closed' });
    case 'accountMenuTriggerPointerDown':
      // Pins a hover-opened dropdown, so the click that follows a hover never closes it.
      return state.accountMenu === 'open' && state.accountMenuOpenedBy === 'hover'
        ? patch(state, { accountMenuOpenedBy: 'other' })
        : state;
    case 'accountMenuOpenChange':
    case 'functionSetAccountMenuOpen':
      return action.open ? openAccountMenu(state, 'other') : patch(state, { accountMenu: 'closed' });

    case 'layoutChange':
      // Crossing the breakpoint resets every open menu.
      return state.layout === action.layout ? state : getInitialNavMenusState(action.layout);
    case 'functionCloseAll':
      return patch(closeMenu(closeMenu(closePanel(state), 'navigation'), 'profile'), {
        search: 'collapsed',
        accountMenu: 'closed',
      });
    default:
      return assertNever(action);
  }
}
