'use client';

import { useEffect, useRef } from 'react';
import { hasDom } from '../shared/env';
import type { MobileMenu, NavMenusState } from './navMenusReducer';

/** The elements the menus manage focus between, registered by the prop getters' refs. */
export interface NavMenusElements {
  nav: HTMLElement | null;
  triggers: Map<string, HTMLElement>;
  panels: Map<string, HTMLElement>;
  toggles: Record<MobileMenu, HTMLElement | null>;
  menus: Record<MobileMenu, HTMLElement | null>;
  /** The mobile menus' overlay: its fade is part of a menu's exit. */
  overlay: HTMLElement | null;
  cardTriggers: Map<string, HTMLElement>;
  cardBacks: Map<string, HTMLElement>;
  /** What had focus when a hover opened the account dropdown (the dropdown takes focus on open). */
  focusBeforeAccountMenu: HTMLElement | null;
  /** True during the pointer press that pins a hover-opened account dropdown. */
  pinningAccountMenu: boolean;
  /** The account dropdown's trigger (the avatar button). */
  accountTrigger: HTMLElement | null;
  /** Set when Tab closed the account dropdown: 1 forward, -1 backward (Shift+Tab), 0 otherwise. */
  accountMenuTabbedOut: -1 | 0 | 1;
}

export function createNavMenusElements(): NavMenusElements {
  return {
    nav: null,
    triggers: new Map(),
    panels: new Map(),
    toggles: { navigation: null, profile: null },
    menus: { navigation: null, profile: null },
    overlay: null,
    cardTriggers: new Map(),
    cardBacks: new Map(),
    focusBeforeAccountMenu: null,
    pinningAccountMenu: false,
    accountTrigger: null,
    accountMenuTabbedOut: 0,
  };
}

/** A ref callback that keeps `map[key]` pointing at the mounted element. */
export function mapRef(map: Map<string, HTMLElement>, key: string) {
  return (node: HTMLElement | null) => {
    if (node) map.set(key, node);
    else if (map.get(key)) map.delete(key);
  };
}

function focusIsLost(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (container !== null && container.contains(active));
}

const MENUS: readonly MobileMenu[] = ['navigation', 'profile'];
const KEY = { navigation: 'navigationMenu', profile: 'profileMenu' } as const;

/**
 * Focus management of the mobile menus and the group card: a closed menu returns focus to its toggle
 * (when focus was inside it or lost), an opened group card moves focus to its back button, and going
 * back returns focus to the group's button, and a hover-opened account dropdown gives focus back to
 * where it was.
 */
export function useNavMenusFocus(state: NavMenusState, elements: NavMenusElements) {
  const previous = useRef({
    navigation: state.navigationMenu,
    profile: state.profileMenu,
    card: state.groupCard,
    account: state.accountMenu,
  });

  useEffect(() => {
    if (!hasDom()) return;
    for (const menu of MENUS) {
      const was = previous.current[menu];
      const now = state[KEY[menu]];
      if (was === 'open' && now !== 'open' && focusIsLost(elements.menus[menu])) elements.toggles[menu]?.focus();
    }
    const card = previous.current.card;
    if (state.groupCard !== null && state.groupCard !== card) elements.cardBacks.get(state.groupCard)?.focus();
    else if (state.groupCard === null && card !== null && state.navigationMenu === 'open') {
      elements.cardTriggers.get(card)?.focus();
    }
    if (
      previous.current.account === 'open' &&
      state.accountMenu === 'closed' &&
      state.accountMenuOpenedBy === 'hover'
    ) {
      const before = elements.focusBeforeAccountMenu;
      if (before && before.isConnected && before !== document.body) before.focus();
    }
    previous.current = {
      navigation: state.navigationMenu,
      profile: state.profileMenu,
      card: state.groupCard,
      account: state.accountMenu,
    };
  }, [state, elements]);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the element that Tab (direction 1) or Shift+Tab (-1) would reach from `from`, in document
 * order, skipping what is hidden or out of the tab order. Returns false when there is none.
 */
export function focusNextTabbable(from: HTMLElement, direction: -1 | 1): boolean {
  if (!hasDom()) return false;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el === from || (el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert], [hidden]')),
  );
  const next = all[all.indexOf(from) + direction];
  if (!next) return false;
  next.focus();
  return true;
}
