'use client';

import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { hasDom } from '../shared/env';
import { mergeProps } from '../shared/propGetters';
import { focusNextTabbable, mapRef } from './navMenusElements';
import { navMenusIds } from './navMenusIds';
import type { MobileMenu, NavLayout } from './navMenusReducer';
import type { NavMenusState, NavMenusStore } from './navMenusStore';
import type {
  AccountMenuPart,
  ButtonProps,
  MobileMenuPart,
  NavigationMenuPart,
  NavMenusCommon,
  NavPanelsPart,
  SearchDialogPart,
  UserProps,
} from './useNavMenus.types';

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/*
 * Each widget's part (state, prop getters, actions) from the store and the state a component
 * rendered with. A part reads and dispatches to its own widget only; the store's coordinator does
 * what crosses widgets.
 */

/** Moves focus to the skip link's target, making it focusable for the moment when it is not. */
function focusTarget(id: string) {
  if (!hasDom()) return;
  const target = document.getElementById(id);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

/** What every `useNavMenus` returns: the store, the skip and login links, `closeAll`. */
export function createCommonPart(store: NavMenusStore, state: NavMenusState): NavMenusCommon {
  const options = store.getOptions();
  const prepareLoginLink = (link: HTMLAnchorElement) => {
    const target = options.readLoginTarget();
    store.setLogin(target);
    const href = options.loginHref(target);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  const onLoginIntent = (event: { currentTarget: HTMLAnchorElement }) => prepareLoginLink(event.currentTarget);
  return {
    store,
    layout: state.layout,
    view: state.view,
    getSkipLinkProps: <P extends UserProps = object>(user?: P) =>
      mergeProps({ href: `#${options.mainContentId}`, onClick: () => focusTarget(options.mainContentId) }, user),
    // Pointing at or focusing the link, and activating it (before the browser follows it).
    getLoginLinkProps: <P extends UserProps = object>(user?: P) =>
      mergeProps(
        {
          href: options.loginHref(state.login),
          onPointerEnter: onLoginIntent,
          onFocus: onLoginIntent,
          onClick: onLoginIntent,
        },
        user,
      ),
    closeAll: store.closeAll,
  };
}

export function createPanelsPart(store: NavMenusStore, state: NavMenusState): NavPanelsPart {
  const { elements, timeouts } = store;
  const { hover, idBase } = store.getOptions();
  const ids = navMenusIds(idBase);
  const { activePanel, openedBy } = state.panels;
  const dispatch = (action: Parameters<typeof store.dispatch<'panels'>>[1]) => store.dispatch('panels', action);
  const closeAfterHover = () => {
    if (!hover) return;
    timeouts.clear('panelOpen');
    timeouts.set('panelClose', () => dispatch({ type: 'hoverClose' }), hover.closeDelayMs);
  };
  return {
    activePanel,
    openedBy,
    getNavProps: (user) =>
      mergeProps(
        {
          ref: (node: HTMLElement | null) => {
            elements.nav = node;
          },
          onBlur: (event: FocusEvent<HTMLElement>) => {
            const next = event.relatedTarget;
            if (store.getState().panels.activePanel === null || !(next instanceof Node)) return;
            if (elements.nav && !elements.nav.contains(next)) dispatch({ type: 'navFocusOut' });
          },
        },
        user,
      ),
    getTriggerProps: (id, user) => {
      const open = activePanel === id;
      return mergeProps(
        {
          id: ids.trigger(id),
          type: 'button' as const,
          'aria-expanded': open,
          'aria-controls': ids.panel(id),
          'data-state': open ? ('open' as const) : ('closed' as const),
          onClick: () => {
            timeouts.clear('panelOpen');
            timeouts.clear('panelClose');
            dispatch({ type: 'triggerClick', id });
          },
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            if (!hover || !isMouse(event)) return;
            timeouts.clear('panelClose');
            if (store.getState().panels.activePanel === id) return;
            timeouts.set('panelOpen', () => dispatch({ type: 'triggerHoverOpen', id }), hover.openDelayMs);
          },
          onPointerLeave: (event: PointerEvent<HTMLElement>) => {
            if (isMouse(event)) closeAfterHover();
          },
          ref: mapRef(elements.triggers, id),
        },
        user,
      );
    },
    getPanelProps: (id, user) => {
      const open = activePanel === id;
      return mergeProps(
        {
          id: ids.panel(id),
          role: 'region' as const,
          'aria-labelledby': ids.trigger(id),
          hidden: !open,
          'data-state': open ? ('open' as const) : ('closed' as const),
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            if (hover && isMouse(event)) timeouts.clear('panelClose');
          },
          onPointerLeave: (event: PointerEvent<HTMLElement>) => {
            if (isMouse(event)) closeAfterHover();
          },
          ref: mapRef(elements.panels, id),
        },
        user,
      );
    },
    open: (id) => dispatch({ type: 'functionOpen', id }),
    close: () => dispatch({ type: 'functionClose' }),
  };
}

export function createAccountMenuPart(store: NavMenusStore, state: NavMenusState): AccountMenuPart {
  const { elements, timeouts } = store;
  const { accountMenuCloseDelayMs } = store.getOptions();
  const { open: isOpen, openedBy } = state.account;
  const dispatch = (action: Parameters<typeof store.dispatch<'account'>>[1]) => store.dispatch('account', action);
  const closeAfterLeave = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    timeouts.set('account', () => dispatch({ type: 'pointerLeaveTimeout' }), accountMenuCloseDelayMs);
  };
  const keepOpen = (event: PointerEvent) => {
    if (isMouse(event)) timeouts.clear('account');
  };
  return {
    isOpen,
    openedBy,
    getRootProps: () => ({
      open: isOpen,
      onOpenChange: (open: boolean) => {
        // The press that pins a hover-opened menu also reaches the menu's outside-press handling.
        if (!open && elements.pinningAccountMenu) return;
        timeouts.clear('account');
        dispatch({ type: 'openChange', open });
      },
    }),
    getTriggerProps: (user) =>
      mergeProps(
        {
          ref: (node: HTMLElement | null) => {
            elements.accountTrigger = node;
          },
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            if (!isMouse(event)) return;
            timeouts.clear('account');
            if (!store.getState().account.open && hasDom()) {
              const active = document.activeElement;
              elements.focusBeforeAccountMenu = active instanceof HTMLElement ? active : null;
            }
            dispatch({ type: 'pointerEnter' });
          },
          onPointerLeave: closeAfterLeave,
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            const now = store.getState().account;
            if (!isMouse(event) || event.button !== 0) return;
            if (now.open && now.openedBy === 'hover') {
              // Keep the hover-opened menu open: the click pins it rather than toggling it closed.
              event.preventDefault();
              elements.pinningAccountMenu = true;
              timeouts.set('pin', () => (elements.pinningAccountMenu = false), 0);
              dispatch({ type: 'triggerPointerDown' });
            }
          },
        },
        user,
      ),
    getContentProps: (user) =>
      mergeProps(
        {
          onPointerEnter: keepOpen,
          onPointerLeave: closeAfterLeave,
          // Menu button pattern: Tab (or Shift+Tab) closes the menu and moves on from its button,
          // where a menu library would keep focus inside.
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            elements.accountMenuTabbedOut = event.shiftKey ? -1 : 1;
            timeouts.clear('account');
            dispatch({ type: 'openChange', open: false });
          },
          // Radix's CloseAutoFocus: after a Tab, focus goes past the button instead of back to it.
          onCloseAutoFocus: (event: Event) => {
            const direction = elements.accountMenuTabbedOut;
            elements.accountMenuTabbedOut = 0;
            const trigger = elements.accountTrigger;
            if (!direction || !trigger) return;
            event.preventDefault();
            if (!focusNextTabbable(trigger, direction)) trigger.focus();
          },
        },
        user,
      ),
    setOpen: (open) => dispatch({ type: 'functionSetOpen', open }),
  };
}

export function createMobileMenuPart(store: NavMenusStore, state: NavMenusState, menu: 'profile'): MobileMenuPart;
export function createMobileMenuPart(
  store: NavMenusStore,
  state: NavMenusState,
  menu: 'navigation',
): NavigationMenuPart;
export function createMobileMenuPart(
  store: NavMenusStore,
  state: NavMenusState,
  menu: MobileMenu,
): MobileMenuPart | NavigationMenuPart {
  const { elements } = store;
  const { idBase, closingDelayMs } = store.getOptions();
  const ids = navMenusIds(idBase);
  const own = state[menu];
  const dispatch = (action: Parameters<typeof store.dispatch<'navigation'>>[1]) => store.dispatch(menu, action);
  const base: MobileMenuPart = {
    state: own.state,
    isOpen: own.state === 'open',
    closingDelayMs,
    getToggleProps: (user) =>
      mergeProps(
        {
          id: ids.toggle(menu),
          type: 'button' as const,
          'aria-expanded': own.state === 'open',
          'aria-controls': ids.menu(menu),
          'aria-haspopup': 'dialog' as const,
          'data-state': own.state,
          onClick: () => dispatch({ type: 'toggleClick' }),
          ref: (node: HTMLElement | null) => {
            elements.toggles[menu] = node;
          },
        },
        user,
      ),
    getDialogProps: () => ({
      open: own.state === 'open' && state.layout === 'mobile',
      onOpenChange: (open: boolean) => dispatch({ type: 'openChange', open }),
    }),
    getMenuProps: (user) =>
      mergeProps(
        {
          id: ids.menu(menu),
          role: 'dialog' as const,
          'aria-modal': true as const,
          'aria-labelledby': ids.title(menu),
          'data-state': own.state,
          hidden: own.state === 'closed',
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Escape') return;
            if (store.getState()[menu].groupCard !== null) {
              // A group card is a nested level: Escape goes back to the groupings, as its Back button does.
              event.stopPropagation();
              dispatch({ type: 'groupCardBackClick' });
            } else dispatch({ type: 'escapeKeyDown' });
          },
          ref: (node: HTMLElement | null) => {
            elements.menus[menu] = node;
          },
        },
        user,
      ),
    getTitleProps: () => ({ id: ids.title(menu) }),
    getOverlayProps: (user) => {
      let mounted: HTMLElement | null = null;
      return mergeProps(
        {
          'aria-hidden': true as const,
          'data-state': own.state,
          hidden: own.state === 'closed',
          onClick: () => dispatch({ type: 'overlayClick' }),
          ref: (node: HTMLElement | null) => {
            if (node) elements.overlays.add((mounted = node));
            else if (mounted) elements.overlays.delete(mounted);
          },
        },
        user,
      );
    },
    setOpen: (open) => dispatch({ type: 'functionSetOpen', open }),
    toggle: () => dispatch({ type: 'functionToggle' }),
  };
  if (menu === 'profile') return base;
  const { groupCard } = own;
  return {
    ...base,
    groupCard,
    getGroupListProps: (user) => mergeProps({ hidden: groupCard !== null }, user),
    getGroupCardTriggerProps: (id, user) =>
      mergeProps(
        {
          id: ids.cardTrigger(id),
          type: 'button' as const,
          'aria-expanded': groupCard === id,
          'aria-controls': ids.card(id),
          onClick: () => dispatch({ type: 'groupCardTriggerClick', id }),
          ref: mapRef(elements.cardTriggers, id),
        },
        user,
      ),
    getGroupCardProps: (id, user) =>
      mergeProps(
        {
          id: ids.card(id),
          role: 'region' as const,
          'aria-labelledby': ids.cardTrigger(id),
          hidden: groupCard !== id,
          'data-state': groupCard === id ? ('open' as const) : ('closed' as const),
        },
        user,
      ),
    getGroupCardBackProps: (id, user) =>
      mergeProps(
        {
          type: 'button' as const,
          // Focus lands here when the card opens: the card's title (its grouping's name) is read with it.
          'aria-describedby': ids.cardTrigger(id),
          onClick: () => dispatch({ type: 'groupCardBackClick' }),
          ref: mapRef(elements.cardBacks, id),
        },
        user,
      ),
    getGroupCardCloseProps: <P extends UserProps = object>(user?: P) =>
      mergeProps<ButtonProps, P>({ type: 'button', onClick: () => dispatch({ type: 'groupCardCloseClick' }) }, user),
    openGroupCard: (id) => dispatch({ type: 'functionOpenGroupCard', id }),
    backFromGroupCard: () => dispatch({ type: 'functionBackFromGroupCard' }),
    closeGroupCard: () => dispatch({ type: 'functionCloseGroupCard' }),
  };
}

/** One layout's search: open only when the search was opened in that layout. */
export function createSearchPart(store: NavMenusStore, state: NavMenusState, layout: NavLayout): SearchDialogPart {
  const isOpen = state.search.openIn === layout;
  const setOpen = (open: boolean) => store.dispatch('search', { type: 'functionSetOpen', open, layout });
  return {
    isOpen,
    getDialogProps: () => ({ open: isOpen, onOpenChange: store.searchOpenChange(layout) }),
    setOpen,
  };
}
