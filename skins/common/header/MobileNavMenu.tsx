/** @jsxImportSource @emotion/react */
import * as Dialog from '@radix-ui/react-dialog';
import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from './icons';
import { Link } from './parts';
import {
  drawerFooterStyle,
  drawerHeaderStyle,
  drawerListStyle,
  drawerStyle,
  menuTransitionVar,
  moreLinkStyle,
  overlayStyle,
} from './menuStyles';
import { buttonLinkStyle, iconButtonStyle, outlineButtonLinkStyle, proLinkInMenu } from './styles';

export interface MobileMenuPartProps {
  menus: UseNavMenusResult;
  view: HeaderView;
  texts: HeaderTexts;
}

/**
 * The mobile navigation menu: a slide-in Radix Dialog (focus trapped, Escape closes, focus returns
 * to the hamburger) with the groupings, each opening a group card, the services-near-me link, and
 * log in / sign up when logged out.
 */
export function MobileNavMenu({ menus, view, texts }: MobileMenuPartProps) {
  return (
    <Dialog.Root {...menus.getMobileMenuDialogProps('navigation')}>
      <Dialog.Trigger asChild>
        <button
          {...menus.getMobileMenuToggleProps('navigation', { 'aria-label': texts.openMenu })}
          css={iconButtonStyle}
        >
          <MenuIcon />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          {...menus.getOverlayProps()}
          style={menuTransitionVar(menus.closingDelayMs)}
          css={overlayStyle}
        />
        <Dialog.Content
          {...menus.getMobileMenuProps('navigation')}
          aria-describedby={undefined}
          style={menuTransitionVar(menus.closingDelayMs)}
          css={drawerStyle}
        >
          <div css={drawerHeaderStyle}>
            <Dialog.Title {...menus.getMobileMenuTitleProps('navigation')}>{texts.menuTitle}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={texts.closeMenu} css={iconButtonStyle}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label={texts.menuTitle}>
            <ul {...menus.getGroupListProps()} css={drawerListStyle}>
              {view.groupings.map((group) => (
                <li key={group.id}>
                  <button {...menus.getGroupCardTriggerProps(group.id)}>
                    {group.navigationTitle}
                    <ChevronRightIcon />
                  </button>
                </li>
              ))}
              {view.servicesNearMeLink && (
                <li>
                  <Link link={view.servicesNearMeLink} />
                </li>
              )}
              {view.mobileProSignupLink && (
                <li css={proLinkInMenu}>
                  <Link link={view.mobileProSignupLink} />
                </li>
              )}
            </ul>
            {view.groupings.map((group) => (
              <div key={group.id} {...menus.getGroupCardProps(group.id)}>
                <div css={drawerHeaderStyle}>
                  <button
                    {...menus.getGroupCardBackProps(group.id, { 'aria-label': texts.back })}
                    css={iconButtonStyle}
                  >
                    <ChevronLeftIcon />
                  </button>
                  <h2>{group.navigationTitle}</h2>
                  <button {...menus.getGroupCardCloseProps({ 'aria-label': texts.closeMenu })} css={iconButtonStyle}>
                    <CloseIcon />
                  </button>
                </div>
                <ul css={drawerListStyle}>
                  {group.links.map((link, index) => (
                    <li key={`${index}|${link.href}`}>
                      <Link link={link} />
                    </li>
                  ))}
                </ul>
                {group.moreLink && (
                  <div css={drawerFooterStyle}>
                    <Link link={group.moreLink} css={moreLinkStyle} />
                  </div>
                )}
              </div>
            ))}
          </nav>
          {(view.loginLink || view.signUpLink) && (
            <div css={drawerFooterStyle}>
              {view.loginLink && (
                <a {...menus.getLoginLinkProps()} css={outlineButtonLinkStyle}>
                  {view.loginLink.name}
                </a>
              )}
              {view.signUpLink && <Link link={view.signUpLink} css={buttonLinkStyle} />}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
