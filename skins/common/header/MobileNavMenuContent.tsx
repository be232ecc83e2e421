import type { NavigationMenuPart } from '../../../src';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import type { MobileMenuContentProps } from './MobileNavMenu';
import { linkAnchor } from './parts';
import { menuSheet } from './menuStyles';
import { popupSheet } from './popupStyles';
import { MobileDrawer } from './MobileDrawer';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;
const p = popupSheet.classes;

/** The navigation drawer's content (loaded when the menu first opens, or on intent). */
export default function MobileNavMenuContent({ view, texts, loginLinkProps, ...drawer }: MobileMenuContentProps) {
  // The navigation drawer's part: with its group card.
  const menus = drawer.drawer as NavigationMenuPart;
  return (
    <MobileDrawer {...drawer} title={texts.menuTitle} closeLabel={texts.closeMenu}>
      <nav aria-label={texts.menuTitle}>
        <ul {...menus.getGroupListProps()} className={p.drawerListStyle}>
          {view.groupings.map((group) => (
            <li key={group.id}>
              <button {...menus.getGroupCardTriggerProps(group.id)}>
                {group.navigationTitle}
                <ChevronRightIcon />
              </button>
            </li>
          ))}
          {view.servicesNearMeLink && <li>{linkAnchor(view.servicesNearMeLink)}</li>}
          {view.mobileProSignupLink && <li className={h.proLinkInMenu}>{linkAnchor(view.mobileProSignupLink)}</li>}
        </ul>
        {/* A closed card is hidden and empty: the drawer opens without the cards' links (dozens of
            elements a tap would create), and a card's links come with it. */}
        {view.groupings.map((group) => (
          <div key={group.id} {...menus.getGroupCardProps(group.id)}>
            {menus.groupCard === group.id && (
              <>
                <div className={p.drawerHeaderStyle}>
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
                <ul className={p.drawerListStyle}>
                  {group.links.map((link, index) => (
                    <li key={`${index}|${link.href}`}>{linkAnchor(link)}</li>
                  ))}
                </ul>
                {group.moreLink && (
                  <div className={p.drawerFooterStyle}>
                    {linkAnchor(group.moreLink, { className: m.moreLinkStyle })}
                  </div>
                )}
              </>
            )}
          </div>
        ))}
      </nav>
      {(view.loginLink || view.signUpLink) && (
        <div className={p.drawerFooterStyle}>
          {view.loginLink && (
            <a {...loginLinkProps} className={h.outlineButtonLinkStyle}>
              {view.loginLink.name}
            </a>
          )}
          {view.signUpLink && linkAnchor(view.signUpLink, { className: h.buttonLinkStyle })}
        </div>
      )}
    </MobileDrawer>
  );
}
