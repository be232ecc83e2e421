import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import type { MenuElementProps, UseSearchBoxResult } from '../../../src/search';
import { BackArrowIcon, SearchIcon } from './icons';
import { SearchForm } from './SearchForm';
import { cx } from '../../theme/sheet';
import { useThemeScope } from '../../theme/useSkinTheme';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';

const s = searchSheet.classes;

export interface MobileSearchProps {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  showZip: boolean;
  /** Render the search icon button; false when the page opens the search from its own button. */
  showTrigger: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  menuProps: MenuElementProps;
  className?: string;
}

/**
 * The mobile full-screen search (spec 2.8, 4.4): collapsed to a search icon button; the button opens a
 * modal Radix Dialog (focus trapped, page inert, Escape closes) whose back arrow closes it and returns
 * focus to the button. The open state is the hook's, so a header can drive it.
 */
export function MobileSearch({
  search,
  texts,
  showZip,
  showTrigger,
  inputProps,
  menuProps,
  className,
}: MobileSearchProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const scope = useThemeScope();
  return (
    <Dialog.Root
      open={search.isMobileOpen}
      onOpenChange={(open) => (open ? search.openMobile() : search.closeMobile())}
    >
      {showTrigger && (
        <button
          className={cx(scope.className, s.iconButtonStyle, className)}
          style={scope.style}
          {...search.getMobileTriggerProps({ ref: triggerRef, 'aria-label': texts.openSearch })}
        >
          <SearchIcon size={24} />
        </button>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className={cx(scope.className, s.overlayStyle)} style={scope.style} />
        <Dialog.Content
          className={cx(scope.className, s.dialogStyle)}
          style={scope.style}
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
          <div className={s.dialogHeaderStyle}>
            <button className={s.iconButtonStyle} {...search.getBackButtonProps({ 'aria-label': texts.back })}>
              <BackArrowIcon />
            </button>
            <Dialog.Title className={s.visuallyHidden}>{texts.dialogTitle}</Dialog.Title>
          </div>
          <div className={s.dialogBodyStyle}>
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
