/** @jsxImportSource @emotion/react */
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';
import type { MobileMenuPartProps } from './MobileNavMenu';
import { initialOf, Link } from './parts';
import {
  drawerFooterStyle,
  drawerHeaderStyle,
  drawerListStyle,
  drawerStyle,
  menuTransitionVar,
  overlayStyle,
} from './menuStyles';
import { avatarStyle, buttonLinkStyle, iconButtonStyle } from './styles';

/**
 * The mobile profile menu (signed-in only): a slide-in Radix Dialog with the greeting, the user's
 * links and the log out button.
 */
export function MobileProfileMenu({ menus, view, texts }: MobileMenuPartProps) {
  return (
    <Dialog.Root {...menus.getMobileMenuDialogProps('profile')}>
      <Dialog.Trigger asChild>
        <button
          {...menus.getMobileMenuToggleProps('profile', { 'aria-label': texts.accountMenu })}
          css={iconButtonStyle}
        >
          <span css={avatarStyle} aria-hidden="true">
            {initialOf(view.firstName)}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          {...menus.getOverlayProps()}
          style={menuTransitionVar(menus.closingDelayMs)}
          css={overlayStyle}
        />
        <Dialog.Content
          {...menus.getMobileMenuProps('profile')}
          aria-describedby={undefined}
          style={menuTransitionVar(menus.closingDelayMs)}
          css={drawerStyle}
        >
          <div css={drawerHeaderStyle}>
            <Dialog.Title {...menus.getMobileMenuTitleProps('profile')}>{view.greeting}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={texts.closeAccountMenu} css={iconButtonStyle}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          {view.accountLinks.length > 0 && (
            <ul css={drawerListStyle}>
              {view.accountLinks.map((link, index) => (
                <li key={`${index}|${link.href}`}>
                  <Link link={link} />
                </li>
              ))}
            </ul>
          )}
          {view.logoutHref && (
            <div css={drawerFooterStyle}>
              <a href={view.logoutHref} css={buttonLinkStyle}>
                {texts.logOut}
              </a>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
