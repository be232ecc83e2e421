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
export function MobileProfileMenu({ drawer, view, texts }: MobileMenuPartProps) {
  const dialog = drawer.getDialogProps();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...drawer.getToggleProps({
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
      <ProfileMenuContent {...dialog} drawer={drawer} view={view} texts={texts} triggerRef={triggerRef} />
    </>
  );
}
