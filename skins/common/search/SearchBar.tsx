'use client';

import { useChromeTexts } from '../../../src/i18n';
import { useSearchBox, type UseSearchBoxOptions } from '../../../src/search';
import { MobileSearch } from './MobileSearch';
import { SearchForm } from './SearchForm';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';

export interface SearchBarProps extends Omit<
  UseSearchBoxOptions,
  'mobileOpen' | 'defaultMobileOpen' | 'onMobileOpenChange'
> {
  /**
   * 'desktop': the inline bar; 'mobile': a search icon button opening the full-screen search;
   * 'popover': a search icon button opening the bar in a panel under it (the desktop header's).
   * @default 'desktop'
   */
  variant?: 'desktop' | 'mobile' | 'popover' | undefined;
  /** Mobile and popover: the search is open (controlled, e.g. by the header). */
  open?: boolean | undefined;
  /** Mobile and popover: initially open when uncontrolled. @default false */
  defaultOpen?: boolean | undefined;
  /** Mobile and popover: called when the search opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Show the optional ZIP field; without it the ZIP is never validated. @default true */
  showZip?: boolean | undefined;
  /** Mobile: render the search icon button (false when the page opens the search itself). @default true */
  showTrigger?: boolean | undefined;
  /** Replace any of the texts (labels, placeholders, buttons): over the catalogue of the provider's locale. */
  texts?: Partial<SearchBarTexts> | undefined;
  className?: string | undefined;
}

/**
 * The search bar of every skin (spec 2.8): project text with autocomplete, an optional ZIP, the
 * 'View all' button where allowed and the 'test' treatment's alternate results; on mobile, the
 * full-screen search with a back arrow; in the desktop header, a panel under the search icon. All behaviour comes from `useSearchBox`; the brand look from
 * the theme.
 */
export function SearchBar({
  variant = 'desktop',
  open,
  defaultOpen,
  onOpenChange,
  showZip = true,
  showTrigger = true,
  texts: textOverrides,
  className,
  ...options
}: SearchBarProps) {
  const { texts } = useChromeTexts('search', textOverrides);
  const search = useSearchBox({
    ...options,
    validateZip: showZip && options.validateZip,
    mobileOpen: open,
    defaultMobileOpen: defaultOpen,
    onMobileOpenChange: onOpenChange,
  });
  // Called here, where the hook lives: on mobile and in the popover the fields mount only while open.
  const inDialog = variant !== 'desktop';
  const inputProps = search.getInputProps({ placeholder: texts.projectPlaceholder }, { suppressRefError: inDialog });
  const menuProps = search.getMenuProps({}, { suppressRefError: inDialog });
  const { styles } = useSkinRoot([searchSheet]);

  if (inDialog) {
    return (
      <>
        {styles}
        <MobileSearch
          search={search}
          texts={texts}
          showZip={showZip}
          showTrigger={showTrigger}
          inputProps={inputProps}
          menuProps={menuProps}
          className={className}
          popover={variant === 'popover'}
        />
      </>
    );
  }
  return (
    <>
      {styles}
      <SearchForm
        search={search}
        texts={texts}
        showZip={showZip}
        layout="bar"
        inputProps={inputProps}
        menuProps={menuProps}
        className={className}
      />
    </>
  );
}
