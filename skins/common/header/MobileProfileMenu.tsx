'use client';

import { useRef } from 'react';
import { lazyPart } from '../lazyPart';
import { PlainMenu, type MobileMenuContentProps, type MobileMenuPartProps } from './MobileNavMenu';
import { initialOf } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;

const { Part: ProfileMenuContent, preload: preloadProfileMenu } = lazyPart<MobileMenuContentProps>(
  () => import('./MobileProfileMenuContent'),
  ({ view, texts, ...menu }) => (
    <PlainMenu
      {...menu}
      menu="profile"
      title={view.greeting}
      closeLabel={texts.closeAccountMenu}
      links={[...view.accountLinks, view.logoutHref ? { name: texts.logOut, href: view.logoutHref } : null]}
    />
  ),
);

/**
 * The mobile profile menu (signed-in only): a slide-in Radix Dialog with the greeting, the user's
 * links and the log out button.
 */
export function MobileProfileMenu({ menus, view, texts }: MobileMenuPartProps) {
  const dialog = menus.getMobileMenuDialogProps('profile');
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...menus.getMobileMenuToggleProps('profile', {
          ref: triggerRef,
          'aria-label': texts.accountMenu,
          onPointerEnter: preloadProfileMenu,
          onFocus: preloadProfileMenu,
        })}
        className={h.iconButtonStyle}
      >
        <span className={h.avatarStyle} aria-hidden="true">
          {initialOf(view.firstName)}
        </span>
      </button>
      <ProfileMenuContent {...dialog} menus={menus} view={view} texts={texts} triggerRef={triggerRef} />
    </>
  );
}
