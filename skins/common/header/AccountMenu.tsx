'use client';

import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { AccountMenuPart, HeaderTexts, HeaderView } from '../../../src';
import { Later, lazyComponent } from '../lazyPart';
import type { AccountMenuDropdownProps } from './AccountMenuDropdown';
import { menuSheet } from './menuStyles';
import { initialOf, linkAnchor } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

const {
  Component: Dropdown,
  preload: preloadDropdown,
  failed: dropdownFailed,
} = lazyComponent<AccountMenuDropdownProps>(() => import('./AccountMenuDropdown'));

export interface AccountMenuProps {
  /** The account menu's part of `useNavMenus`. */
  account: AccountMenuPart;
  view: HeaderView;
  texts: HeaderTexts;
}

/**
 * The signed-in account dropdown (desktop): opens on hover and closes when the mouse leaves; click,
 * keyboard and touch go through Radix DropdownMenu, controlled by `useNavMenus`. Non-modal, so the
 * mouse can travel between the avatar and the menu. Radix's menu code (positioning, focus, layers)
 * loads after hydration, when the page is idle or on intent; until then the avatar is a plain menu
 * button with the same markup that opens the menu through the hook. Opened while the code is not
 * there, it loads it again and, when the code has failed or is slow (`SLOW_PART_MS`), shows the
 * account's links in a plain panel under the header, so it never claims an open menu with nothing shown.
 */
export function AccountMenu({ account, view, texts }: AccountMenuProps) {
  // Whether the plain button had focus when Radix's replaced it: the new one takes it over.
  const hadFocus = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const root = account.getRootProps();
  const setOpen = (open: boolean) => {
    preloadDropdown();
    root.onOpenChange(open);
  };
  const avatar = (
    <span className={h.avatarStyle} aria-hidden="true">
      {initialOf(view.firstName)}
    </span>
  );
  const button = (
    <button
      {...account.getTriggerProps({
        'aria-label': texts.accountMenu,
        onPointerEnter: preloadDropdown,
        onFocus: () => {
          hadFocus.current = true;
          preloadDropdown();
        },
        onBlur: () => {
          hadFocus.current = false;
        },
        // Radix's trigger toggles on pointer down; a mouse press on a menu the hover opened pins it
        // instead (in the hook's handler, which runs after this one). Only a click no pointer made
        // (keyboard, assistive technology: `detail` 0) toggles on click.
        onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
          if (event.button !== 0 || event.ctrlKey) return;
          const pinning = event.pointerType === 'mouse' && root.open && account.openedBy === 'hover';
          if (!pinning) setOpen(!root.open);
        },
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          if (event.detail === 0) setOpen(!root.open);
        },
        ref: buttonRef,
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Escape' && root.open) closeStandIn(event);
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        },
      })}
      type="button"
      aria-haspopup="menu"
      aria-expanded={root.open}
      data-state={root.open ? 'open' : 'closed'}
      className={h.iconButtonStyle}
    >
      {avatar}
    </button>
  );
  const { onPointerEnter, onPointerLeave } = account.getContentProps();
  const links = [...view.accountLinks, view.logoutHref ? { name: texts.logOut, href: view.logoutHref } : null];
  // The stand-in panel closes on Escape as the menu does, focus back on the avatar.
  const closeStandIn = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const fallback = (
    <>
      {button}
      {root.open && (
        <Later now={dropdownFailed()}>
          <div
            role="region"
            onKeyDown={closeStandIn}
            aria-label={texts.accountMenu}
            className={m.panelStyle}
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
          >
            <div>
              <ul className={m.linkColumnsStyle}>
                {links.map((link, index) => link && <li key={index}>{linkAnchor(link)}</li>)}
              </ul>
            </div>
          </div>
        </Later>
      )}
    </>
  );
  return (
    <Dropdown fallback={fallback} account={account} view={view} texts={texts} avatar={avatar} hadFocus={hadFocus} />
  );
}
