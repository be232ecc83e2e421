'use client';

import { FocusScope } from '@radix-ui/react-focus-scope';
import { hideOthers } from 'aria-hidden';
import { forwardRef, useCallback, useEffect, useState, type HTMLAttributes, type ReactElement } from 'react';

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
