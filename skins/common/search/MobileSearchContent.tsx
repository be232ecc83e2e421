import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
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
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? search.openMobile() : search.closeMobile())}>
      <Dialog.Portal>
        {root.styles}
        <Dialog.Overlay {...root.props(d.overlayStyle)} />
        <Dialog.Content
          {...root.props(d.dialogStyle)}
          aria-describedby={undefined}
          {...search.getMobileDialogProps()}
          onOpenAutoFocus={(event) => {
            // Straight to the project field, so the keyboard opens with the panel.
            event.preventDefault();
            if (inputProps.id) document.getElementById(inputProps.id)?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // First Escape closes the suggestions (Downshift does it), the next one the full-screen search.
            if (search.isOpen) event.preventDefault();
          }}
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
      </Dialog.Portal>
    </Dialog.Root>
  );
}
