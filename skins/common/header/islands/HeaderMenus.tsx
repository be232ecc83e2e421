'use client';

import { SearchBar } from '../../search';
import { AccountMenu } from '../AccountMenu';
import type { HeaderProps } from '../Header.types';
import { MobileNavMenu } from '../MobileNavMenu';
import { MobileProfileMenu } from '../MobileProfileMenu';
import { useHeaderMenus } from './HeaderMenusContext';

/**
 * The header's search dialog of one layout (a client island): the search icon with the full-screen
 * search ('mobile') or the panel under the desktop bar's icon ('desktop'), opened through the
 * header's menus.
 */
export function HeaderSearch({
  layout,
  searchBarProps,
}: {
  layout: 'desktop' | 'mobile';
  searchBarProps?: HeaderProps['searchBarProps'];
}) {
  const { menus } = useHeaderMenus();
  return (
    <SearchBar
      {...searchBarProps}
      variant={layout === 'desktop' ? 'popover' : 'mobile'}
      {...menus.getSearchDialogProps(layout)}
    />
  );
}

/** The signed-in account dropdown of the desktop bar (a client island). */
export function HeaderAccountMenu() {
  const { menus, texts } = useHeaderMenus();
  return menus.view && <AccountMenu menus={menus} view={menus.view} texts={texts} />;
}

/** The hamburger and the slide-in navigation drawer (a client island). */
export function HeaderMobileNavMenu() {
  const { menus, texts } = useHeaderMenus();
  return menus.view && <MobileNavMenu menus={menus} view={menus.view} texts={texts} />;
}

/** The avatar and the slide-in profile drawer (a client island, signed in only). */
export function HeaderMobileProfileMenu() {
  const { menus, texts } = useHeaderMenus();
  return menus.view && <MobileProfileMenu menus={menus} view={menus.view} texts={texts} />;
}
