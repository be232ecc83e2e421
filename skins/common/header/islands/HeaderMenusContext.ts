'use client';

import { createContext, useContext } from 'react';
import type { HeaderTexts, UseNavMenusOptions, UseNavMenusResult } from '../../../../src';

/**
 * What the header's islands share: the one `useNavMenus` of the header (its state, getters and client
 * `view`) and the header's texts. Provided by `HeaderRoot`; the server renders everything else.
 */
export interface HeaderMenusContextValue {
  menus: UseNavMenusResult;
  texts: HeaderTexts;
}

export const HeaderMenusContext = createContext<HeaderMenusContextValue | null>(null);

/** The header's menus and texts, for an island inside `HeaderRoot` (always: the header's markup puts it there). */
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
