'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { buildLoginUrl, getReturnTarget } from '../auth/loginUrl';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf } from '../i18n/catalogue';
import { hasDom } from '../shared/env';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { NAVIGATION_LIMITS } from './limits';
import { getHeaderView } from './getHeaderView';
import { navMenusStateChangeTypes, type MobileMenu, type MobileMenuState } from './navMenusReducer';
import {
  createAccountMenuPart,
  createCommonPart,
  createMobileMenuPart,
  createPanelsPart,
  createSearchPart,
} from './navMenusParts';
import {
  createNavMenusStore,
  type NavMenusState,
  type NavMenusStore,
  type NavMenusStoreOptions,
} from './navMenusStore';
import { useMediaLayout } from './useMediaLayout';
import type {
  HoverIntentOptions,
  NavMenusParts,
  NavMenusWidget,
  UseNavMenusOptions,
  UseNavMenusResult,
} from './useNavMenus.types';

const DEFAULT_HOVER: Required<HoverIntentOptions> = { openDelayMs: 150, closeDelayMs: 300 };
const EVERY_WIDGET: readonly NavMenusWidget[] = [
  'panels',
  'account',
  'navigation',
  'profile',
  'desktopSearch',
  'mobileSearch',
  'login',
];

function resolveHover(hover: UseNavMenusOptions['hoverIntent']): Required<HoverIntentOptions> | null {
  if (!hover) return null;
  return hover === true ? DEFAULT_HOVER : { ...DEFAULT_HOVER, ...hover };
}

/** What a component subscribed to `widgets` renders from: it renders again only when one of these changes. */
function selected(state: NavMenusState, widgets: readonly NavMenusWidget[], all: boolean, owner: boolean): unknown[] {
  // The owner has its own `view` (it computes it); a component that joined renders when it changes.
  const values: unknown[] = owner ? [] : [state.view];
  if (all) values.push(state.layout);
  for (const widget of widgets) {
    if (widget === 'desktopSearch' || widget === 'mobileSearch')
      values.push(state.search.openIn === (widget === 'desktopSearch' ? 'desktop' : 'mobile'));
    else if (widget === 'login') values.push(state.login);
    else if (widget === 'panels' || widget === 'account') values.push(state[widget]);
    // A drawer's dialog opens only in the mobile layout; the navigation drawer holds the login link.
    else
      values.push(
        state[widget],
        state[widget].state === 'open' && state.layout === 'mobile',
        widget === 'navigation' ? state.login : null,
      );
  }
  return values;
}

const sameValues = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The owner's options for its store: ids, timings, the login link's address. */
function useStoreOptions(options: UseNavMenusOptions<NavMenusWidget>): NavMenusStoreOptions {
  const config = useChromeConfig(pickConfig(options));
  const reactId = useId();
  const { location } = config;
  const { data, loginRedirect } = options;
  const loginPath = data ? (data.loginLink ?? data.brand.loginUrl ?? undefined) : undefined;
  return {
    stateReducers: options.stateReducers,
    closingDelayMs: options.closingDelayMs ?? NAVIGATION_LIMITS.mobileMenuClosingDelayMs,
    idBase: options.id ?? `nav-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`,
    hover: resolveHover(options.hoverIntent),
    accountMenuCloseDelayMs: options.accountMenuCloseDelayMs ?? 200,
    mainContentId: options.mainContentId ?? 'main',
    loginHref: (target) => buildLoginUrl(target?.returnTo ?? null, { loginPath, origin: target?.origin }),
    readLoginTarget: () => {
      const here = location();
      return { returnTo: getReturnTarget(here, loginRedirect), origin: here.origin };
    },
  };
}

/** The menus' `view` from the owner's options (null without data). */
function useView(options: UseNavMenusOptions<NavMenusWidget>) {
  const config = useChromeConfig(pickConfig(options));
  const { data, variant, hasSearch, queryString, aiLink } = options;
  // The page's language for the names the data left to their defaults.
  const texts = catalogueOf(config).messages.header;
  const firstName = options.user?.firstName;
  return useMemo(
    () => (data ? getHeaderView(data, { firstName }, variant, { hasSearch, queryString, aiLink, texts }) : null),
    [data, firstName, variant, hasSearch, queryString, aiLink, texts],
  );
}

/**
 * Creates the store (once) and keeps it up to date with the options: its settings, its `view`, the
 * measured layout. The owner of the menus; `useNavMenus({ store })` joins them instead.
 */
function useOwnStore(
  options: UseNavMenusOptions<NavMenusWidget>,
  joined: NavMenusStore | undefined,
): { store: NavMenusStore; view: NavMenusState['view'] } {
  const owner = joined === undefined;
  // A joining component calls the same hooks with nothing to own (the hook's order never changes).
  const storeOptions = useStoreOptions(owner ? options : {});
  const view = useView(owner ? options : {});
  const [own] = useState(() =>
    owner ? createNavMenusStore({ layout: options.initialLayout ?? 'desktop', view }, storeOptions) : undefined,
  );
  const store = joined ?? own!;
  useIsomorphicLayoutEffect(() => {
    if (!owner) return;
    store.setOptions({
      ...storeOptions,
      // The action opening the navigation menu reads the login link's address in the same event, so
      // the opening is one render (the drawer holds the login link).
      beforeAction: (widget, action) => {
        if (widget !== 'navigation' || store.getState().navigation.state !== 'closed') return;
        if (action.type === 'toggleClick' || action.type === 'functionToggle' || ('open' in action && action.open))
          store.setLogin(storeOptions.readLoginTarget());
      },
    });
    store.setView(view);
  });
  // Layout: measured after mount, so a server render and the first client render agree. With
  // `trackLayout: false` and every menu at rest it waits for the next action (the store applies it
  // first), so a phone's hydration renders nothing again either.
  const trackLayout = options.trackLayout ?? true;
  useMediaLayout((layout) => {
    if (owner) store.setMeasuredLayout(layout, trackLayout);
  });
  useEffect(() => (owner ? () => store.destroy() : undefined), [owner, store]);
  return { store, view };
}

/** Focus for a mobile menu: a closed menu gives focus back to its button; a group card takes it and gives it back. */
function useMobileMenuFocus(
  store: NavMenusStore,
  menu: MobileMenu,
  state: MobileMenuState,
  groupCard: string | null,
  on: boolean,
) {
  const previous = useRef({ state, groupCard });
  useEffect(() => {
    const was = previous.current;
    previous.current = { state, groupCard };
    if (!on || !hasDom()) return;
    const { elements } = store;
    const container = elements.menus[menu];
    const active = document.activeElement;
    const lost = active === null || active === document.body || (container !== null && container.contains(active));
    if (was.state === 'open' && state !== 'open' && lost) elements.toggles[menu]?.focus();
    if (groupCard !== null && groupCard !== was.groupCard) elements.cardBacks.get(groupCard)?.focus();
    else if (groupCard === null && was.groupCard !== null && state === 'open')
      elements.cardTriggers.get(was.groupCard)?.focus();
  }, [store, menu, state, groupCard, on]);
}

/** The desktop panel's outside press and Escape (focus back to its title), while one is open. */
function usePanelDismiss(store: NavMenusStore, activePanel: string | null) {
  useEffect(() => {
    const id = activePanel;
    if (id === null || !hasDom()) return undefined;
    const { elements } = store;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node &&
      [elements.nav, elements.triggers.get(id), elements.panels.get(id)].some((el) => el?.contains(target));
    const onPointerDown = (event: Event) => {
      if (!isInside(event.target)) store.dispatch('panels', { type: 'outsidePointerDown' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      store.dispatch('panels', { type: 'escapeKeyDown' });
      elements.triggers.get(id)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [store, activePanel]);
}

/** A hover-opened account dropdown gives focus back to where it was when it closes. */
function useAccountMenuFocus(store: NavMenusStore, open: boolean, on: boolean) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!on || !closed || !hasDom() || store.getState().account.openedBy !== 'hover') return;
    const before = store.elements.focusBeforeAccountMenu;
    if (before && before.isConnected && before !== document.body) before.focus();
  }, [store, open, on]);
}

/**
 * The header's menus (spec 2.7, 4.4), one state owner per widget: the desktop disclosure navigation
 * (`panels`: none or one open; the title toggles, a click outside, focus leaving or Escape closes,
 * Escape returns focus to the title; optional hover intent), the account dropdown (`account`: hover
 * opens, leaving closes), the mobile navigation drawer with its group card (`navigation`) and the
 * profile drawer (`profile`: closed, open, closing, with the shared closing flag cleared 500 ms after
 * a close when neither is open), and the search in each layout (`desktopSearch`, `mobileSearch`).
 * Opening one widget closes the others (the two drawers are independent); crossing 1024 px resets
 * them all. The state lives in a store outside React (`store`); a component renders again only when a
 * widget it subscribes to (`widgets`) changes, and other components join the same menus with
 * `useNavMenus({ store, widgets })`.
 *
 * @example
 * const menus = useNavMenus({ data, user, widgets: ['panels'] });
 * <button {...menus.panels.getTriggerProps(group.id)}>{group.navigationTitle}</button>
 */
export function useNavMenus<W extends NavMenusWidget = NavMenusWidget>(
  options: UseNavMenusOptions<W> = {},
): UseNavMenusResult<W> {
  const own = useOwnStore(options as UseNavMenusOptions<NavMenusWidget>, options.store);
  const { store } = own;
  const owner = options.store === undefined;
  const all = options.widgets === undefined;
  const widgets: readonly NavMenusWidget[] = options.widgets ?? EVERY_WIDGET;
  const key = widgets.join();
  const cache = useRef<{ values: unknown[]; state: NavMenusState } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const values = selected(state, widgets, all, owner);
    if (cache.current && sameValues(cache.current.values, values)) return cache.current.state;
    cache.current = { values, state };
    return state;
    // `key` stands for `widgets` (a new array of the same names each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, all, owner]);
  const state = useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);

  const has = (widget: NavMenusWidget) => widgets.includes(widget);
  usePanelDismiss(store, has('panels') ? state.panels.activePanel : null);
  useAccountMenuFocus(store, state.account.open, has('account'));
  useMobileMenuFocus(store, 'navigation', state.navigation.state, state.navigation.groupCard, has('navigation'));
  useMobileMenuFocus(store, 'profile', state.profile.state, null, has('profile'));

  const result: Partial<NavMenusParts> & ReturnType<typeof createCommonPart> = createCommonPart(store, state);
  if (owner) result.view = own.view;
  if (has('panels')) result.panels = createPanelsPart(store, state);
  if (has('account')) result.account = createAccountMenuPart(store, state);
  if (has('navigation')) result.navigation = createMobileMenuPart(store, state, 'navigation');
  if (has('profile')) result.profile = createMobileMenuPart(store, state, 'profile');
  if (has('desktopSearch')) result.desktopSearch = createSearchPart(store, state, 'desktop');
  if (has('mobileSearch')) result.mobileSearch = createSearchPart(store, state, 'mobile');
  return result as UseNavMenusResult<W>;
}

/** Each widget's action types, for its `stateReducers` entry (Downshift's `stateChangeTypes`). */
useNavMenus.stateChangeTypes = navMenusStateChangeTypes;
