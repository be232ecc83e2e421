'use client';

import type { ReactNode } from 'react';
import { useHeaderMenus } from './HeaderMenusContext';

export interface MenusElementProps {
  /**
   * Which element of the header's menus: the desktop project-type bar's `<nav>` ('nav': focus leaving
   * it closes the open panel), a grouping's title button ('trigger') or panel ('panel') on the desktop
   * bar, or the login link ('login': the server renders it without the return address, which it gains
   * on intent in the browser).
   */
  part: 'nav' | 'trigger' | 'panel' | 'login';
  /** The grouping of a trigger or a panel. */
  id?: string;
  /** The nav's accessible name. */
  'aria-label'?: string;
  className?: string;
  /** Its content (a title, a panel's links), rendered on the server. */
  children?: ReactNode;
}

const TAGS = { nav: 'nav', trigger: 'button', panel: 'div', login: 'a' } as const;

/**
 * One element of the desktop bar that the header's menus drive (a client island around server-rendered
 * content): the menus' props for it (ids, ARIA state, handlers), then the server's own.
 */
export function MenusElement({ part, id = '', ...props }: MenusElementProps) {
  const { menus } = useHeaderMenus();
  const Tag = TAGS[part];
  const own =
    part === 'nav'
      ? menus.getDesktopNavProps()
      : part === 'trigger'
        ? menus.getPanelTriggerProps(id)
        : part === 'panel'
          ? menus.getPanelProps(id)
          : menus.getLoginLinkProps();
  return <Tag {...(own as object)} {...props} />;
}
