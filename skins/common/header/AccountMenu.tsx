import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { initialOf, Link } from './parts';
import { menuSheet } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

export interface AccountMenuProps {
  menus: UseNavMenusResult;
  view: HeaderView;
  texts: HeaderTexts;
}

/**
 * The signed-in account dropdown (desktop): opens on hover and closes when the mouse leaves; click,
 * keyboard and touch go through Radix DropdownMenu, controlled by `useNavMenus`. Non-modal, so the
 * mouse can travel between the avatar and the menu.
 */
export function AccountMenu({ menus, view, texts }: AccountMenuProps) {
  const hoverOpened = menus.accountMenuOpenedBy === 'hover';
  return (
    <DropdownMenu.Root modal={false} {...menus.getAccountMenuProps()}>
      <DropdownMenu.Trigger asChild>
        <button
          {...menus.getAccountMenuTriggerProps({ 'aria-label': texts.accountMenu })}
          className={h.iconButtonStyle}
        >
          <span className={h.avatarStyle} aria-hidden="true">
            {initialOf(view.firstName)}
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        {...menus.getAccountMenuContentProps({
          // After a hover, useNavMenus gives focus back to where it was (not to the avatar).
          onCloseAutoFocus: (event: Event) => {
            if (hoverOpened) event.preventDefault();
          },
        })}
        align="end"
        sideOffset={8}
        className={m.dropdownStyle}
      >
        <DropdownMenu.Label className={m.dropdownLabelStyle}>{view.greeting}</DropdownMenu.Label>
        {view.accountLinks.map((link, index) => (
          <DropdownMenu.Item key={`${index}|${link.href}`} asChild className={m.dropdownItemStyle}>
            <Link link={link} />
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className={m.separatorStyle} />
        {view.logoutHref && (
          <DropdownMenu.Item asChild className={m.dropdownItemStyle}>
            <a href={view.logoutHref}>{texts.logOut}</a>
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
