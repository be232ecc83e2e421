import type { UseSearchBoxResult } from '../../../src/search';

/**
 * What both search dialogs (the full-screen search and the desktop panel) hand Radix's Dialog: its
 * open state is the hook's, focus goes straight to the project field (so a phone's keyboard opens
 * with the dialog), and the first Escape closes the suggestions (Downshift does it) before the next
 * one closes the dialog.
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
