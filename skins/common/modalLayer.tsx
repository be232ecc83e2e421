'use client';

import { FocusScope } from '@radix-ui/react-focus-scope';
import { hideOthers } from 'aria-hidden';
import {
  forwardRef,
  useCallback,
  useEffect,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type RefObject,
} from 'react';
import { RemoveScroll } from 'react-remove-scroll';

const keep = (event: Event) => event.preventDefault();

interface ModalLayerProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  children: ReactElement;
}

/**
 * What makes the content of a non-modal Radix Dialog modal again, without the part of Radix's modal
 * mode that costs a phone a frame or two on each open and close: its `pointer-events: none` on
 * `<body>`, an inherited property whose change restyles the whole page. Here focus is trapped in the
 * content (Tab loops), and the rest of the page is hidden from assistive technology while it is open
 * (`aria-hidden`), as in Radix's modal mode; the pointer cannot reach the page because the skin's
 * overlay (or the full-screen dialog itself) covers it. The dialog's own focus on open and on close
 * stays Radix's (`onOpenAutoFocus`, `onCloseAutoFocus`). Its child is the `Dialog.Content`, which
 * must not be dismissed when focus leaves it (`onFocusOutside` prevented, as the modal mode does).
 * Kept for a same-run figure: Radix's modal mode opened the drawer and the search about a third slower
 * (docs/performance.md, issue 33).
 */
export const ModalLayer = forwardRef<HTMLDivElement, ModalLayerProps>(function ModalLayer(
  { open, children, ...slotProps },
  forwardedRef,
) {
  // The content mounts a render after `open` turns true (Radix's Presence): kept as state, so the
  // page is hidden once it is there.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useEffect(() => (open && content ? hideOthers(content) : undefined), [open, content]);
  // The portal's Presence reads the content's animations through this ref: passed on to it.
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setContent(node);
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  return (
    <FocusScope {...slotProps} asChild loop trapped={open} ref={ref} onMountAutoFocus={keep} onUnmountAutoFocus={keep}>
      {children}
    </FocusScope>
  );
});

export interface LockingOverlayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** While true, the page does not scroll under the dialog. */
  open: boolean;
  /** The dialog's content, which keeps scrolling. */
  content: RefObject<HTMLElement | null>;
}

/**
 * The overlay under a drawer or the full-screen search, locking the page's scrolling while `open` as
 * Radix's Overlay does it (RemoveScroll, with the content as a shard) but without its scroll-bar
 * part: wheel and touch moves outside the content are cancelled, which holds on iOS Safari (where
 * `overflow: hidden` on <body> does not), and nothing on <body> changes, so opening and closing
 * restyle no page (react-remove-scroll-bar's custom property and margins on <body> did).
 */
export const LockingOverlay = forwardRef<HTMLDivElement, LockingOverlayProps>(function LockingOverlay(
  { open, content, ...props },
  ref,
) {
  return (
    <RemoveScroll ref={ref} enabled={open} forwardProps allowPinchZoom removeScrollBar={false} shards={[content]}>
      <div {...props} />
    </RemoveScroll>
  );
});
