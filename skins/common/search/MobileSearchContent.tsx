'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { LockingOverlay, ModalLayer } from '../modalLayer';
import { searchDialogHandlers } from './dialogHandlers';
import { BackArrowIcon } from './icons';
import type { MobileSearchProps } from './MobileSearch';
import { SearchForm } from './SearchForm';
import { searchPanelSheet } from './panelStyles';
import { searchSheet } from './styles';

const s = searchSheet.classes;
const d = searchPanelSheet.classes;

export interface MobileSearchContentProps extends Omit<MobileSearchProps, 'showTrigger' | 'className'> {
  open: boolean;
  /** The search icon button, which gets focus back on close (when there is one). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The full-screen search dialog (loaded when it first opens, or on intent). */
export default function MobileSearchContent({
  open,
  search,
  texts,
  showZip,
  inputProps,
  menuProps,
  triggerRef,
}: MobileSearchContentProps) {
  const root = useSkinRoot([searchPanelSheet]);
  const handlers = searchDialogHandlers(search, inputProps.id);
  const content = useRef<HTMLDivElement>(null);
  // The sheets outside the portal: in the page as soon as the part mounts closed (see `lazyPart`).
  return (
    <>
      {root.styles}
      {/* Non-modal for Radix (see ModalLayer: the same modality without restyling the whole page). */}
      <Dialog.Root open={open} onOpenChange={handlers.onOpenChange} modal={false}>
        <Dialog.Portal>
          {/* A plain element, not Radix's Overlay (see LockingOverlay). */}
          <LockingOverlay {...root.props(d.overlayStyle)} open={open} content={content} />
          <ModalLayer open={open}>
            <Dialog.Content
              ref={content}
              {...root.props(d.dialogStyle)}
              aria-describedby={undefined}
              onFocusOutside={(event) => event.preventDefault()}
              {...search.getMobileDialogProps()}
              onOpenAutoFocus={handlers.onOpenAutoFocus}
              onEscapeKeyDown={handlers.onEscapeKeyDown}
              onCloseAutoFocus={(event) => {
                if (!triggerRef.current) return;
                event.preventDefault();
                triggerRef.current.focus();
              }}
            >
              <div className={d.dialogHeaderStyle}>
                <button className={s.iconButtonStyle} {...search.getBackButtonProps({ 'aria-label': texts.back })}>
                  <BackArrowIcon />
                </button>
                <Dialog.Title className={s.visuallyHidden}>{texts.dialogTitle}</Dialog.Title>
              </div>
              <div className={d.dialogBodyStyle}>
                <SearchForm
                  search={search}
                  texts={texts}
                  showZip={showZip}
                  layout="fullscreen"
                  inputProps={inputProps}
                  menuProps={menuProps}
                />
              </div>
            </Dialog.Content>
          </ModalLayer>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
