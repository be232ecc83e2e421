import type { ReactNode } from 'react';
import { ChromeProvider } from '../../config/ChromeProvider';
import type { ChromeConfig } from '../../config/config.types';
import { normalizeNavigationData } from '../normalizeNavigationData';
import { useNavMenus } from '../useNavMenus';
import type { UseNavMenusOptions, UseNavMenusResult } from '../useNavMenus.types';
import { makeRawNavigationData } from './navigationData';

/** A plain, unstyled header built only from useNavMenus's getters: what a custom UI would write. */
export function NavMenusFixture(props: UseNavMenusOptions & { onRender?: (menus: UseNavMenusResult) => void }) {
  const { onRender, ...options } = props;
  const menus = useNavMenus({ data: normalizeNavigationData(makeRawNavigationData()), ...options });
  onRender?.(menus);
  const view = menus.view;
  if (!view) return null;
  return (
    <header>
      <a {...menus.getSkipLinkProps()}>Skip</a>
      <nav {...menus.getDesktopNavProps({ 'aria-label': 'Projects' })}>
        {view.groupings.map((g) => (
          <button key={g.id} {...menus.getPanelTriggerProps(g.id)}>
            {g.navigationTitle}
          </button>
        ))}
        {view.groupings.map((g) => (
          <div key={g.id} {...menus.getPanelProps(g.id)}>
            <a href="#x">{g.navigationTitle} link</a>
          </div>
        ))}
      </nav>
      <button {...menus.getMobileMenuToggleProps('navigation', { 'aria-label': 'Menu' })} />
      <button {...menus.getMobileMenuToggleProps('profile', { 'aria-label': 'Profile' })} />
      <div {...menus.getOverlayProps({ 'data-testid': 'overlay' })} />
      <div {...menus.getMobileMenuProps('navigation')}>
        <h2 {...menus.getMobileMenuTitleProps('navigation')}>Navigation</h2>
        <ul {...menus.getGroupListProps()}>
          {view.groupings.map((g) => (
            <li key={g.id}>
              <button {...menus.getGroupCardTriggerProps(g.id)}>{g.navigationTitle}</button>
            </li>
          ))}
        </ul>
        {view.groupings.map((g) => (
          <div key={g.id} {...menus.getGroupCardProps(g.id)}>
            <button {...menus.getGroupCardBackProps(g.id, { 'aria-label': 'Back' })} />
            <button {...menus.getGroupCardCloseProps({ 'aria-label': 'Close card' })} />
          </div>
        ))}
      </div>
      <div {...menus.getMobileMenuProps('profile')}>
        <h2 {...menus.getMobileMenuTitleProps('profile')}>Profile</h2>
        <a href="/account">Account</a>
      </div>
      <a {...menus.getLoginLinkProps()}>Log in</a>
    </header>
  );
}

export function withChrome(config: ChromeConfig) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ChromeProvider config={config}>{children}</ChromeProvider>;
  };
}
