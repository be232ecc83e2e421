import type { HeaderTexts, HeaderView, UseNavMenusResult } from '../../../src';
import { AiEntryField } from '../chat';
import { SearchBar } from '../search';
import { ReviewsWidget } from '../widgets';
import { AccountMenu } from './AccountMenu';
import type { HeaderProps } from './Header.types';
import { chevronDownIcon } from './icons';
import { Logo } from './Logo';
import { NavPanelContent } from './NavPanel';
import { Link } from './parts';
import { menuSheet } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const m = menuSheet.classes;

export interface HeaderLayoutProps {
  menus: UseNavMenusResult;
  view: HeaderView;
  texts: HeaderTexts;
  searchBarProps: HeaderProps['searchBarProps'];
  reviewsWidget: HeaderProps['reviewsWidget'];
}

/** The desktop layout (shown from 1024 px by CSS): the bar, the project-type bar and its panels. */
export function DesktopHeader({ menus, view, texts, searchBarProps, reviewsWidget }: HeaderLayoutProps) {
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
              <SearchBar {...searchBarProps} variant="popover" {...menus.getSearchDialogProps('desktop')} />
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
              <a {...menus.getLoginLinkProps()} className={h.textLinkStyle}>
                {view.loginLink.name}
              </a>
            </li>
          )}
          {view.signUpLink && (
            <li>
              <Link link={view.signUpLink} className={h.buttonLinkStyle} />
            </li>
          )}
          {view.showAccountMenu && (
            <li>
              <AccountMenu menus={menus} view={view} texts={texts} />
            </li>
          )}
        </ul>
      </div>
      {view.groupings.length > 0 && (
        <nav {...menus.getDesktopNavProps({ 'aria-label': texts.projectTypes })} className={m.groupBarStyle}>
          {/* Each panel follows its trigger in the DOM, so Tab goes from an open trigger into its
              panel's links before the next trigger (the disclosure navigation pattern). */}
          <ul>
            {view.groupings.map((group) => (
              <li key={group.id}>
                <button {...menus.getPanelTriggerProps(group.id)} className={m.groupTriggerStyle}>
                  {group.navigationTitle}
                  {chevronDownIcon}
                </button>
                <div {...menus.getPanelProps(group.id)} className={m.panelStyle}>
                  <NavPanelContent group={group} />
                </div>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
