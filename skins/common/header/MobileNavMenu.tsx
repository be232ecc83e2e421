import { useRef, type RefObject } from 'react';
import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { MenuIcon } from './icons';
import { lazyPart } from '../lazyPart';
import { headerSheet } from './styles';

const h = headerSheet.classes;

const { Part: NavMenuContent, preload: preloadNavMenu } = lazyPart<MobileMenuContentProps>(
  () => import('./MobileNavMenuContent'),
);

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
