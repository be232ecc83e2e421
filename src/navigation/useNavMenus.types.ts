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
import type { AccountMenuOpenedBy, MobileMenuState, NavLayout, PanelOpenedBy } from './navMenusReducer';
import type { NavMenusStateReducers, NavMenusStore } from './navMenusStore';
import type { HeaderUser, NavigationData } from './navigation.types';

/** Optional hover opening of the desktop panels. Clicks always toggle deterministically. */
export interface HoverIntentOptions {
  /** Delay before a hovered title opens its panel. @default 150 */
  openDelayMs?: number | undefined;
  /** Grace period before a hover-opened panel closes after the pointer leaves. @default 300 */
  closeDelayMs?: number | undefined;
}

/**
 * What a component subscribes to (`widgets`): it renders again when, and only when, one of these
 * changes. `desktopSearch` and `mobileSearch` are the header's one search in each layout; `login` is
 * the login link's return address.
 */
export type NavMenusWidget =
  'panels' | 'account' | 'navigation' | 'profile' | 'desktopSearch' | 'mobileSearch' | 'login';

export interface UseNavMenusOptions<W extends NavMenusWidget = NavMenusWidget> {
  /**
   * Join the menus of another `useNavMenus` (its result's `store`) instead of creating them: how a
   * component deep in the header renders one widget, subscribed to it alone. The owner's options
   * (data, user, timings) apply; this call's other options except `widgets` are ignored.
   */
  store?: NavMenusStore | undefined;
  /**
   * The widgets this component renders: their parts are in the result, and it renders again only
   * when one of them changes (`useSyncExternalStore` with a selector). A widget's effects (focus on
   * close, the desktop panel's outside-press and Escape listeners) run in the components subscribed
   * to it, so subscribe to each widget from one component. `[]` subscribes to nothing: the header's
   * root, which only provides the store. @default every widget
   */
  widgets?: readonly W[] | undefined;
  /** Normalised navigation data (from `useNavigationData`); drives `view`. */
  data?: NavigationData | null | undefined;
  /** The user; signed in when the data has `hasAuthenticatedVersion` and the user a first name. */
  user?: HeaderUser | null | undefined;
  /** @default 'standard' */
  variant?: HeaderVariant | undefined;
  /** True when search props exist (the inline bar of `standardWithSearch`). */
  hasSearch?: boolean | undefined;
  /** Appended to the logo's link. */
  queryString?: string | undefined;
  /** Overrides the data's AI link. */
  aiLink?: string | null | undefined;
  /** Where the login link returns to instead of the current address (checked with `safeReturnTo`). */
  loginRedirect?: string | undefined;
  /** Open desktop panels on hover. @default false */
  hoverIntent?: boolean | HoverIntentOptions | undefined;
  /** Grace period before the account dropdown closes after the mouse leaves it. @default 200 */
  accountMenuCloseDelayMs?: number | undefined;
  /**
   * The mobile menus' closing delay and panel transition, one value in ms (spec 4.4, 9): the closing
   * flag is cleared this long after a menu closes (when neither is open), and a skin runs its slide
   * and fade for `closingDelayMs` (returned by each drawer's part). An exit animation or transition
   * still running on the menu or an overlay when the delay is up holds the flag until it ends, at
   * most one more `closingDelayMs`: the flag never clears while the panel is still moving. @default 500
   */
  closingDelayMs?: number | undefined;
  /** The layout before the first measurement (server render and first client render). @default 'desktop' */
  initialLayout?: NavLayout | undefined;
  /**
   * Re-render when the measured layout differs from `initialLayout` (after mount, and when the width
   * crosses 1024 px). Set `false` when the markup does not depend on `layout` (both layouts rendered,
   * CSS showing one, as the skins do): a phone's hydration then needs no second render. The measured
   * layout still governs: it is applied before the next action, and at once when the width crosses
   * 1024 px with something open (which resets the menus). @default true
   */
  trackLayout?: boolean | undefined;
  /** The id of the main content, the skip link's target. @default 'main' */
  mainContentId?: string | undefined;
  /** Prefix of every generated id. @default a `useId()` value */
  id?: string | undefined;
  /** The current address (for the login link's redirect). @default from ChromeProvider */
  location?: (() => LocationLike) | undefined;
  /**
   * Override any state change of a widget (Downshift style), one reducer per widget: it gets the
   * widget's state and the action with the `changes` the widget would make, and returns the state to
   * use. Action types: `useNavMenus.stateChangeTypes`.
   */
  stateReducers?: NavMenusStateReducers | undefined;
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
  ref?: RefCallback<HTMLElement> | undefined;
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

type Getter<Own, Args extends unknown[] = []> = <P extends UserProps = object>(
  ...args: [...Args, userProps?: P]
) => Merged<Own, P>;

/** The desktop disclosure navigation: the bar's titles and their panels (none or one open). */
export interface NavPanelsPart {
  /** The open panel's grouping id, or null. */
  activePanel: string | null;
  openedBy: PanelOpenedBy | null;
  /** The desktop bar's container (bar + panels): focus leaving it closes the open panel. */
  getNavProps: Getter<DesktopNavProps>;
  /** A grouping's title button on the desktop bar. */
  getTriggerProps: Getter<PanelTriggerProps, [id: string]>;
  /** A grouping's panel. */
  getPanelProps: Getter<PanelProps, [id: string]>;
  open(id: string): void;
  close(): void;
}

/** The signed-in account dropdown (desktop). */
export interface AccountMenuPart {
  isOpen: boolean;
  /** What opened it most recently (kept after it closes). */
  openedBy: AccountMenuOpenedBy | null;
  /** `open` / `onOpenChange` for the dropdown's root (Radix DropdownMenu or any other). */
  getRootProps(): OpenChangeProps;
  /** The avatar button: opens on mouse hover, closes on leave; a click after a hover keeps it open. */
  getTriggerProps: Getter<AccountMenuTriggerProps>;
  /** The dropdown's content: keeps it open while the mouse is over it; Tab closes it and moves on. */
  getContentProps: Getter<AccountMenuContentProps>;
  setOpen(open: boolean): void;
}

/** A mobile slide-in menu: the profile drawer, and the base of the navigation drawer. */
export interface MobileMenuPart {
  /** closed, open, or closing (until the closing delay ends with neither menu open). */
  state: MobileMenuState;
  isOpen: boolean;
  /** The closing delay and panel transition in ms (the option, default 500): time the slide with it. */
  closingDelayMs: number;
  /** The bar's button (hamburger or avatar). */
  getToggleProps: Getter<MobileMenuToggleProps>;
  /** `open` / `onOpenChange` for the drawer's dialog component (open only in the mobile layout). */
  getDialogProps(): OpenChangeProps;
  /** The drawer's panel (role dialog; Escape closes). */
  getMenuProps: Getter<MobileMenuProps>;
  /** The element naming the drawer. */
  getTitleProps(): { id: string };
  /** The drawer's overlay: visible while it is open, a click closes it. */
  getOverlayProps: Getter<OverlayProps>;
  setOpen(open: boolean): void;
  toggle(): void;
}

/** The navigation drawer with its group card. */
export interface NavigationMenuPart extends MobileMenuPart {
  /** The grouping id of the group card open over the list, or null. */
  groupCard: string | null;
  /** The list of groupings: hidden while a group card covers it. */
  getGroupListProps: Getter<{ hidden: boolean }>;
  /** A grouping's button in the list: opens its group card. */
  getGroupCardTriggerProps: Getter<GroupCardTriggerProps, [id: string]>;
  /** A group card. */
  getGroupCardProps: Getter<GroupCardProps, [id: string]>;
  /** A group card's back button: returns to the list (focus goes to it on open, back to the group's button after). */
  getGroupCardBackProps: Getter<ButtonProps & { 'aria-describedby': string }, [id: string]>;
  /** The group card's close button: closes the drawer. */
  getGroupCardCloseProps: Getter<ButtonProps>;
  openGroupCard(id: string): void;
  backFromGroupCard(): void;
  closeGroupCard(): void;
}

/** The header's search in one layout: the desktop panel, or the full-screen mobile search. */
export interface SearchDialogPart {
  isOpen: boolean;
  /** `open` / `onOpenChange` for the search's dialog or popover. */
  getDialogProps(): OpenChangeProps;
  setOpen(open: boolean): void;
}

/** Every widget's part, by the name a component subscribes to it with. */
export interface NavMenusParts {
  panels: NavPanelsPart;
  account: AccountMenuPart;
  navigation: NavigationMenuPart;
  profile: MobileMenuPart;
  desktopSearch: SearchDialogPart;
  mobileSearch: SearchDialogPart;
}

/** What every `useNavMenus` returns, whatever it subscribes to. */
export interface NavMenusCommon {
  /** The menus outside React: pass it to `useNavMenus({ store, widgets })` in another component. */
  store: NavMenusStore;
  /** The layout the menus last acted in. Read at render: subscribe to a widget to render on its changes. */
  layout: NavLayout;
  /** Who sees what (`getHeaderView`), or null without data. */
  view: HeaderView | null;
  /** The skip link: `href="#main"`; a click also moves focus to the target. */
  getSkipLinkProps: Getter<SkipLinkProps>;
  /** The login link: `/login?redirect={current address}` (the address is read on intent; subscribe to `login`). */
  getLoginLinkProps: Getter<LoginLinkProps>;
  /** Closes every widget. */
  closeAll(): void;
}

/** The result: the common part and the parts of the widgets subscribed to (`widgets`). */
export type UseNavMenusResult<W extends NavMenusWidget = NavMenusWidget> = NavMenusCommon &
  Pick<NavMenusParts, Extract<W, keyof NavMenusParts>>;
