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

const MENUS = { account: AccountMenu, navigation: MobileNavMenu, profile: MobileProfileMenu };

/**
 * One of the header's menus with its trigger (a client island): the signed-in account dropdown of the
 * desktop bar ('account'), the mobile bar's hamburger and navigation drawer ('navigation'), or its
 * avatar and profile drawer ('profile', signed in). The client parts as they are, with the header's
 * menus, their `view` and the texts.
 */
export function HeaderMenu({ menu }: { menu: keyof typeof MENUS }) {
  const { menus, texts } = useHeaderMenus();
  const Menu = MENUS[menu];
  return menus.view && <Menu menus={menus} view={menus.view} texts={texts} />;
}
