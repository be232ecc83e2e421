'use client';

import { useRef, type RefObject } from 'react';
import type { HeaderTexts, HeaderView, NavLink, UseNavMenusResult } from '../../../src';
import { MenuIcon } from './icons';
import { lazyPart, PlainDialog } from '../lazyPart';
import { linkAnchor } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;

const { Part: NavMenuContent, preload: preloadNavMenu } = lazyPart<MobileMenuContentProps>(
  () => import('./MobileNavMenuContent'),
  ({ view, texts, ...menu }) => (
    <PlainMenu
      {...menu}
      menu="navigation"
      title={texts.menuTitle}
      closeLabel={texts.closeMenu}
      links={[
        ...view.groupings.flatMap((group) => [...group.links, group.moreLink]),
        view.servicesNearMeLink,
        view.loginLink,
        view.signUpLink,
      ]}
    />
  ),
);

/**
 * A mobile menu while its drawer's code cannot load (see `lazyPart`): its links as a plain list in
 * a native modal dialog, which the browser traps focus in and closes on Escape or its last button.
 */
export function PlainMenu({
  menus,
  menu,
  onOpenChange,
  title,
  closeLabel,
  links,
}: Pick<MobileMenuContentProps, 'menus' | 'onOpenChange'> & {
  menu: 'navigation' | 'profile';
  title: string;
  closeLabel: string;
  links: Array<NavLink | null>;
}) {
  return (
    <PlainDialog
      id={menus.getMobileMenuProps(menu).id}
      aria-label={title}
      closeLabel={closeLabel}
      onClose={() => onOpenChange(false)}
    >
      <ul>{links.map((link, index) => link && <li key={index}>{linkAnchor(link)}</li>)}</ul>
    </PlainDialog>
  );
}

export interface MobileMenuPartProps {
  menus: UseNavMenusResult;
  view: HeaderView;
  texts: HeaderTexts;
}

/** What a mobile menu's lazily loaded dialog takes: the Radix root's state and the trigger to refocus. */
export interface MobileMenuContentProps extends MobileMenuPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's button (outside the lazily loaded part): focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile navigation menu: a slide-in Radix Dialog (focus trapped, Escape closes, focus returns
 * to the hamburger) with the groupings, each opening a group card, the services-near-me link, and
 * log in / sign up when logged out.
 */
export function MobileNavMenu({ menus, view, texts }: MobileMenuPartProps) {
  const dialog = menus.getMobileMenuDialogProps('navigation');
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...menus.getMobileMenuToggleProps('navigation', {
          ref: triggerRef,
          'aria-label': texts.openMenu,
          onPointerEnter: preloadNavMenu,
          onFocus: preloadNavMenu,
        })}
        className={h.iconButtonStyle}
      >
        <MenuIcon />
      </button>
      <NavMenuContent {...dialog} menus={menus} view={view} texts={texts} triggerRef={triggerRef} />
    </>
  );
}
