import type { Dispatch } from 'react';
import type { NavMenusAction, NavMenusState } from './navMenusReducer';
import type { NavMenusElements } from './useNavMenusFocus';
import type { HoverIntentOptions } from './useNavMenus.types';
import type { Timeouts } from './utils/useTimeouts';

/**
 * What `useNavMenus` hands its prop-getter factories (`createNavMenusGetters` and the mobile ones in
 * `createMobileGetters`): its own module, so the factories import it without importing each other.
 */
export interface NavMenusGetterContext {
  state: NavMenusState;
  /** The latest state, for handlers that run between renders. */
  current: () => NavMenusState;
  dispatch: Dispatch<NavMenusAction>;
  timeouts: Timeouts;
  elements: NavMenusElements;
  idBase: string;
  hover: Required<HoverIntentOptions> | null;
  accountMenuCloseDelayMs: number;
  mainContentId: string;
  loginHref: string;
  /** Brings the login link's return address up to date, in state and in the link's `href` at once. */
  prepareLoginLink: (link: HTMLAnchorElement) => void;
  /**
   * The search dialogs' `onOpenChange`: one function for the hook's life, so a memoised search bar
   * is not rendered again by each menu action that leaves its own props alone.
   */
  searchOpenChange: (open: boolean) => void;
}
