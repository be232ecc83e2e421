'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useState } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
import type { MobileSearchContentProps } from './MobileSearchContent';
import { searchDialogHandlers } from './dialogHandlers';
import { SearchForm } from './SearchForm';
import { searchPanelSheet } from './panelStyles';
import { searchSheet } from './styles';

const s = searchSheet.classes;

export type SearchPopoverContentProps = MobileSearchContentProps;

/** The least room kept between the panel and the window's left edge. */
const EDGE_GAP = 16;

/**
 * Keeps the panel in the window: it hangs left from the icon's right edge, and where the icon sits
 * too far left for its width (a narrow desktop, a long header) it slides right by what is missing.
 */
function useKeepInWindow(open: boolean) {
  // The panel as state, not a ref: mounted closed ahead of time (lazyPart), the part's content appears
  // one render after `open` turns true (Radix Presence mounts it from its own layout effect), when an
  // effect on `open` alone would still see no panel and leave it where it hangs.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open || !panel) return undefined;
    const place = () => {
      panel.style.right = '';
      const { left } = panel.getBoundingClientRect();
      if (left < EDGE_GAP) panel.style.right = `${left - EDGE_GAP}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, panel]);
  return setPanel;
}

/** The desktop search panel under the header's search icon (loaded when it first opens, or on intent). */
export default function SearchPopoverContent({
  open,
  search,
  texts,
  showZip,
  inputProps,
  menuProps,
  triggerRef,
}: SearchPopoverContentProps) {
  const root = useSkinRoot([searchPanelSheet]);
  const panelRef = useKeepInWindow(open);
  const handlers = searchDialogHandlers(search, inputProps.id);
  return (
    <Dialog.Root open={open} modal={false} onOpenChange={handlers.onOpenChange}>
      {/* No portal: the panel stays beside its icon in the DOM, so it is positioned under it and Tab
          goes from the icon into the panel and on to the header's next link. */}
      {root.styles}
      <Dialog.Content
        ref={panelRef}
        {...root.props(searchPanelSheet.classes.popoverStyle)}
        aria-describedby={undefined}
        {...search.getMobileDialogProps({ 'aria-modal': false })}
        onOpenAutoFocus={handlers.onOpenAutoFocus}
        onEscapeKeyDown={handlers.onEscapeKeyDown}
        onInteractOutside={(event) => {
          // The icon toggles the panel itself (its getter closes when open): not an outside click.
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Back to the icon, unless focus went on to another control (Tab out, a click on a link or
          // a field); a click on text or on a container that only takes focus by script (tabIndex -1)
          // returns it to the icon too.
          const active = document.activeElement;
          const movedOn = active instanceof HTMLElement && active.isConnected && active.tabIndex >= 0;
          if (!movedOn || active === document.body) triggerRef.current?.focus();
        }}
      >
        <Dialog.Title className={s.visuallyHidden}>{texts.dialogTitle}</Dialog.Title>
        <SearchForm
          search={search}
          texts={texts}
          showZip={showZip}
          layout="bar"
          inputProps={inputProps}
          menuProps={menuProps}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
