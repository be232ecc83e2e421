import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { lazyComponent } from '../lazyPart';
import type { AccountMenuDropdownProps } from './AccountMenuDropdown';
import { initialOf } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;

const { Component: Dropdown, preload: preloadDropdown } = lazyComponent<AccountMenuDropdownProps>(
  () => import('./AccountMenuDropdown'),
);

export interface AccountMenuProps {
  menus: UseNavMenusResult;
  view: HeaderView;
  texts: HeaderTexts;
}

/**
 * The signed-in account dropdown (desktop): opens on hover and closes when the mouse leaves; click,
 * keyboard and touch go through Radix DropdownMenu, controlled by `useNavMenus`. Non-modal, so the
 * mouse can travel between the avatar and the menu. Radix's menu code (positioning, focus, layers)
 * loads after hydration, when the page is idle or on intent; until then the avatar is a plain menu
 * button with the same markup that opens the menu through the hook.
 */
export function AccountMenu({ menus, view, texts }: AccountMenuProps) {
  // Whether the plain button had focus when Radix's replaced it: the new one takes it over.
  const hadFocus = useRef(false);
  const root = menus.getAccountMenuProps();
  const avatar = (
    <span className={h.avatarStyle} aria-hidden="true">
      {initialOf(view.firstName)}
    </span>
  );
  const fallback = (
    <button
      {...menus.getAccountMenuTriggerProps({
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
          const pinning = event.pointerType === 'mouse' && root.open && menus.accountMenuOpenedBy === 'hover';
          if (!pinning) root.onOpenChange(!root.open);
        },
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          if (event.detail === 0) root.onOpenChange(!root.open);
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          root.onOpenChange(true);
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
  return <Dropdown fallback={fallback} menus={menus} view={view} texts={texts} avatar={avatar} hadFocus={hadFocus} />;
}
