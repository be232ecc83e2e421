import * as Dialog from '@radix-ui/react-dialog';
import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from './icons';
import { Link } from './parts';
import { cx } from '../../theme/sheet';
import { useThemeScope } from '../../theme/useSkinTheme';
import { mergeStyles } from '../../theme/vars';
import { menuSheet, menuTransitionVar } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

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
  const scope = useThemeScope();
  return (
    <Dialog.Root {...menus.getMobileMenuDialogProps('navigation')}>
      <Dialog.Trigger asChild>
        <button
          {...menus.getMobileMenuToggleProps('navigation', { 'aria-label': texts.openMenu })}
          className={h.iconButtonStyle}
        >
          <MenuIcon />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          {...menus.getOverlayProps()}
          style={mergeStyles(scope.style, menuTransitionVar(menus.closingDelayMs))}
          className={cx(scope.className, m.overlayStyle)}
        />
        <Dialog.Content
          {...menus.getMobileMenuProps('navigation')}
          aria-describedby={undefined}
          style={mergeStyles(scope.style, menuTransitionVar(menus.closingDelayMs))}
          className={cx(scope.className, m.drawerStyle)}
        >
          <div className={m.drawerHeaderStyle}>
            <Dialog.Title {...menus.getMobileMenuTitleProps('navigation')}>{texts.menuTitle}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={texts.closeMenu} className={h.iconButtonStyle}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label={texts.menuTitle}>
            <ul {...menus.getGroupListProps()} className={m.drawerListStyle}>
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
                <li className={h.proLinkInMenu}>
                  <Link link={view.mobileProSignupLink} />
                </li>
              )}
            </ul>
            {view.groupings.map((group) => (
              <div key={group.id} {...menus.getGroupCardProps(group.id)}>
                <div className={m.drawerHeaderStyle}>
                  <button
                    {...menus.getGroupCardBackProps(group.id, { 'aria-label': texts.back })}
                    className={h.iconButtonStyle}
                  >
                    <ChevronLeftIcon />
                  </button>
                  <h2>{group.navigationTitle}</h2>
                  <button
                    {...menus.getGroupCardCloseProps({ 'aria-label': texts.closeMenu })}
                    className={h.iconButtonStyle}
                  >
                    <CloseIcon />
                  </button>
                </div>
                <ul className={m.drawerListStyle}>
                  {group.links.map((link, index) => (
                    <li key={`${index}|${link.href}`}>
                      <Link link={link} />
                    </li>
                  ))}
                </ul>
                {group.moreLink && (
                  <div className={m.drawerFooterStyle}>
                    <Link link={group.moreLink} className={m.moreLinkStyle} />
                  </div>
                )}
              </div>
            ))}
          </nav>
          {(view.loginLink || view.signUpLink) && (
            <div className={m.drawerFooterStyle}>
              {view.loginLink && (
                <a {...menus.getLoginLinkProps()} className={h.outlineButtonLinkStyle}>
                  {view.loginLink.name}
                </a>
              )}
              {view.signUpLink && <Link link={view.signUpLink} className={h.buttonLinkStyle} />}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
