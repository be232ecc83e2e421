'use client';

import { useEffect, type RefObject } from 'react';
import type { UseSearchBoxResult } from '../../../src/search';

/**
 * What the full-screen search hands Radix's Dialog: its open state is the hook's, focus goes straight
 * to the project field (so a phone's keyboard opens with the dialog), and the first Escape closes the
 * suggestions (Downshift does it) before the next one closes the dialog.
 */
export function searchDialogHandlers(search: UseSearchBoxResult, inputId: string | undefined) {
  return {
    onOpenChange: (next: boolean) => (next ? search.openMobile() : search.closeMobile()),
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      if (inputId) document.getElementById(inputId)?.focus();
    },
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (search.isOpen) event.preventDefault();
    },
  };
}

export interface DisclosurePanelOptions {
  open: boolean;
  /** The panel's element while it is in the page. */
  panel: HTMLElement | null;
  /** The project field's id: it takes focus as the panel opens. */
  inputId: string | undefined;
  /** The button that opens and closes the panel (the header's search icon). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The hook's result as of the last render (read in the listeners, so they are set up once per opening). */
  search: RefObject<UseSearchBoxResult>;
}

/**
 * The desktop search panel's keyboard and dismissal, as the WAI-ARIA disclosure pattern (not a modal
 * dialog: nothing traps Tab, the page stays available):
 * - opening moves focus to the project field;
 * - Tab and Shift+Tab follow the page's order: Shift+Tab from the project field returns to the icon
 *   (the panel stays open, and Tab goes back into it), Tab past the Search button goes on to the
 *   header's next control, and focus landing outside the panel and its icon closes it;
 * - Escape closes the suggestions first (Downshift, in the field), then the panel, from the panel or
 *   from its icon, with focus on the icon before the panel goes (so it never drops to `<body>`);
 * - a press outside the panel and its icon closes it (the icon toggles it itself).
 */
export function useDisclosurePanel({ open, panel, inputId, triggerRef, search }: DisclosurePanelOptions) {
  useEffect(() => {
    if (open && panel && inputId) document.getElementById(inputId)?.focus();
  }, [open, panel, inputId]);

  useEffect(() => {
    if (!open || !panel) return undefined;
    const ours = (target: EventTarget | null) =>
      target instanceof Node && (panel.contains(target) || Boolean(triggerRef.current?.contains(target)));
    const close = () => search.current.closeMobile();
    // Capturing, so the suggestions' state is read before Downshift's own Escape changes it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || search.current.isOpen) return;
      if (!ours(document.activeElement)) return;
      event.preventDefault();
      triggerRef.current?.focus();
      close();
    };
    const onOutside = (event: Event) => {
      if (!ours(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, panel, triggerRef, search]);
}
