import { useRef, type MouseEvent } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { lazyPart } from '../lazyPart';
import { SearchIcon } from './icons';
import type { MobileSearchProps } from './MobileSearch';
import type { SearchPopoverContentProps } from './SearchPopoverContent';
import { searchSheet } from './styles';

const s = searchSheet.classes;

const { Part: PopoverContent, preload: preloadSearchPopover } = lazyPart<SearchPopoverContentProps>(
  () => import('./SearchPopoverContent'),
);

/** Starts loading the desktop search panel's code. */
export { preloadSearchPopover };

export type SearchPopoverProps = Omit<MobileSearchProps, 'showTrigger'>;

/**
 * The desktop header's search (spec 2.8 on a wide screen): a search icon button whose panel opens
 * under it, a non-modal Radix Dialog holding the one-line bar (project, ZIP, Search) with the
 * suggestions under the field. Escape, an outside click or Tab out of the panel closes it; focus
 * returns to the icon unless it went somewhere else. The panel's code loads on intent or first open;
 * the open state is the hook's, so a header can drive it.
 */
export function SearchPopover({ search, texts, showZip, inputProps, menuProps, className }: SearchPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const root = useSkinRoot();
  return (
    <span className={s.popoverAnchorStyle}>
      <button
        {...root.props(s.iconButtonStyle, className)}
        {...search.getMobileTriggerProps({
          ref: triggerRef,
          'aria-label': texts.openSearch,
          onPointerEnter: preloadSearchPopover,
          onFocus: preloadSearchPopover,
          // The icon toggles: a click on it while open closes the panel.
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            if (!search.isMobileOpen) return;
            event.preventDefault();
            search.closeMobile();
          },
        })}
      >
        <SearchIcon size={24} />
      </button>
      <PopoverContent
        open={search.isMobileOpen}
        search={search}
        texts={texts}
        showZip={showZip}
        inputProps={inputProps}
        menuProps={menuProps}
        triggerRef={triggerRef}
      />
    </span>
  );
}
