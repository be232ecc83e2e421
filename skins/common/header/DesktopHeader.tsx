import type { HeaderTexts, HeaderView } from '../../../src';
import { AiEntryField } from '../chat';
import { SearchBar } from '../search';
import { ReviewsWidget } from '../widgets';
import type { HeaderProps } from './Header.types';
import { chevronDownIcon } from './icons';
import { MenusElement, PanelsNav } from './islands/MenusElement';
import { HeaderMenu, HeaderSearch } from './islands/HeaderMenus';
import { Logo } from './Logo';
import { NavPanelContent } from './NavPanel';
import { Link } from './parts';
import { menuSheet } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

export interface HeaderLayoutProps {
  view: HeaderView;
  texts: HeaderTexts;
  searchBarProps: HeaderProps['searchBarProps'];
  reviewsWidget: HeaderProps['reviewsWidget'];
  /** The page's Content Security Policy nonce, for the panels' own rules. */
  nonce?: string | undefined;
}

/**
 * The desktop layout (shown from 1024 px by CSS): the bar, the project-type bar and its panels. No
 * hooks: rendered on the server by `ServerHeader` and in a client tree by `Header`; its interactive
 * parts are islands reading the header's menus (`HeaderRoot`).
 */
export function DesktopHeader({ view, texts, searchBarProps, reviewsWidget, nonce }: HeaderLayoutProps) {
  const logo = { href: view.brandHomeHref, logo: view.logo, brandName: view.brandName };
  return (
    <div className={h.desktopOnly} data-layout="desktop">
      <div className={h.barStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
        {view.showAiField && <AiEntryField aiLink={view.aiLink} />}
        {view.showInlineSearch ? <SearchBar {...searchBarProps} variant="desktop" /> : <div className={h.spacer} />}
        {view.reviewsWidget && reviewsWidget !== false && (
          <ReviewsWidget {...view.reviewsWidget} {...reviewsWidget} domain={view.reviewsWidget.domain} />
        )}
        <ul className={h.listReset}>
          {view.showDesktopSearchButton && (
            <li>
              <HeaderSearch layout="desktop" searchBarProps={searchBarProps} />
            </li>
          )}
          {view.joinAsProLink && (
            <li>
              <Link link={view.joinAsProLink} className={h.textLinkStyle} />
            </li>
          )}
          {view.authenticatedNavBarLinks.map((link, index) => (
            <li key={`${index}|${link.href}`}>
              <Link link={link} className={h.textLinkStyle} />
            </li>
          ))}
          {view.loginLink && (
            <li>
              <MenusElement part="login" className={h.textLinkStyle}>
                {view.loginLink.name}
              </MenusElement>
            </li>
          )}
          {view.signUpLink && (
            <li>
              <Link link={view.signUpLink} className={h.buttonLinkStyle} />
            </li>
          )}
          {view.showAccountMenu && (
            <li>
              <HeaderMenu menu="account" />
            </li>
          )}
        </ul>
      </div>
      {view.groupings.length > 0 && (
        <PanelsNav
          aria-label={texts.projectTypes}
          className={m.groupBarStyle}
          triggerClassName={m.groupTriggerStyle}
          panelClassName={m.panelStyle}
          groups={view.groupings.map((group) => ({
            id: group.id,
            title: (
              <>
                {group.navigationTitle}
                {chevronDownIcon}
              </>
            ),
            panel: <NavPanelContent group={group} nonce={nonce} />,
          }))}
        />
      )}
    </div>
  );
}
