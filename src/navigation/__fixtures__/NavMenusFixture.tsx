import { useEffect, useRef, type ReactNode } from 'react';
import { ChromeProvider } from '../../config/ChromeProvider';
import type { ChromeConfig } from '../../config/config.types';
import type { HeaderView } from '../getHeaderView';
import { normalizeNavigationData } from '../normalizeNavigationData';
import type { NavMenusStore } from '../navMenusStore';
import { useNavMenus } from '../useNavMenus';
import type {
  AccountMenuPart,
  MobileMenuPart,
  NavigationMenuPart,
  NavPanelsPart,
  SearchDialogPart,
  UseNavMenusOptions,
  UseNavMenusResult,
} from '../useNavMenus.types';
import { makeRawNavigationData } from './navigationData';

/*
 * Plain, unstyled headers built only from useNavMenus's parts: what a custom UI would write. One
 * component per widget, rendered either by one `useNavMenus` (NavMenusFixture) or each by its own
 * `useNavMenus({ store, widgets })` joining the owner's menus (NavMenusIslandsFixture), as the skins do.
 */

/** Stable data: a `data` object made during the owner's render would be a new view at every render. */
export const NAVIGATION_DATA = normalizeNavigationData(makeRawNavigationData());

type FixtureOptions = Omit<UseNavMenusOptions, 'store' | 'widgets'>;

export function PanelsBar({ panels, view }: { panels: NavPanelsPart; view: HeaderView }) {
  return (
    <nav {...panels.getNavProps({ 'aria-label': 'Projects' })}>
      {view.groupings.map((g) => (
        <button key={g.id} {...panels.getTriggerProps(g.id)}>
          {g.navigationTitle}
        </button>
      ))}
      {view.groupings.map((g) => (
        <div key={g.id} {...panels.getPanelProps(g.id)}>
          <a href={`#${g.id}`}>{g.navigationTitle} link</a>
        </div>
      ))}
    </nav>
  );
}

/**
 * The account dropdown on `getRootProps` as a menu library uses them: its button toggles on a left
 * press (unless the hook's handler prevented it), a press outside the open menu closes it, the menu
 * takes focus when it opens, and on close it announces `onCloseAutoFocus` and focuses its button
 * unless that was prevented (Radix DropdownMenu's behaviour, without Radix).
 */
export function AccountDropdown({ account }: { account: AccountMenuPart }) {
  const { open, onOpenChange } = account.getRootProps();
  const { onCloseAutoFocus, ...content } = account.getContentProps();
  const trigger = account.getTriggerProps({ 'aria-label': 'Account', 'aria-expanded': open });
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLDivElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (open) {
      menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      return;
    }
    const event = new Event('closeAutoFocus', { cancelable: true });
    onCloseAutoFocus(event);
    if (!event.defaultPrevented) button.current?.focus();
  });
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);
  return (
    <>
      <a href="#before-account">Before account</a>
      <button
        type="button"
        {...trigger}
        ref={(node) => {
          button.current = node;
          trigger.ref(node);
        }}
        onPointerDown={(event) => {
          trigger.onPointerDown(event);
          if (!event.defaultPrevented && event.button === 0) onOpenChange(!open);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onOpenChange(true);
        }}
      />
      {open && (
        <div role="menu" aria-label="Account menu" ref={menu} {...content}>
          <a role="menuitem" href="/account">
            My Account
          </a>
          <a role="menuitem" href="/messages">
            Messages
          </a>
        </div>
      )}
      <a href="#after-account">After account</a>
    </>
  );
}

export function NavigationDrawer({
  navigation,
  view,
  loginLink,
}: {
  navigation: NavigationMenuPart;
  view: HeaderView;
  loginLink?: ReactNode;
}) {
  return (
    <>
      <button {...navigation.getToggleProps({ 'aria-label': 'Menu' })} />
      <div {...navigation.getOverlayProps({ 'data-testid': 'navigation-overlay' })} />
      <div {...navigation.getMenuProps()}>
        <h2 {...navigation.getTitleProps()}>Navigation</h2>
        <ul {...navigation.getGroupListProps()}>
          {view.groupings.map((g) => (
            <li key={g.id}>
              <button {...navigation.getGroupCardTriggerProps(g.id)}>{g.navigationTitle}</button>
            </li>
          ))}
        </ul>
        {view.groupings.map((g) => (
          <div key={g.id} {...navigation.getGroupCardProps(g.id)}>
            <button {...navigation.getGroupCardBackProps(g.id, { 'aria-label': 'Back' })} />
            <button {...navigation.getGroupCardCloseProps({ 'aria-label': 'Close card' })} />
            <a href={`#card-${g.id}`}>{g.navigationTitle} card link</a>
          </div>
        ))}
        {loginLink}
      </div>
    </>
  );
}

export function ProfileDrawer({ profile }: { profile: MobileMenuPart }) {
  return (
    <>
      <button {...profile.getToggleProps({ 'aria-label': 'Profile' })} />
      <div {...profile.getOverlayProps({ 'data-testid': 'profile-overlay' })} />
      <div {...profile.getMenuProps()}>
        <h2 {...profile.getTitleProps()}>Profile</h2>
        <a href="/account">Account</a>
      </div>
    </>
  );
}

/** A layout's search icon and its search, open while the part says so. */
export function SearchToggle({ search, name }: { search: SearchDialogPart; name: string }) {
  const { open, onOpenChange } = search.getDialogProps();
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => onOpenChange(!open)}>
        {name}
      </button>
      {open && <div role="search" aria-label={name} />}
    </>
  );
}

/** The whole header from one `useNavMenus` (every widget). */
export function NavMenusFixture(props: FixtureOptions & { onRender?: (menus: UseNavMenusResult) => void }) {
  const { onRender, ...options } = props;
  const menus = useNavMenus({ data: NAVIGATION_DATA, ...options });
  onRender?.(menus);
  const { view } = menus;
  if (!view) return null;
  return (
    <header>
      <a {...menus.getSkipLinkProps()}>Skip</a>
      <PanelsBar panels={menus.panels} view={view} />
      <AccountDropdown account={menus.account} />
      <SearchToggle search={menus.desktopSearch} name="Desktop search" />
      <SearchToggle search={menus.mobileSearch} name="Mobile search" />
      <NavigationDrawer navigation={menus.navigation} view={view} />
      <ProfileDrawer profile={menus.profile} />
      <a {...menus.getLoginLinkProps()}>Log in</a>
    </header>
  );
}

/** Which island rendered, in order (to count renders per island). */
export type IslandName = 'root' | 'panels' | 'account' | 'navigation' | 'profile' | 'login';

/**
 * The header as islands: a root owning the menus and subscribed to nothing, and one component per
 * widget joining them with `useNavMenus({ store, widgets })`.
 */
export function NavMenusIslandsFixture(props: FixtureOptions & { onRender?: (island: IslandName) => void }) {
  const { onRender = () => {}, ...options } = props;
  const { store, view } = useNavMenus({ data: NAVIGATION_DATA, ...options, widgets: [] });
  onRender('root');
  if (!view) return null;
  const islands = { store, onRender };
  return (
    <header>
      <PanelsIsland {...islands} />
      <AccountIsland {...islands} />
      <NavigationIsland {...islands} />
      <ProfileIsland {...islands} />
      <LoginIsland {...islands} />
    </header>
  );
}

interface IslandProps {
  store: NavMenusStore;
  onRender: (island: IslandName) => void;
}

function PanelsIsland({ store, onRender }: IslandProps) {
  const menus = useNavMenus({ store, widgets: ['panels'] });
  onRender('panels');
  return menus.view && <PanelsBar panels={menus.panels} view={menus.view} />;
}

function AccountIsland({ store, onRender }: IslandProps) {
  const menus = useNavMenus({ store, widgets: ['account'] });
  onRender('account');
  return <AccountDropdown account={menus.account} />;
}

function NavigationIsland({ store, onRender }: IslandProps) {
  const menus = useNavMenus({ store, widgets: ['navigation'] });
  onRender('navigation');
  return (
    menus.view && (
      <NavigationDrawer
        navigation={menus.navigation}
        view={menus.view}
        loginLink={<a {...menus.getLoginLinkProps()}>Drawer log in</a>}
      />
    )
  );
}

function ProfileIsland({ store, onRender }: IslandProps) {
  const menus = useNavMenus({ store, widgets: ['profile'] });
  onRender('profile');
  return <ProfileDrawer profile={menus.profile} />;
}

function LoginIsland({ store, onRender }: IslandProps) {
  const menus = useNavMenus({ store, widgets: ['login'] });
  onRender('login');
  return <a {...menus.getLoginLinkProps()}>Log in</a>;
}

export function withChrome(config: ChromeConfig) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ChromeProvider config={config}>{children}</ChromeProvider>;
  };
}
