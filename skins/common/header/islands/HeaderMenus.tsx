'use client';

import { useNavMenus } from '../../../../src';
import { SearchBar } from '../../search';
import { AccountMenu } from '../AccountMenu';
import type { HeaderProps } from '../Header.types';
import { MobileNavMenu } from '../MobileNavMenu';
import { MobileProfileMenu } from '../MobileProfileMenu';
import { useHeaderMenus } from './HeaderMenusContext';

/**
 * The header's search of one layout (a client island, subscribed to that layout's search alone): the
 * search icon with the full-screen search ('mobile') or the panel under the desktop bar's icon
 * ('desktop').
 */
export function HeaderSearch({
  layout,
  searchBarProps,
}: {
  layout: 'desktop' | 'mobile';
  searchBarProps?: HeaderProps['searchBarProps'] | undefined;
}) {
  const { store } = useHeaderMenus();
  const widget = layout === 'desktop' ? 'desktopSearch' : 'mobileSearch';
  const menus = useNavMenus({ store, widgets: [widget] });
  return (
    <SearchBar
      {...searchBarProps}
      variant={layout === 'desktop' ? 'popover' : 'mobile'}
      {...menus[widget].getDialogProps()}
    />
  );
}

/** The signed-in account dropdown of the desktop bar (a client island, subscribed to the account menu alone). */
function AccountMenuIsland() {
  const { store, texts } = useHeaderMenus();
  const menus = useNavMenus({ store, widgets: ['account'] });
  return menus.view && <AccountMenu account={menus.account} view={menus.view} texts={texts} />;
}

/** The mobile bar's hamburger and navigation drawer (a client island, subscribed to that drawer and the login link). */
function NavigationMenuIsland() {
  const { store, texts } = useHeaderMenus();
  const menus = useNavMenus({ store, widgets: ['navigation'] });
  return (
    menus.view && (
      <MobileNavMenu
        drawer={menus.navigation}
        loginLinkProps={menus.getLoginLinkProps()}
        view={menus.view}
        texts={texts}
      />
    )
  );
}

/** The mobile bar's avatar and profile drawer (a client island, subscribed to that drawer alone). */
function ProfileMenuIsland() {
  const { store, texts } = useHeaderMenus();
  const menus = useNavMenus({ store, widgets: ['profile'] });
  return menus.view && <MobileProfileMenu drawer={menus.profile} view={menus.view} texts={texts} />;
}

const MENUS = { account: AccountMenuIsland, navigation: NavigationMenuIsland, profile: ProfileMenuIsland };

/**
 * One of the header's menus with its trigger (a client island): the signed-in account dropdown of the
 * desktop bar ('account'), the mobile bar's hamburger and navigation drawer ('navigation'), or its
 * avatar and profile drawer ('profile', signed in). Each subscribes to its own widget only.
 */
export function HeaderMenu({ menu }: { menu: keyof typeof MENUS }) {
  const Menu = MENUS[menu];
  return <Menu />;
}
