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

/*
 * One state and one pure reducer per widget of the header (spec 2.7, 4.4). No reducer knows another
 * widget: the rules that cross widgets (opening one closes the others; the mobile menus' shared
 * closing flag; a layout change resets everything) are the store's coordinator (`navMenusStore.ts`),
 * which sends a widget `otherOpened`, `closingTimerEnd` or `layoutChange`.
 */

/** The desktop disclosure navigation: none or one panel open. */
export interface PanelsState {
  /** The open panel's grouping id, or null. */
  activePanel: string | null;
  openedBy: PanelOpenedBy | null;
}

/** The desktop account dropdown. */
export interface AccountMenuState {
  open: boolean;
  /** What opened it most recently (kept after it closes). */
  openedBy: AccountMenuOpenedBy | null;
}

/** A mobile slide-in menu (the navigation drawer with its group card, or the profile drawer). */
export interface MobileMenuWidgetState {
  state: MobileMenuState;
  /** The grouping id of the group card open over the navigation drawer's list, or null (always null for the profile drawer). */
  groupCard: string | null;
}

/** The header's search: open in one layout (the desktop panel or the full-screen mobile search), or collapsed. */
export interface SearchWidgetState {
  openIn: NavLayout | null;
}

/** Actions every widget takes from the coordinator. */
type CoordinatorAction = { type: 'otherOpened' } | { type: 'layoutChange' };

export type PanelsAction =
  | { type: 'triggerClick'; id: string }
  | { type: 'triggerHoverOpen'; id: string }
  | { type: 'hoverClose' }
  | { type: 'escapeKeyDown' }
  | { type: 'outsidePointerDown' }
  | { type: 'navFocusOut' }
  | { type: 'functionOpen'; id: string }
  | { type: 'functionClose' }
  | CoordinatorAction;

export type AccountMenuAction =
  | { type: 'pointerEnter' }
  | { type: 'pointerLeaveTimeout' }
  | { type: 'triggerPointerDown' }
  | { type: 'openChange'; open: boolean }
  | { type: 'functionSetOpen'; open: boolean }
  | CoordinatorAction;

export type MobileMenuAction =
  | { type: 'toggleClick' }
  | { type: 'openChange'; open: boolean }
  | { type: 'escapeKeyDown' }
  | { type: 'overlayClick' }
  | { type: 'groupCardTriggerClick'; id: string }
  | { type: 'groupCardBackClick' }
  | { type: 'groupCardCloseClick' }
  | { type: 'functionSetOpen'; open: boolean }
  | { type: 'functionToggle' }
  | { type: 'functionOpenGroupCard'; id: string }
  | { type: 'functionBackFromGroupCard' }
  | { type: 'functionCloseGroupCard' }
  | { type: 'closingTimerEnd' }
  | CoordinatorAction;

export type SearchAction =
  | { type: 'openChange'; open: boolean; layout: NavLayout }
  | { type: 'functionSetOpen'; open: boolean; layout: NavLayout }
  | CoordinatorAction;

/**
 * @deprecated Since 0.3.0 each widget has its own actions (`PanelsAction`, `AccountMenuAction`,
 * `MobileMenuAction`, `SearchAction`) and its own `stateReducers` entry; this union goes in 0.4.0.
 */
export type NavMenusAction = PanelsAction | AccountMenuAction | MobileMenuAction | SearchAction;

export const INITIAL_PANELS: PanelsState = { activePanel: null, openedBy: null };
export const INITIAL_ACCOUNT_MENU: AccountMenuState = { open: false, openedBy: null };
export const INITIAL_MOBILE_MENU: MobileMenuWidgetState = { state: 'closed', groupCard: null };
export const INITIAL_SEARCH: SearchWidgetState = { openIn: null };

/** `state` itself when nothing changes, so no subscriber renders. */
function patch<S extends object>(state: S, changes: Partial<S>): S {
  for (const key of Object.keys(changes) as Array<keyof S>) {
    if (state[key] !== changes[key]) return { ...state, ...changes };
  }
  return state;
}

/** Desktop panels: none or one open; the title toggles; a hover-opened panel is pinned by a click. */
export function panelsReducer(state: PanelsState, action: PanelsAction): PanelsState {
  switch (action.type) {
    case 'triggerClick':
      if (state.activePanel !== action.id) return patch(state, { activePanel: action.id, openedBy: 'click' });
      // A click on a panel that hover opened pins it instead of closing it.
      return state.openedBy === 'hover' ? patch(state, { openedBy: 'click' }) : INITIAL_PANELS;
    case 'triggerHoverOpen':
    case 'functionOpen':
      if (state.activePanel === action.id) return state;
      return { activePanel: action.id, openedBy: action.type === 'functionOpen' ? 'click' : 'hover' };
    case 'hoverClose':
      return state.openedBy === 'hover' ? INITIAL_PANELS : state;
    case 'escapeKeyDown':
    case 'outsidePointerDown':
    case 'navFocusOut':
    case 'functionClose':
    case 'otherOpened':
    case 'layoutChange':
      return state.activePanel === null ? state : INITIAL_PANELS;
    default:
      return assertNever(action);
  }
}

/** The account dropdown: hover opens it, leaving closes it, a press after a hover pins it. */
export function accountMenuReducer(state: AccountMenuState, action: AccountMenuAction): AccountMenuState {
  switch (action.type) {
    case 'pointerEnter':
      return state.open ? state : { open: true, openedBy: 'hover' };
    case 'triggerPointerDown':
      // Pins a hover-opened dropdown, so the click that follows a hover never closes it.
      return state.open && state.openedBy === 'hover' ? { open: true, openedBy: 'other' } : state;
    case 'openChange':
    case 'functionSetOpen':
      if (action.open) return state.open ? state : { open: true, openedBy: 'other' };
      return patch(state, { open: false });
    case 'pointerLeaveTimeout':
    case 'otherOpened':
      return patch(state, { open: false });
    case 'layoutChange':
      return state === INITIAL_ACCOUNT_MENU ? state : INITIAL_ACCOUNT_MENU;
    default:
      return assertNever(action);
  }
}

function openMobileMenu(state: MobileMenuWidgetState): MobileMenuWidgetState {
  // A fresh menu shows its list, not the last group card.
  return state.state === 'open' ? state : { state: 'open', groupCard: null };
}

function closeMobileMenu(state: MobileMenuWidgetState): MobileMenuWidgetState {
  // The group card stays until the menu has slid out.
  return state.state === 'open' ? { ...state, state: 'closing' } : state;
}

/** A mobile menu (closed, open, closing) and, for the navigation drawer, its group card. */
export function mobileMenuReducer(state: MobileMenuWidgetState, action: MobileMenuAction): MobileMenuWidgetState {
  switch (action.type) {
    case 'toggleClick':
    case 'functionToggle':
      return state.state === 'open' ? closeMobileMenu(state) : openMobileMenu(state);
    case 'openChange':
    case 'functionSetOpen':
      return action.open ? openMobileMenu(state) : closeMobileMenu(state);
    case 'escapeKeyDown':
    case 'overlayClick':
    case 'groupCardCloseClick':
    case 'functionCloseGroupCard':
    case 'otherOpened':
      return closeMobileMenu(state);
    case 'groupCardTriggerClick':
    case 'functionOpenGroupCard':
      return patch(state, { groupCard: action.id });
    case 'groupCardBackClick':
    case 'functionBackFromGroupCard':
      return patch(state, { groupCard: null });
    case 'closingTimerEnd':
      return state.state === 'closing' ? INITIAL_MOBILE_MENU : state;
    case 'layoutChange':
      return state.state === 'closed' && state.groupCard === null ? state : INITIAL_MOBILE_MENU;
    default:
      return assertNever(action);
  }
}

/** The header's search: collapsed, or open in the layout whose search icon opened it. */
export function searchReducer(state: SearchWidgetState, action: SearchAction): SearchWidgetState {
  switch (action.type) {
    case 'openChange':
    case 'functionSetOpen':
      return patch(state, { openIn: action.open ? action.layout : null });
    case 'otherOpened':
    case 'layoutChange':
      return patch(state, { openIn: null });
    default:
      return assertNever(action);
  }
}

/** Each widget's action types, Downshift's `stateChangeTypes`: what a `stateReducer` compares `type` with. */
export const navMenusStateChangeTypes = {
  panels: enumOf<PanelsAction['type']>([
    'triggerClick',
    'triggerHoverOpen',
    'hoverClose',
    'escapeKeyDown',
    'outsidePointerDown',
    'navFocusOut',
    'functionOpen',
    'functionClose',
    'otherOpened',
    'layoutChange',
  ]),
  account: enumOf<AccountMenuAction['type']>([
    'pointerEnter',
    'pointerLeaveTimeout',
    'triggerPointerDown',
    'openChange',
    'functionSetOpen',
    'otherOpened',
    'layoutChange',
  ]),
  mobileMenu: enumOf<MobileMenuAction['type']>([
    'toggleClick',
    'openChange',
    'escapeKeyDown',
    'overlayClick',
    'groupCardTriggerClick',
    'groupCardBackClick',
    'groupCardCloseClick',
    'functionSetOpen',
    'functionToggle',
    'functionOpenGroupCard',
    'functionBackFromGroupCard',
    'functionCloseGroupCard',
    'closingTimerEnd',
    'otherOpened',
    'layoutChange',
  ]),
  search: enumOf<SearchAction['type']>(['openChange', 'functionSetOpen', 'otherOpened', 'layoutChange']),
} as const;

function enumOf<T extends string>(types: readonly T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(types.map((type) => [type, type]))) as { readonly [K in T]: K };
}
