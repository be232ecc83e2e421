import { AiEntryField, AiProFinderButton } from '../chat';
import { SearchBar } from '../search';
import type { HeaderLayoutProps } from './DesktopHeader';
import { Logo } from './Logo';
import { MobileNavMenu } from './MobileNavMenu';
import { MobileProfileMenu } from './MobileProfileMenu';
import { Link } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/** The mobile layout (shown below 1024 px by CSS): the bar and the two slide-in menus. */
export function MobileHeader({ menus, view, texts, searchBarProps }: HeaderLayoutProps) {
  const logo = { href: view.brandHomeHref, logo: view.logo, brandName: view.brandName };
  return (
    <div className={h.mobileOnly} data-layout="mobile">
      <div className={h.mobileBarStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
        <div className={h.spacer} />
        {view.mobileProSignupLink && <Link link={view.mobileProSignupLink} className={h.proTextLinkStyle} />}
        {view.showAiButton && <AiProFinderButton aiLink={view.aiLink} />}
        <SearchBar {...searchBarProps} variant="mobile" {...menus.getSearchDialogProps('mobile')} />
        {view.showAccountMenu && <MobileProfileMenu menus={menus} view={view} texts={texts} />}
        <MobileNavMenu menus={menus} view={view} texts={texts} />
      </div>
      {view.showAiField && (
        <div className={h.aiFieldRowStyle}>
          <AiEntryField aiLink={view.aiLink} />
        </div>
      )}
    </div>
  );
}
