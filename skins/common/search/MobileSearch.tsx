'use client';

import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import type { MenuElementProps, UseSearchBoxResult } from '../../../src/search';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { lazyPart, PlainDialog } from '../lazyPart';
import { SearchIcon } from './icons';
import type { MobileSearchContentProps } from './MobileSearchContent';
import { SearchForm } from './SearchForm';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';

const s = searchSheet.classes;

/**
 * The search while its dialog's code cannot load (see `lazyPart`): the same form (it submits to the
 * results page as ever) in a native modal dialog, closed by Escape or its Back button.
 */
function PlainSearch({ search, texts, showZip, inputProps, menuProps }: MobileSearchContentProps) {
  return (
    <PlainDialog
      {...search.getMobileDialogProps({ 'aria-label': texts.dialogTitle })}
      closeLabel={texts.back}
      onClose={search.closeMobile}
    >
      <SearchForm
        search={search}
        texts={texts}
        showZip={showZip}
        layout="fullscreen"
        inputProps={inputProps}
        menuProps={menuProps}
      />
    </PlainDialog>
  );
}

const { Part: SearchContent, preload: preloadMobileSearch } = lazyPart<MobileSearchContentProps>(
  () => import('./MobileSearchContent'),
  PlainSearch,
);

/** Starts loading the full-screen search's code: for a page that opens it from its own button. */
export { preloadMobileSearch };

const { Part: PopoverContent, preload: preloadSearchPopover } = lazyPart<MobileSearchContentProps>(
  () => import('./SearchPopoverContent'),
  PlainSearch,
);

export interface MobileSearchProps {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  showZip: boolean;
  /** Render the search icon button; false when the page opens the search from its own button. */
  showTrigger: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined };
  menuProps: MenuElementProps;
  className?: string | undefined;
  /**
   * The desktop header's presentation: the bar in a panel under the icon (a non-modal dialog), not
   * the full-screen search.
   */
  popover?: boolean | undefined;
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
  popover = false,
}: MobileSearchProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const root = useSkinRoot();
  const Content = popover ? PopoverContent : SearchContent;
  const preload = popover ? preloadSearchPopover : preloadMobileSearch;
  const parts = (
    <>
      {showTrigger && (
        <button
          {...root.props(s.iconButtonStyle, className)}
          {...search.getMobileTriggerProps({
            ref: triggerRef,
            'aria-label': texts.openSearch,
            onPointerEnter: preload,
            onFocus: preload,
          })}
        >
          <SearchIcon size={24} />
        </button>
      )}
      <Content
        open={search.isMobileOpen}
        search={search}
        texts={texts}
        showZip={showZip}
        inputProps={inputProps}
        menuProps={menuProps}
        triggerRef={triggerRef}
      />
    </>
  );
  // The panel is positioned under the icon: both sit in one anchoring box.
  return popover ? <span className={s.popoverAnchorStyle}>{parts}</span> : parts;
}
