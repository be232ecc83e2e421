'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useChromeTexts } from '../../../src/i18n';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { LockingOverlay, ModalLayer } from '../modalLayer';
import { mergeStyles } from '../../theme/vars';
import { CloseIcon } from './icons';
import { menuTransitionVar, popupSheet } from './popupStyles';
import type { MobileMenuContentProps } from './MobileNavMenu';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const p = popupSheet.classes;

export interface MobileDrawerProps extends Pick<
  MobileMenuContentProps,
  'open' | 'onOpenChange' | 'triggerRef' | 'drawer'
> {
  title: ReactNode;
  closeLabel: string;
  children?: ReactNode | undefined;
}

/**
 * A slide-in drawer of the mobile header on Radix Dialog (focus trapped, Escape closes, the overlay
 * fades): its title bar with the close button, then `children`. Part of the lazily loaded code of
 * the mobile menus.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  triggerRef,
  drawer,
  title,
  closeLabel,
  children,
}: MobileDrawerProps) {
  const root = useSkinRoot([popupSheet]);
  // Portalled out of the header: marked English on its own when the texts fell back to en-US.
  const { lang } = useChromeTexts('header');
  const overlay = root.props(p.overlayStyle);
  const drawerStyle = root.props(p.drawerStyle);
  // The hook's closing delay times the slide and the fade.
  const transition = menuTransitionVar(drawer.closingDelayMs);
  const content = useRef<HTMLDivElement>(null);
  const groupCard = 'groupCard' in drawer ? drawer.groupCard : null;
  // The sheets outside the portal: in the page as soon as the part mounts closed (see `lazyPart`).
  return (
    <>
      {root.styles}
      {/* Non-modal for Radix (see ModalLayer: the same modality without restyling the whole page). */}
      <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <Dialog.Portal>
          {/* A plain element, not Radix's Overlay (see LockingOverlay). */}
          <LockingOverlay
            {...drawer.getOverlayProps()}
            open={open}
            content={content}
            className={overlay.className}
            style={mergeStyles(overlay.style, transition)}
          />
          <ModalLayer open={open}>
            <Dialog.Content
              {...drawer.getMenuProps({ ref: content })}
              lang={lang}
              aria-describedby={undefined}
              onFocusOutside={(event) => event.preventDefault()}
              onEscapeKeyDown={(event) => {
                // With a group card open, Escape is the hook's: back one level, the drawer stays.
                if (groupCard !== null) event.preventDefault();
              }}
              onCloseAutoFocus={(event) => {
                // The trigger is not a Radix Trigger (it stays out of the lazily loaded code): focus it back.
                event.preventDefault();
                triggerRef.current?.focus();
              }}
              className={drawerStyle.className}
              style={mergeStyles(drawerStyle.style, transition)}
            >
              <div className={p.drawerHeaderStyle}>
                <Dialog.Title {...drawer.getTitleProps()}>{title}</Dialog.Title>
                <Dialog.Close asChild>
                  <button type="button" aria-label={closeLabel} className={h.iconButtonStyle}>
                    <CloseIcon />
                  </button>
                </Dialog.Close>
              </div>
              {children}
            </Dialog.Content>
          </ModalLayer>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
