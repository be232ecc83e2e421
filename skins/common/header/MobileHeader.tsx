/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { AiEntryField, AiProFinderButton } from '../chat';
import { SearchBar } from '../search';
import type { HeaderLayoutProps } from './DesktopHeader';
import { Logo } from './Logo';
import { MobileNavMenu } from './MobileNavMenu';
import { MobileProfileMenu } from './MobileProfileMenu';
import { Link } from './parts';
import { mobileBarStyle, mobileOnly, proLinkInBar, spacer, textLinkStyle } from './styles';

const aiFieldRow = css({ padding: '0 12px 8px' });

/** The mobile layout (shown below 1024 px by CSS): the bar and the two slide-in menus. */
export function MobileHeader({ menus, view, texts, searchBarProps }: HeaderLayoutProps) {
  const logo = { href: view.brandHomeHref, logo: view.logo, brandName: view.brandName };
  return (
    <div css={mobileOnly} data-layout="mobile">
      <div css={mobileBarStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
        <div css={spacer} />
        {view.mobileProSignupLink && <Link link={view.mobileProSignupLink} css={[textLinkStyle, proLinkInBar]} />}
        {view.showAiButton && <AiProFinderButton aiLink={view.aiLink} />}
        <SearchBar {...searchBarProps} variant="mobile" {...menus.getSearchDialogProps('mobile')} />
        {view.showAccountMenu && <MobileProfileMenu menus={menus} view={view} texts={texts} />}
        <MobileNavMenu menus={menus} view={view} texts={texts} />
      </div>
      {view.showAiField && (
        <div css={aiFieldRow}>
          <AiEntryField aiLink={view.aiLink} />
        </div>
      )}
    </div>
  );
}
