'use client';

import { createContext, useContext } from 'react';
import type { HeaderTexts, NavMenusStore, UseNavMenusOptions } from '../../../../src';

/**
 * What the header's islands share: the store of the header's menus (each island subscribes to its
 * own widget with `useNavMenus({ store, widgets })`) and the header's texts. Provided by `HeaderRoot`,
 * one value for the root's life: a menu action renders no island through this context.
 */
export interface HeaderMenusContextValue {
  store: NavMenusStore;
  texts: HeaderTexts;
}

export const HeaderMenusContext = createContext<HeaderMenusContextValue | null>(null);

/** The header's menus' store and texts, for an island inside `HeaderRoot` (always: the header's markup puts it there). */
export function useHeaderMenus(): HeaderMenusContextValue {
  return useContext(HeaderMenusContext)!;
}

/**
 * The options of the header's `useNavMenus` (plain data: a Server Component passes them to
 * `HeaderRoot`). Its `data` drives the menus' client `view`: the drawers' links, the account menu's,
 * the login link's return address.
 */
export type HeaderMenusOptions = Pick<
  UseNavMenusOptions,
  | 'data'
  | 'user'
  | 'variant'
  | 'hasSearch'
  | 'queryString'
  | 'aiLink'
  | 'loginRedirect'
  | 'hoverIntent'
  | 'closingDelayMs'
  | 'mainContentId'
>;
