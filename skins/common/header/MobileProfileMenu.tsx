import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';
import type { MobileMenuPartProps } from './MobileNavMenu';
import { initialOf, Link } from './parts';
import { cx } from '../../theme/sheet';
import { useThemeScope } from '../../theme/useSkinTheme';
import { mergeStyles } from '../../theme/vars';
import { menuSheet, menuTransitionVar } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

/**
 * The mobile profile menu (signed-in only): a slide-in Radix Dialog with the greeting, the user's
 * links and the log out button.
 */
export function MobileProfileMenu({ menus, view, texts }: MobileMenuPartProps) {
  const scope = useThemeScope();
  return (
    <Dialog.Root {...menus.getMobileMenuDialogProps('profile')}>
      <Dialog.Trigger asChild>
        <button
          {...menus.getMobileMenuToggleProps('profile', { 'aria-label': texts.accountMenu })}
          className={h.iconButtonStyle}
        >
          <span className={h.avatarStyle} aria-hidden="true">
            {initialOf(view.firstName)}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          {...menus.getOverlayProps()}
          style={mergeStyles(scope.style, menuTransitionVar(menus.closingDelayMs))}
          className={cx(scope.className, m.overlayStyle)}
        />
        <Dialog.Content
          {...menus.getMobileMenuProps('profile')}
          aria-describedby={undefined}
          style={mergeStyles(scope.style, menuTransitionVar(menus.closingDelayMs))}
          className={cx(scope.className, m.drawerStyle)}
        >
          <div className={m.drawerHeaderStyle}>
            <Dialog.Title {...menus.getMobileMenuTitleProps('profile')}>{view.greeting}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={texts.closeAccountMenu} className={h.iconButtonStyle}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          {view.accountLinks.length > 0 && (
            <ul className={m.drawerListStyle}>
              {view.accountLinks.map((link, index) => (
                <li key={`${index}|${link.href}`}>
                  <Link link={link} />
                </li>
              ))}
            </ul>
          )}
          {view.logoutHref && (
            <div className={m.drawerFooterStyle}>
              <a href={view.logoutHref} className={h.buttonLinkStyle}>
                {texts.logOut}
              </a>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
