'use client';

import type { ReactNode } from 'react';
import { useNavMenus } from '../../../../src';
import { useHeaderMenus } from './HeaderMenusContext';

export interface PanelsNavGroup {
  id: string;
  /** The title button's content, rendered on the server. */
  title: ReactNode;
  /** The panel's content (its links), rendered on the server. */
  panel: ReactNode;
}

export interface PanelsNavProps {
  groups: PanelsNavGroup[];
  /** The nav's accessible name. */
  'aria-label': string;
  className?: string | undefined;
  triggerClassName?: string | undefined;
  panelClassName?: string | undefined;
}

/**
 * The desktop project-type bar (a client island, subscribed to the panels alone): its `<nav>` (focus
 * leaving it closes the open panel), each grouping's title button and panel, with the content the
 * server rendered. Each panel follows its trigger in the DOM, so Tab goes from an open trigger into its
 * panel's links before the next trigger (the disclosure navigation pattern).
 */
export function PanelsNav({
  groups,
  'aria-label': label,
  className,
  triggerClassName,
  panelClassName,
}: PanelsNavProps) {
  const { store } = useHeaderMenus();
  const { panels } = useNavMenus({ store, widgets: ['panels'] });
  return (
    <nav {...panels.getNavProps()} aria-label={label} className={className}>
      <ul>
        {groups.map((group) => (
          <li key={group.id}>
            <button {...panels.getTriggerProps(group.id)} className={triggerClassName}>
              {group.title}
            </button>
            <div {...panels.getPanelProps(group.id)} className={panelClassName}>
              {group.panel}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface MenusElementProps {
  /** The login link: the server renders it without the return address, which it gains on intent in the browser. */
  part: 'login';
  className?: string | undefined;
  /** Its content, rendered on the server. */
  children?: ReactNode | undefined;
}

/** The desktop bar's login link (a client island, subscribed to the login link's address alone). */
export function MenusElement({ className, children }: MenusElementProps) {
  const { store } = useHeaderMenus();
  const menus = useNavMenus({ store, widgets: ['login'] });
  return (
    <a {...menus.getLoginLinkProps()} className={className}>
      {children}
    </a>
  );
}
