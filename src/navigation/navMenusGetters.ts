'use client';

import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { hasDom } from '../shared/env';
import { mergeProps } from '../shared/propGetters';
import { createMobileGetters } from './mobileMenuGetters';
import type { NavMenusGetterContext } from './navMenusGetterContext';
import { navMenusIds } from './navMenusIds';
import { focusNextTabbable, mapRef } from './useNavMenusFocus';
import type { UseNavMenusResult } from './useNavMenus.types';

/** Every prop getter of `useNavMenus`. */
export type UseNavMenusGetters = DesktopGetters & ReturnType<typeof createMobileGetters>;

type DesktopGetters = Pick<
  UseNavMenusResult,
  | 'getSkipLinkProps'
  | 'getDesktopNavProps'
  | 'getPanelTriggerProps'
  | 'getPanelProps'
  | 'getAccountMenuProps'
  | 'getAccountMenuTriggerProps'
  | 'getAccountMenuContentProps'
  | 'getLoginLinkProps'
>;

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

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

/** The prop getters of `useNavMenus`, built from its state and helpers. */
export function createNavMenusGetters(ctx: NavMenusGetterContext): UseNavMenusGetters {
  return { ...createDesktopGetters(ctx), ...createMobileGetters(ctx) };
}

function createDesktopGetters(ctx: NavMenusGetterContext): DesktopGetters {
  const { state, dispatch, timeouts, elements, idBase, hover } = ctx;
  const ids = navMenusIds(idBase);
  const closePanelAfterHover = () => {
    if (!hover) return;
    timeouts.clear('panelOpen');
    timeouts.set('panelClose', () => dispatch({ type: 'panelHoverClose' }), hover.closeDelayMs);
  };
  const closeAccountAfterLeave = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    timeouts.set('account', () => dispatch({ type: 'accountMenuPointerLeaveTimeout' }), ctx.accountMenuCloseDelayMs);
  };
  const keepAccountOpen = (event: PointerEvent) => {
    if (isMouse(event)) timeouts.clear('account');
  };

  return {
    getSkipLinkProps: (user) =>
      mergeProps({ href: `#${ctx.mainContentId}`, onClick: () => focusTarget(ctx.mainContentId) }, user),

    getDesktopNavProps: (user) =>
      mergeProps(
        {
          ref: (node: HTMLElement | null) => {
            elements.nav = node;
          },
          onBlur: (event: FocusEvent<HTMLElement>) => {
            const next = event.relatedTarget;
            if (ctx.current().activePanel === null || !(next instanceof Node)) return;
            if (elements.nav && !elements.nav.contains(next)) dispatch({ type: 'navFocusOut' });
          },
        },
        user,
      ),

    getPanelTriggerProps: (id, user) => {
      const open = state.activePanel === id;
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
            dispatch({ type: 'panelTriggerClick', id });
          },
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            if (!hover || !isMouse(event)) return;
            timeouts.clear('panelClose');
            if (ctx.current().activePanel === id) return;
            timeouts.set('panelOpen', () => dispatch({ type: 'panelTriggerHoverOpen', id }), hover.openDelayMs);
          },
          onPointerLeave: (event: PointerEvent<HTMLElement>) => {
            if (isMouse(event)) closePanelAfterHover();
          },
          ref: mapRef(elements.triggers, id),
        },
        user,
      );
    },

    getPanelProps: (id, user) => {
      const open = state.activePanel === id;
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
            if (isMouse(event)) closePanelAfterHover();
          },
          ref: mapRef(elements.panels, id),
        },
        user,
      );
    },

    getAccountMenuProps: () => ({
      open: state.accountMenu === 'open',
      onOpenChange: (open: boolean) => {
        // The press that pins a hover-opened menu also reaches the menu's outside-press handling.
        if (!open && elements.pinningAccountMenu) return;
        timeouts.clear('account');
        dispatch({ type: 'accountMenuOpenChange', open });
      },
    }),

    getAccountMenuTriggerProps: (user) =>
      mergeProps(
        {
          ref: (node: HTMLElement | null) => {
            elements.accountTrigger = node;
          },
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            if (!isMouse(event)) return;
            timeouts.clear('account');
            if (ctx.current().accountMenu === 'closed' && hasDom()) {
              const active = document.activeElement;
              elements.focusBeforeAccountMenu = active instanceof HTMLElement ? active : null;
            }
            dispatch({ type: 'accountMenuPointerEnter' });
          },
          onPointerLeave: closeAccountAfterLeave,
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            const now = ctx.current();
            if (!isMouse(event) || event.button !== 0) return;
            if (now.accountMenu === 'open' && now.accountMenuOpenedBy === 'hover') {
              // Keep the hover-opened menu open: the click pins it rather than toggling it closed.
              event.preventDefault();
              elements.pinningAccountMenu = true;
              timeouts.set('pin', () => (elements.pinningAccountMenu = false), 0);
              dispatch({ type: 'accountMenuTriggerPointerDown' });
            }
          },
        },
        user,
      ),

    getAccountMenuContentProps: (user) =>
      mergeProps(
        {
          onPointerEnter: keepAccountOpen,
          onPointerLeave: closeAccountAfterLeave,
          // Menu button pattern: Tab (or Shift+Tab) closes the menu and moves on from its button,
          // where a menu library would keep focus inside.
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            elements.accountMenuTabbedOut = event.shiftKey ? -1 : 1;
            timeouts.clear('account');
            dispatch({ type: 'accountMenuOpenChange', open: false });
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

    getLoginLinkProps: (user) =>
      mergeProps(
        {
          href: ctx.loginHref,
          onPointerEnter: (event: { currentTarget: HTMLAnchorElement }) => ctx.prepareLoginLink(event.currentTarget),
          onFocus: (event: { currentTarget: HTMLAnchorElement }) => ctx.prepareLoginLink(event.currentTarget),
          // Before the browser follows the link, whatever activated it.
          onClick: (event: { currentTarget: HTMLAnchorElement }) => ctx.prepareLoginLink(event.currentTarget),
        },
        user,
      ),
  };
}
