import type {
  FocusEventHandler,
  KeyboardEventHandler,
  MouseEventHandler,
  PointerEventHandler,
  RefCallback,
} from 'react';
import type { LocationLike } from '../config/config.types';
import type { Merged } from '../shared/propGetters';
import type { HeaderView } from './getHeaderView';
import type { HeaderVariant } from './headerVariants';
import type {
  AccountMenuOpenedBy,
  MobileMenu,
  MobileMenuState,
  NavLayout,
  NavMenusAction,
  NavMenusState,
  PanelOpenedBy,
} from './navMenusReducer';
import type { HeaderUser, NavigationData } from './navigation.types';

/** Optional hover opening of the desktop panels. Clicks always toggle deterministically. */
export interface HoverIntentOptions {
  /** Delay before a hovered title opens its panel. @default 150 */
  openDelayMs?: number;
  /** Grace period before a hover-opened panel closes after the pointer leaves. @default 300 */
  closeDelayMs?: number;
}

export interface UseNavMenusOptions {
  /** Normalised navigation data (from `useNavigationData`); drives `view`. */
  data?: NavigationData | null;
  /** The user; signed in when the data has `hasAuthenticatedVersion` and the user a first name. */
  user?: HeaderUser | null;
  /** @default 'standard' */
  variant?: HeaderVariant;
  /** True when search props exist (the inline bar of `standardWithSearch`). */
  hasSearch?: boolean;
  /** Appended to the logo's link. */
  queryString?: string;
  /** Overrides the data's AI link. */
  aiLink?: string | null;
  /** Where the login link returns to instead of the current address (checked with `safeReturnTo`). */
  loginRedirect?: string;
  /** Open desktop panels on hover. @default false */
  hoverIntent?: boolean | HoverIntentOptions;
  /** Grace period before the account dropdown closes after the mouse leaves it. @default 200 */
  accountMenuCloseDelayMs?: number;
  /**
   * The mobile menus' closing delay and panel transition, one value in ms (spec 4.4, 9): the closing
   * flag is cleared this long after a menu closes (when neither is open), and a skin runs its slide
   * and fade for `closingDelayMs` (returned as state). An exit animation or transition still running
   * on the menu or the overlay (the element of `getMobileMenuProps` or `getOverlayProps`) when the
   * delay is up holds the flag until it ends, at most one more `closingDelayMs`: the flag never
   * clears while the panel is still moving. @default 500
   */
  closingDelayMs?: number;
  /** Lock page scrolling while a mobile menu is open on a small screen. @default true */
  lockScroll?: boolean;
  /** The layout before the first measurement (server render and first client render). @default 'desktop' */
  initialLayout?: NavLayout;
  /**
   * Re-render when the measured layout differs from `initialLayout` (after mount, and when the width
   * crosses 1024 px). Set `false` when the markup does not depend on `layout` (both layouts rendered,
   * CSS showing one, as the skins do): a phone's hydration then needs no second render. The measured
   * layout still governs: it is applied before the next action (opening a menu, say), and at once when
   * the width crosses 1024 px with something open (which resets the menus). `layout` in the result is
   * then the one the hook last acted in. @default true
   */
  trackLayout?: boolean;
  /** The id of the main content, the skip link's target. @default 'main' */
  mainContentId?: string;
  /** Prefix of every generated id. @default a `useId()` value */
  id?: string;
  /** The current address (for the login link's redirect). @default from ChromeProvider */
  location?: () => LocationLike;
  /** Override any state change (Downshift style): return the state to use. */
  stateReducer?: (state: NavMenusState, actionAndChanges: NavMenusAction & { changes: NavMenusState }) => NavMenusState;
}

/** Props a getter accepts from the caller: anything, plus an optional ref. */
export type UserProps = object;

export interface SkipLinkProps {
  href: string;
  onClick: MouseEventHandler<HTMLAnchorElement>;
}
export interface DesktopNavProps {
  ref: RefCallback<HTMLElement>;
  onBlur: FocusEventHandler<HTMLElement>;
}
export interface PanelTriggerProps {
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  'data-state': 'open' | 'closed';
  onClick: MouseEventHandler<HTMLElement>;
  onPointerEnter: PointerEventHandler<HTMLElement>;
  onPointerLeave: PointerEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
export interface PanelProps {
  id: string;
  role: 'region';
  'aria-labelledby': string;
  hidden: boolean;
  'data-state': 'open' | 'closed';
  onPointerEnter: PointerEventHandler<HTMLElement>;
  onPointerLeave: PointerEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
export interface MobileMenuToggleProps {
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
  'data-state': MobileMenuState;
  onClick: MouseEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
export interface MobileMenuProps {
  id: string;
  role: 'dialog';
  'aria-modal': true;
  'aria-labelledby': string;
  'data-state': MobileMenuState;
  hidden: boolean;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
/** Controlled-open props for a dialog or dropdown component (Radix or any other). */
export interface OpenChangeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
export interface OverlayProps {
  'aria-hidden': true;
  'data-state': 'open' | 'closing' | 'closed';
  hidden: boolean;
  onClick: MouseEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
export interface GroupCardTriggerProps {
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: MouseEventHandler<HTMLElement>;
  ref: RefCallback<HTMLElement>;
}
export interface GroupCardProps {
  id: string;
  role: 'region';
  'aria-labelledby': string;
  hidden: boolean;
  'data-state': 'open' | 'closed';
}
export interface ButtonProps {
  type: 'button';
  onClick: MouseEventHandler<HTMLElement>;
  ref?: RefCallback<HTMLElement>;
}
export interface HoverProps {
  onPointerEnter: PointerEventHandler<HTMLElement>;
  onPointerLeave: PointerEventHandler<HTMLElement>;
}
export interface AccountMenuTriggerProps extends HoverProps {
  ref: RefCallback<HTMLElement>;
  onPointerDown: PointerEventHandler<HTMLElement>;
}
/** The account dropdown's content: hover keeps it open; Tab closes it and moves on past its button. */
export interface AccountMenuContentProps extends HoverProps {
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  /** For Radix DropdownMenu.Content's `onCloseAutoFocus` (or any menu that announces its close focus). */
  onCloseAutoFocus: (event: Event) => void;
}
/**
 * The login link: `href` carries the return address (`?redirect=`) once known. It is read on intent,
 * not after mount (no commit after hydration): pointing at or focusing the link, activating it (the
 * `href` is set in the DOM before the browser follows it) and opening the mobile menu.
 */
export interface LoginLinkProps {
  href: string;
  onPointerEnter: PointerEventHandler<HTMLAnchorElement>;
  onFocus: FocusEventHandler<HTMLAnchorElement>;
  onClick: MouseEventHandler<HTMLAnchorElement>;
}

export interface UseNavMenusResult {
  // prop getters
  /** The skip link: `href="#main"`; a click also moves focus to the target. */
  getSkipLinkProps<P extends UserProps = object>(userProps?: P): Merged<SkipLinkProps, P>;
  /** The desktop bar's container (bar + panels): focus leaving it closes the open panel. */
  getDesktopNavProps<P extends UserProps = object>(userProps?: P): Merged<DesktopNavProps, P>;
  /** A grouping's title button on the desktop bar. */
  getPanelTriggerProps<P extends UserProps = object>(id: string, userProps?: P): Merged<PanelTriggerProps, P>;
  /** A grouping's panel. */
  getPanelProps<P extends UserProps = object>(id: string, userProps?: P): Merged<PanelProps, P>;
  /** The hamburger (`navigation`) or account (`profile`) button of the mobile bar. */
  getMobileMenuToggleProps<P extends UserProps = object>(
    menu: MobileMenu,
    userProps?: P,
  ): Merged<MobileMenuToggleProps, P>;
  /** `open` / `onOpenChange` for a mobile menu's dialog component. */
  getMobileMenuDialogProps(menu: MobileMenu): OpenChangeProps;
  /** A mobile menu's panel (role dialog; Escape closes). */
  getMobileMenuProps<P extends UserProps = object>(menu: MobileMenu, userProps?: P): Merged<MobileMenuProps, P>;
  /** The element naming a mobile menu. */
  getMobileMenuTitleProps(menu: MobileMenu): { id: string };
  /** The overlay behind the mobile menus: visible while one is open, a click closes them. */
  getOverlayProps<P extends UserProps = object>(userProps?: P): Merged<OverlayProps, P>;
  /** A grouping's button in the mobile list: opens its group card. */
  getGroupCardTriggerProps<P extends UserProps = object>(id: string, userProps?: P): Merged<GroupCardTriggerProps, P>;
  /** The list of groupings in the mobile menu: hidden while a group card covers it. */
  getGroupListProps<P extends UserProps = object>(userProps?: P): Merged<{ hidden: boolean }, P>;
  /** A group card. */
  getGroupCardProps<P extends UserProps = object>(id: string, userProps?: P): Merged<GroupCardProps, P>;
  /** A group card's back button: returns to the list (focus goes to the card on open, back to the group's button after). */
  getGroupCardBackProps<P extends UserProps = object>(
    id: string,
    userProps?: P,
  ): Merged<ButtonProps & { 'aria-describedby': string }, P>;
  /** The group card's close button: closes the navigation menu. */
  getGroupCardCloseProps<P extends UserProps = object>(userProps?: P): Merged<ButtonProps, P>;
  /** `open` / `onOpenChange` for the full-screen search of one layout (open only in the current layout). */
  getSearchDialogProps(layout: NavLayout): OpenChangeProps;
  /** `open` / `onOpenChange` for the account dropdown (desktop). */
  getAccountMenuProps(): OpenChangeProps;
  /** The avatar button: opens on mouse hover, closes on leave; a click after a hover keeps it open. */
  getAccountMenuTriggerProps<P extends UserProps = object>(userProps?: P): Merged<AccountMenuTriggerProps, P>;
  /** The dropdown's content: keeps it open while the mouse is over it; Tab closes it and moves on. */
  getAccountMenuContentProps<P extends UserProps = object>(userProps?: P): Merged<AccountMenuContentProps, P>;
  /** The login link: `/login?redirect={current address}` (the address is read after mount). */
  getLoginLinkProps<P extends UserProps = object>(userProps?: P): Merged<LoginLinkProps, P>;

  // actions
  openPanel(id: string): void;
  closePanel(): void;
  openMobileMenu(menu: MobileMenu): void;
  closeMobileMenu(menu: MobileMenu): void;
  toggleMobileMenu(menu: MobileMenu): void;
  openGroupCard(id: string): void;
  backFromGroupCard(): void;
  closeGroupCard(): void;
  setSearchOpen(open: boolean): void;
  setAccountMenuOpen(open: boolean): void;
  closeAll(): void;

  // state
  layout: NavLayout;
  activePanel: string | null;
  panelOpenedBy: PanelOpenedBy | null;
  navigationMenu: MobileMenuState;
  profileMenu: MobileMenuState;
  /** True while either mobile menu is closing. */
  isClosing: boolean;
  /** True while either mobile menu is open. */
  isMobileMenuOpen: boolean;
  /** The mobile menus' closing delay and panel transition in ms (the option, default 500): time the skin's animation with it. */
  closingDelayMs: number;
  groupCard: string | null;
  search: 'collapsed' | 'open';
  accountMenu: 'closed' | 'open';
  accountMenuOpenedBy: AccountMenuOpenedBy | null;
  /** Who sees what (`getHeaderView`), or null without data. */
  view: HeaderView | null;
}
