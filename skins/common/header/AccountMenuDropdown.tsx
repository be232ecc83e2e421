'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useSkinRoot } from '../../theme/useSkinTheme';
import type { AccountMenuProps } from './AccountMenu';
import { popupSheet } from './popupStyles';
import { Link } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const p = popupSheet.classes;

export interface AccountMenuDropdownProps extends AccountMenuProps {
  /** The avatar inside the button. */
  avatar: ReactNode;
  /** Whether the plain button this replaces had focus: this one then takes it. */
  hadFocus: RefObject<boolean>;
}

/**
 * The account dropdown on Radix DropdownMenu (loaded after hydration: see `AccountMenu`), controlled
 * by `useNavMenus`.
 */
export default function AccountMenuDropdown({ account, view, texts, avatar, hadFocus }: AccountMenuDropdownProps) {
  const hoverOpened = account.openedBy === 'hover';
  const trigger = useRef<HTMLButtonElement>(null);
  // The dropdown's sheet comes with this code (the header's sheets do not carry it).
  const { styles } = useSkinRoot([popupSheet]);
  useLayoutEffect(() => {
    // The plain button went away with focus on it: focus stays on the avatar.
    if (hadFocus.current && (document.activeElement === document.body || !document.activeElement)) {
      trigger.current?.focus();
    }
    hadFocus.current = false;
  }, [hadFocus]);
  return (
    <DropdownMenu.Root modal={false} {...account.getRootProps()}>
      {styles}
      <DropdownMenu.Trigger asChild>
        <button
          {...account.getTriggerProps({ 'aria-label': texts.accountMenu, ref: trigger })}
          className={h.iconButtonStyle}
        >
          {avatar}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        {...account.getContentProps({
          // After a hover, useNavMenus gives focus back to where it was (not to the avatar).
          onCloseAutoFocus: (event: Event) => {
            if (hoverOpened) event.preventDefault();
          },
        })}
        align="end"
        sideOffset={8}
        className={p.dropdownStyle}
      >
        <DropdownMenu.Label className={p.dropdownLabelStyle}>{view.greeting}</DropdownMenu.Label>
        {view.accountLinks.map((link, index) => (
          <DropdownMenu.Item key={`${index}|${link.href}`} asChild className={p.dropdownItemStyle}>
            <Link link={link} />
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className={p.separatorStyle} />
        {view.logoutHref && (
          <DropdownMenu.Item asChild className={p.dropdownItemStyle}>
            <a href={view.logoutHref}>{texts.logOut}</a>
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
