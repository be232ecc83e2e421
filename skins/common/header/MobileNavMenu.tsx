'use client';

import { useRef, type RefObject } from 'react';
import type {
  HeaderTexts,
  HeaderView,
  LoginLinkProps,
  MobileMenuPart,
  NavigationMenuPart,
  NavLink,
} from '../../../src';
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
  drawer,
  onOpenChange,
  title,
  closeLabel,
  links,
}: Pick<MobileMenuContentProps, 'drawer' | 'onOpenChange'> & {
  title: string;
  closeLabel: string;
  links: Array<NavLink | null>;
}) {
  return (
    <PlainDialog
      id={drawer.getMenuProps().id}
      aria-label={title}
      closeLabel={closeLabel}
      onClose={() => onOpenChange(false)}
    >
      <ul>{links.map((link, index) => link && <li key={index}>{linkAnchor(link)}</li>)}</ul>
    </PlainDialog>
  );
}

export interface MobileMenuPartProps {
  /** The drawer's part of `useNavMenus` (`navigation` or `profile`). */
  drawer: MobileMenuPart;
  view: HeaderView;
  texts: HeaderTexts;
}

/** The navigation drawer's props: its part (with the group card) and the login link's props. */
export interface NavigationMenuPartProps extends MobileMenuPartProps {
  drawer: NavigationMenuPart;
  loginLinkProps: LoginLinkProps;
}

/** What a mobile menu's lazily loaded dialog takes: the Radix root's state and the trigger to refocus. */
export interface MobileMenuContentProps extends MobileMenuPartProps {
  /** The navigation drawer's login link. */
  loginLinkProps?: LoginLinkProps | undefined;
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
export function MobileNavMenu({ drawer, loginLinkProps, view, texts }: NavigationMenuPartProps) {
  const dialog = drawer.getDialogProps();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...drawer.getToggleProps({
          ref: triggerRef,
          'aria-label': texts.openMenu,
          onPointerEnter: preloadNavMenu,
          onFocus: preloadNavMenu,
        })}
        className={h.iconButtonStyle}
      >
        <MenuIcon />
      </button>
      <NavMenuContent
        {...dialog}
        drawer={drawer}
        loginLinkProps={loginLinkProps}
        view={view}
        texts={texts}
        triggerRef={triggerRef}
      />
    </>
  );
}
