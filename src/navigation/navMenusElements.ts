import { hasDom } from '../shared/env';
import type { MobileMenu } from './navMenusReducer';

/** The elements the menus manage focus between, registered by the prop getters' refs. */
export interface NavMenusElements {
  nav: HTMLElement | null;
  triggers: Map<string, HTMLElement>;
  panels: Map<string, HTMLElement>;
  toggles: Record<MobileMenu, HTMLElement | null>;
  menus: Record<MobileMenu, HTMLElement | null>;
  /** The mobile menus' overlays: their fade is part of a menu's exit. */
  overlays: Set<HTMLElement>;
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
    overlays: new Set(),
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
