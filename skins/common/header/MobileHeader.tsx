import { AiEntryField, AiProFinderButton } from '../chat';
import type { HeaderLayoutProps } from './DesktopHeader';
import { HeaderMenu, HeaderSearch } from './islands/HeaderMenus';
import { Logo } from './Logo';
import { Link } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/**
 * The mobile layout (shown below 1024 px by CSS): the bar and the two slide-in menus. No hooks, like
 * `DesktopHeader`: the search, the drawers and their triggers are islands.
 */
export function MobileHeader({ view, texts, searchBarProps }: HeaderLayoutProps) {
  const logo = { href: view.brandHomeHref, logo: view.logo, brandName: view.brandName };
  return (
    <div className={h.mobileOnly} data-layout="mobile">
      <div className={h.mobileBarStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
        <div className={h.spacer} />
        {view.mobileProSignupLink && <Link link={view.mobileProSignupLink} className={h.proTextLinkStyle} />}
        {view.showAiButton && <AiProFinderButton aiLink={view.aiLink} />}
        <HeaderSearch layout="mobile" searchBarProps={searchBarProps} />
        {view.showAccountMenu && <HeaderMenu menu="profile" />}
        <HeaderMenu menu="navigation" />
      </div>
      {view.showAiField && (
        <div className={h.aiFieldRowStyle}>
          <AiEntryField aiLink={view.aiLink} />
        </div>
      )}
    </div>
  );
}
