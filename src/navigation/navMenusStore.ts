import type { HeaderView } from './getHeaderView';
import {
  accountMenuReducer,
  INITIAL_ACCOUNT_MENU,
  INITIAL_MOBILE_MENU,
  INITIAL_PANELS,
  INITIAL_SEARCH,
  mobileMenuReducer,
  panelsReducer,
  searchReducer,
  type AccountMenuAction,
  type AccountMenuState,
  type MobileMenuAction,
  type MobileMenuWidgetState,
  type NavLayout,
  type PanelsAction,
  type PanelsState,
  type SearchAction,
  type SearchWidgetState,
} from './navMenusReducer';
import { createNavMenusElements, type NavMenusElements } from './navMenusElements';
import { createTimeouts, type Timeouts } from './utils/timeouts';

/** Where the login link returns to: read on intent (the server cannot know the address's hash). */
export interface LoginTarget {
  returnTo: string;
  origin: string;
}

/** The state of every widget of the header, each its own object (unchanged widgets keep theirs). */
export interface NavMenusState {
  /** The layout the menus last acted in (see `trackLayout`). */
  layout: NavLayout;
  panels: PanelsState;
  account: AccountMenuState;
  navigation: MobileMenuWidgetState;
  profile: MobileMenuWidgetState;
  search: SearchWidgetState;
  /** The login link's return address, once read; null before. */
  login: LoginTarget | null;
  /** Who sees what, from the owner's options (`getHeaderView`), or null without data. */
  view: HeaderView | null;
}

/** The state and actions of each widget, by the widget's name in the store. */
export interface NavMenusWidgetTypes {
  panels: { state: PanelsState; action: PanelsAction };
  account: { state: AccountMenuState; action: AccountMenuAction };
  navigation: { state: MobileMenuWidgetState; action: MobileMenuAction };
  profile: { state: MobileMenuWidgetState; action: MobileMenuAction };
  search: { state: SearchWidgetState; action: SearchAction };
}
export type NavMenusWidgetKey = keyof NavMenusWidgetTypes;

/** Downshift's `stateReducer`, one per widget: the widget's state, the action with the changes it would make. */
export type WidgetStateReducer<K extends NavMenusWidgetKey> = (
  state: NavMenusWidgetTypes[K]['state'],
  actionAndChanges: NavMenusWidgetTypes[K]['action'] & { changes: NavMenusWidgetTypes[K]['state'] },
) => NavMenusWidgetTypes[K]['state'];

export type NavMenusStateReducers = { [K in NavMenusWidgetKey]?: WidgetStateReducer<K> };

export interface NavMenusStoreOptions {
  stateReducers?: NavMenusStateReducers | undefined;
  /** The mobile menus' closing delay in ms (spec 4.4). */
  closingDelayMs: number;
  /** Prefix of every generated id. */
  idBase: string;
  hover: { openDelayMs: number; closeDelayMs: number } | null;
  accountMenuCloseDelayMs: number;
  mainContentId: string;
  /** The login link's address for a return target (null: not read yet). */
  loginHref: (target: LoginTarget | null) => string;
  /** Reads the return target from the current address. */
  readLoginTarget: () => LoginTarget;
  /** Runs before an action reaches its widget (the hook reads the login address there). */
  beforeAction?:
    (<K extends NavMenusWidgetKey>(widget: K, action: NavMenusWidgetTypes[K]['action']) => void) | undefined;
}

/**
 * The header's menus outside React: one state per widget, one `dispatch` per action, and
 * `subscribe` for selective subscriptions (`useSyncExternalStore` with a selector, as TanStack
 * Query's observers do). Created by `useNavMenus`; other components join it with `useNavMenus({ store })`.
 */
export interface NavMenusStore {
  getState(): NavMenusState;
  subscribe(listener: () => void): () => void;
  dispatch<K extends NavMenusWidgetKey>(widget: K, action: NavMenusWidgetTypes[K]['action']): void;
  /** Closes every widget (the public `closeAll`). */
  closeAll(): void;
  /** The layout measured by the owner; applied at once with `track`, else before the next action. */
  setMeasuredLayout(layout: NavLayout, track: boolean): void;
  setLogin(target: LoginTarget): void;
  /** The search's `onOpenChange` for one layout: one function for the store's life. */
  searchOpenChange(layout: NavLayout): (open: boolean) => void;
  setView(view: HeaderView | null): void;
  setOptions(options: NavMenusStoreOptions): void;
  getOptions(): NavMenusStoreOptions;
  /** The elements the widgets manage focus between (registered by the prop getters' refs). */
  readonly elements: NavMenusElements;
  readonly timeouts: Timeouts;
  /** Cancels every timer (the owner unmounted). */
  destroy(): void;
}

const REDUCERS: {
  [K in NavMenusWidgetKey]: (
    state: NavMenusWidgetTypes[K]['state'],
    action: NavMenusWidgetTypes[K]['action'],
  ) => NavMenusWidgetTypes[K]['state'];
} = {
  panels: panelsReducer,
  account: accountMenuReducer,
  navigation: mobileMenuReducer,
  profile: mobileMenuReducer,
  search: searchReducer,
};
const WIDGETS = Object.keys(REDUCERS) as NavMenusWidgetKey[];

/** Whether a widget is open (what the coordinator's one rule is about). */
function isOpen(widget: NavMenusWidgetKey, state: NavMenusState): boolean {
  switch (widget) {
    case 'panels':
      return state.panels.activePanel !== null;
    case 'account':
      return state.account.open;
    case 'search':
      return state.search.openIn !== null;
    default:
      return state[widget].state === 'open';
  }
}

/**
 * Opening one widget closes the others, except that the two mobile menus are independent (spec 4.4).
 */
function closedByOpening(widget: NavMenusWidgetKey, other: NavMenusWidgetKey): boolean {
  if (other === widget) return false;
  const mobileMenus = (key: NavMenusWidgetKey) => key === 'navigation' || key === 'profile';
  return !(mobileMenus(widget) && mobileMenus(other));
}

function isAtRest(state: NavMenusState): boolean {
  return (
    state.panels.activePanel === null &&
    !state.account.open &&
    state.navigation.state === 'closed' &&
    state.profile.state === 'closed' &&
    state.search.openIn === null
  );
}

/** The animations and transitions still running on the mobile menus and the overlays (Web Animations API). */
function runningExits(elements: NavMenusElements): Animation[] {
  return [elements.menus.navigation, elements.menus.profile, ...elements.overlays].flatMap(
    (el) => el?.getAnimations?.().filter((animation) => animation.playState === 'running') ?? [],
  );
}

export function createNavMenusStore(
  initial: { layout: NavLayout; view: HeaderView | null },
  initialOptions: NavMenusStoreOptions,
): NavMenusStore {
  let options = initialOptions;
  let state: NavMenusState = {
    layout: initial.layout,
    panels: INITIAL_PANELS,
    account: INITIAL_ACCOUNT_MENU,
    navigation: INITIAL_MOBILE_MENU,
    profile: INITIAL_MOBILE_MENU,
    search: INITIAL_SEARCH,
    login: null,
    view: initial.view,
  };
  let measured: NavLayout | null = null;
  const listeners = new Set<() => void>();
  const elements = createNavMenusElements();
  const timeouts = createTimeouts();
  let closingRun = 0;
  const searchOpenChange = {
    desktop: (open: boolean) => store.dispatch('search', { type: 'openChange', open, layout: 'desktop' }),
    mobile: (open: boolean) => store.dispatch('search', { type: 'openChange', open, layout: 'mobile' }),
  };

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  /** One widget's reducer and its `stateReducer`; the new state, not yet published. */
  function reduce<K extends NavMenusWidgetKey>(
    from: NavMenusState,
    widget: K,
    action: NavMenusWidgetTypes[K]['action'],
  ): NavMenusState {
    const current = from[widget];
    const reducer = REDUCERS[widget] as (state: unknown, action: unknown) => NavMenusWidgetTypes[K]['state'];
    const changes = reducer(current, action);
    const override = options.stateReducers?.[widget] as WidgetStateReducer<K> | undefined;
    const next = override ? override(current, { ...action, changes } as never) : changes;
    return next === current ? from : { ...from, [widget]: next };
  }

  /** The shared closing flag of the mobile menus (spec 4.4), restarted by each change of either menu. */
  function scheduleClosing() {
    if (state.navigation.state !== 'closing' && state.profile.state !== 'closing') {
      timeouts.clear('closing');
      return;
    }
    const run = (closingRun += 1);
    const { closingDelayMs } = options;
    // Cleared `closingDelayMs` after a close if neither menu is open by then, and never while the exit
    // is still on screen (on a slow phone the slide starts a frame or more after the close): when the
    // delay is up, it waits for the exit animations still running, at most one more `closingDelayMs`.
    const end = () => {
      if (closingRun !== run) return;
      timeouts.clear('closing');
      if (state.navigation.state === 'open' || state.profile.state === 'open') return;
      let next = reduce(state, 'navigation', { type: 'closingTimerEnd' });
      next = reduce(next, 'profile', { type: 'closingTimerEnd' });
      publish(next, []);
    };
    timeouts.set(
      'closing',
      () => {
        const exits = runningExits(elements);
        if (exits.length === 0) return end();
        timeouts.set('closing', end, closingDelayMs);
        void Promise.allSettled(exits.map((animation) => animation.finished)).then(end);
      },
      closingDelayMs,
    );
  }

  /** Publishes `next`, after the coordinator closed what the `opened` widgets' opening closes. */
  function publish(next: NavMenusState, opened: NavMenusWidgetKey[]) {
    for (const widget of opened) {
      for (const other of WIDGETS) {
        if (closedByOpening(widget, other) && isOpen(other, next)) next = reduce(next, other, { type: 'otherOpened' });
      }
    }
    if (next === state) return;
    const before = state;
    state = next;
    if (before.navigation.state !== next.navigation.state || before.profile.state !== next.profile.state)
      scheduleClosing();
    emit();
  }

  function changeLayout(layout: NavLayout) {
    let next: NavMenusState = { ...state, layout };
    for (const widget of WIDGETS) next = reduce(next, widget, { type: 'layoutChange' });
    publish(next, []);
  }

  function applyMeasuredLayout() {
    if (measured !== null && measured !== state.layout) changeLayout(measured);
  }

  const store: NavMenusStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(widget, action) {
      applyMeasuredLayout();
      options.beforeAction?.(widget, action);
      const next = reduce(state, widget, action);
      publish(next, !isOpen(widget, state) && isOpen(widget, next) ? [widget] : []);
    },
    closeAll() {
      let next = state;
      for (const widget of WIDGETS) next = reduce(next, widget, { type: 'otherOpened' });
      publish(next, []);
    },
    setMeasuredLayout(layout, track) {
      measured = layout;
      if (layout !== state.layout && (track || !isAtRest(state))) changeLayout(layout);
    },
    setLogin(target) {
      const now = state.login;
      if (now && now.returnTo === target.returnTo && now.origin === target.origin) return;
      publish({ ...state, login: target }, []);
    },
    setView(view) {
      if (view !== state.view) publish({ ...state, view }, []);
    },
    setOptions(next) {
      options = next;
    },
    getOptions: () => options,
    elements,
    timeouts,
    searchOpenChange: (layout) => searchOpenChange[layout],
    destroy() {
      timeouts.clearAll();
    },
  };
  return store;
}
