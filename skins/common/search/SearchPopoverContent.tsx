'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
import type { MobileSearchContentProps } from './MobileSearchContent';
import { useDisclosurePanel } from './dialogHandlers';
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
function useKeepInWindow(open: boolean, panel: HTMLDivElement | null) {
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
}

/**
 * The desktop search panel under the header's search icon (loaded when it first opens, or on intent).
 * A non-modal, disclosure-like panel (see `useDisclosurePanel`): no focus trap, Tab and Shift+Tab
 * follow the page's order from the icon through the panel to the header's next control.
 */
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
  const titleId = useId();
  // The panel as state, not a ref: mounted closed ahead of time (lazyPart), its effects run when it
  // attaches, whichever render that is.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useKeepInWindow(open, panel);
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  });
  useDisclosurePanel({ open, panel, inputId: inputProps.id, triggerRef, search: latest });
  // Whether it was open: a close returns focus to the icon when nothing else took it.
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed) return returnFocus(triggerRef.current);
    return undefined;
  }, [open, triggerRef]);
  return (
    <>
      {root.styles}
      {/* No portal: the panel follows its icon in the DOM, so it is positioned under it and Tab goes
          from the icon into the panel and on to the header's next control. */}
      {open && (
        <div
          ref={setPanel}
          {...root.props(searchPanelSheet.classes.popoverStyle)}
          {...search.getMobileDialogProps({ 'aria-modal': false, 'aria-labelledby': titleId })}
          // A click on the panel's padding keeps focus in it (never on <body>); not a Tab stop.
          tabIndex={-1}
          data-state="open"
        >
          <h2 id={titleId} className={s.visuallyHidden}>
            {texts.dialogTitle}
          </h2>
          <SearchForm
            search={search}
            texts={texts}
            showZip={showZip}
            layout="bar"
            inputProps={inputProps}
            menuProps={menuProps}
          />
        </div>
      )}
    </>
  );
}

/**
 * After the panel closed: focus back on the icon, unless focus went on to another control (Tab out, a
 * click on a link or a field). A click on text, or on a container that takes focus only by script
 * (tabIndex -1), returns it to the icon too. Run after the click that closed it has moved focus.
 */
function returnFocus(trigger: HTMLButtonElement | null) {
  const timer = setTimeout(() => {
    const active = document.activeElement;
    const movedOn = active instanceof HTMLElement && active.isConnected && active.tabIndex >= 0;
    if (!movedOn || active === document.body) trigger?.focus();
  }, 0);
  return () => clearTimeout(timer);
}
