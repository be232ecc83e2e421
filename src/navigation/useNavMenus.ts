'use client';

import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { buildLoginUrl, getReturnTarget } from '../auth/loginUrl';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf } from '../i18n/catalogue';
import { NAVIGATION_LIMITS } from './limits';
import { hasDom } from '../shared/env';
import { getHeaderView } from './getHeaderView';
import { createNavMenusGetters } from './navMenusGetters';
import {
  getInitialNavMenusState,
  navMenusReducer,
  type MobileMenu,
  type NavLayout,
  type NavMenusAction,
  type NavMenusState,
} from './navMenusReducer';
import { useMediaLayout } from './useMediaLayout';
import { createNavMenusElements, useNavMenusFocus, type NavMenusElements } from './useNavMenusFocus';
import type { HoverIntentOptions, UseNavMenusOptions, UseNavMenusResult } from './useNavMenus.types';
import { useScrollLock } from './useScrollLock';
import { useTimeouts } from './utils/useTimeouts';

const DEFAULT_HOVER: Required<HoverIntentOptions> = { openDelayMs: 150, closeDelayMs: 300 };

function resolveHover(hover: UseNavMenusOptions['hoverIntent']): Required<HoverIntentOptions> | null {
  if (!hover) return null;
  return hover === true ? DEFAULT_HOVER : { ...DEFAULT_HOVER, ...hover };
}

/** The animations and transitions still running on the mobile menus and the overlay (Web Animations API). */
function runningExits(elements: NavMenusElements): Animation[] {
  return [elements.menus.navigation, elements.menus.profile, elements.overlay].flatMap(
    (el) => el?.getAnimations?.().filter((animation) => animation.playState === 'running') ?? [],
  );
}

/** Every menu closed and nothing remembered: a layout change would change nothing. */
function isAtRest(state: NavMenusState): boolean {
  const initial = getInitialNavMenusState(state.layout);
  return (Object.keys(initial) as Array<keyof NavMenusState>).every((key) => state[key] === initial[key]);
}

/**
 * The header's menus (spec 2.7, 4.4): desktop panels (none or one open; the title toggles, a click
 * outside, focus leaving or Escape closes, Escape returns focus to the title; optional hover intent),
 * the mobile navigation and profile menus (closed, open, closing; the closing flag is cleared 500 ms
 * after a close when neither is open), the overlay and scroll lock, the group card, the full-screen
 * search, the account dropdown (hover opens, leaving closes, click/keyboard/touch through
 * `getAccountMenuProps`), the 1024 px breakpoint (measured after mount; crossing it resets every
 * menu) and who sees what (`view`).
 *
 * @example
 * const menus = useNavMenus({ data, user });
 * <button {...menus.getPanelTriggerProps(group.id)}>{group.navigationTitle}</button>
 */
export function useNavMenus(options: UseNavMenusOptions = {}): UseNavMenusResult {
  const config = useChromeConfig(pickConfig(options));
  const reactId = useId();
  const idBase = options.id ?? `nav-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const reducer = useCallback((state: NavMenusState, action: NavMenusAction) => {
    const changes = navMenusReducer(state, action);
    const override = latestOptions.current.stateReducer;
    return override ? override(state, { ...action, changes }) : changes;
  }, []);
  const [state, dispatchNow] = useReducer(reducer, options.initialLayout ?? 'desktop', getInitialNavMenusState);
  const latestState = useRef(state);
  latestState.current = state;
  const current = useCallback(() => latestState.current, []);
  const timeouts = useTimeouts();
  const [elements] = useState(createNavMenusElements);

  // Layout: measured after mount, so a server render and the first client render agree. Dispatched
  // only when it differs from the state's: on a desktop viewport mounting renders nothing again. With
  // `trackLayout: false` and every menu at rest it waits for the next action (`dispatch` applies it
  // first), so a phone's hydration renders nothing again either.
  const trackLayout = options.trackLayout ?? true;
  const measuredLayout = useRef<NavLayout | null>(null);
  useMediaLayout((layout) => {
    measuredLayout.current = layout;
    const now = latestState.current;
    if (layout === now.layout || (!trackLayout && isAtRest(now))) return;
    dispatchNow({ type: 'layoutChange', layout });
  });
  // Runs before each action (set below, once the login link's helpers are there).
  const beforeAction = useRef<(action: NavMenusAction) => void>(() => undefined);
  const dispatch = useCallback((action: NavMenusAction) => {
    const measured = measuredLayout.current;
    if (measured !== null && measured !== latestState.current.layout)
      dispatchNow({ type: 'layoutChange', layout: measured });
    beforeAction.current(action);
    dispatchNow(action);
  }, []);

  // The closing flag: cleared `closingDelayMs` after a close, if neither menu is open by then, and
  // never while the exit is still on screen. A skin's slide and fade last `closingDelayMs`, but on a
  // slow phone they start a frame or more after the close: clearing the flag then would switch the
  // panel's styles mid-exit, and an exit that never ends leaves the panel painted over the page. So
  // when the delay is up, the flag waits for the exit animations still running on the menus and the
  // overlay (their real end), at most one more `closingDelayMs`.
  const closingDelayMs = options.closingDelayMs ?? NAVIGATION_LIMITS.mobileMenuClosingDelayMs;
  const isClosing = state.navigationMenu === 'closing' || state.profileMenu === 'closing';
  const closingRun = useRef(0);
  useEffect(() => {
    if (!isClosing) return;
    const run = (closingRun.current += 1);
    const end = () => {
      if (closingRun.current !== run) return;
      timeouts.clear('closing');
      dispatch({ type: 'closingTimerEnd' });
    };
    timeouts.set(
      'closing',
      () => {
        const exits = runningExits(elements);
        if (exits.length === 0) return end();
        timeouts.set('closing', end, closingDelayMs);
        // Settled either way: finished, or cancelled because the element left the page.
        void Promise.allSettled(exits.map((animation) => animation.finished)).then(end);
      },
      closingDelayMs,
    );
  }, [isClosing, state.navigationMenu, state.profileMenu, closingDelayMs, timeouts, dispatch, elements]);

  const isMobileMenuOpen = state.navigationMenu === 'open' || state.profileMenu === 'open';
  useScrollLock((options.lockScroll ?? true) && state.layout === 'mobile' && isMobileMenuOpen);
  useNavMenusFocus(state, elements);

  // An open desktop panel closes on a pointer down outside it and on Escape (focus back to its title).
  useEffect(() => {
    const id = state.activePanel;
    if (id === null || !hasDom()) return undefined;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node &&
      [elements.nav, elements.triggers.get(id), elements.panels.get(id)].some((el) => el?.contains(target));
    const onPointerDown = (event: Event) => {
      if (!isInside(event.target)) dispatch({ type: 'outsidePointerDown' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'panelEscapeKeyDown' });
      elements.triggers.get(id)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state.activePanel, elements, dispatch]);

  // The login link's return address (the server cannot know the hash). Read on intent, not after
  // mount, so hydration is not followed by a commit: pointing at or focusing the link, activating it
  // (its `href` is brought up to date in the DOM before the browser follows it), and opening the
  // mobile menu that holds it.
  const [loginTarget, setLoginTarget] = useState<{ returnTo: string; origin: string } | null>(null);
  const { location } = config;
  const loginRedirect = options.loginRedirect;
  const readLoginTarget = useCallback(() => {
    const here = location();
    return { returnTo: getReturnTarget(here, loginRedirect), origin: here.origin };
  }, [location, loginRedirect]);
  const latestLoginTarget = useRef(loginTarget);
  latestLoginTarget.current = loginTarget;
  const refreshLoginTarget = useCallback(() => {
    const next = readLoginTarget();
    const prev = latestLoginTarget.current;
    if (prev && prev.returnTo === next.returnTo && prev.origin === next.origin) return prev;
    latestLoginTarget.current = next;
    setLoginTarget(next);
    return next;
  }, [readLoginTarget]);
  // The action opening the mobile menu reads it in the same event, so the opening is one render (an
  // effect after it would render the whole header a second time while the drawer slides in).
  beforeAction.current = (action) => {
    const now = latestState.current;
    if (now.navigationMenu === 'closed' && navMenusReducer(now, action).navigationMenu !== 'closed')
      refreshLoginTarget();
  };
  const navigationMenuOpen = state.navigationMenu !== 'closed';
  useEffect(() => {
    if (navigationMenuOpen) refreshLoginTarget();
  }, [navigationMenuOpen, refreshLoginTarget]);

  const { data, variant, hasSearch, queryString, aiLink } = options;
  // The page's language for the names the data left to their defaults.
  const texts = catalogueOf(config).messages.header;
  const firstName = options.user?.firstName;
  const view = useMemo(
    () =>
      data
        ? getHeaderView(data, { firstName }, variant, {
            hasSearch,
            queryString,
            aiLink,
            loginReturnTo: loginTarget?.returnTo ?? null,
            origin: loginTarget?.origin,
            texts,
          })
        : null,
    [data, firstName, variant, hasSearch, queryString, aiLink, loginTarget, texts],
  );

  const loginPath = data ? (data.loginLink ?? data.brand.loginUrl ?? undefined) : undefined;
  const loginHrefFor = (target: { returnTo: string; origin: string } | null) =>
    buildLoginUrl(target?.returnTo ?? null, { loginPath, origin: target?.origin });

  const searchOpenChange = useCallback((open: boolean) => dispatch({ type: 'searchOpenChange', open }), [dispatch]);
  const getters = createNavMenusGetters({
    searchOpenChange,
    state,
    current,
    dispatch,
    timeouts,
    elements,
    idBase,
    hover: resolveHover(options.hoverIntent),
    accountMenuCloseDelayMs: options.accountMenuCloseDelayMs ?? 200,
    mainContentId: options.mainContentId ?? 'main',
    loginHref: loginHrefFor(loginTarget),
    prepareLoginLink: (link) => {
      const href = loginHrefFor(refreshLoginTarget());
      if (link.getAttribute('href') !== href) link.setAttribute('href', href);
    },
  });

  const actions = useMemo(
    () => ({
      openPanel: (id: string) => dispatch({ type: 'functionOpenPanel', id }),
      closePanel: () => dispatch({ type: 'functionClosePanel' }),
      openMobileMenu: (menu: MobileMenu) => dispatch({ type: 'functionSetMobileMenuOpen', menu, open: true }),
      closeMobileMenu: (menu: MobileMenu) => dispatch({ type: 'functionSetMobileMenuOpen', menu, open: false }),
      toggleMobileMenu: (menu: MobileMenu) => dispatch({ type: 'mobileMenuToggleClick', menu }),
      openGroupCard: (id: string) => dispatch({ type: 'functionOpenGroupCard', id }),
      backFromGroupCard: () => dispatch({ type: 'functionBackFromGroupCard' }),
      closeGroupCard: () => dispatch({ type: 'functionCloseGroupCard' }),
      setSearchOpen: (open: boolean) => dispatch({ type: 'functionSetSearchOpen', open }),
      setAccountMenuOpen: (open: boolean) => dispatch({ type: 'functionSetAccountMenuOpen', open }),
      closeAll: () => dispatch({ type: 'functionCloseAll' }),
    }),
    [dispatch],
  );

  return {
    // prop getters
    ...getters,
    // actions
    ...actions,
    // state
    layout: state.layout,
    activePanel: state.activePanel,
    panelOpenedBy: state.panelOpenedBy,
    navigationMenu: state.navigationMenu,
    profileMenu: state.profileMenu,
    isClosing,
    isMobileMenuOpen,
    closingDelayMs,
    groupCard: state.groupCard,
    search: state.search,
    accountMenu: state.accountMenu,
    accountMenuOpenedBy: state.accountMenuOpenedBy,
    view,
  };
}
