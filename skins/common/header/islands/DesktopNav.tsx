'use client';

import type { ReactNode } from 'react';
import { useHeaderMenus } from './HeaderMenusContext';

interface IslandProps {
  className?: string;
  /** Its content, rendered on the server. */
  children?: ReactNode;
}

/** The desktop project-type bar's `<nav>` (a client island): focus leaving it closes the open panel. */
export function DesktopNav({ label, className, children }: IslandProps & { label: string }) {
  const { menus } = useHeaderMenus();
  return (
    <nav {...menus.getDesktopNavProps({ 'aria-label': label })} className={className}>
      {children}
    </nav>
  );
}

/** A grouping's title button on the desktop bar (a client island around its server-rendered title). */
export function PanelTrigger({ id, className, children }: IslandProps & { id: string }) {
  const { menus } = useHeaderMenus();
  return (
    <button {...menus.getPanelTriggerProps(id)} className={className}>
      {children}
    </button>
  );
}

/** A grouping's panel (a client island around its server-rendered links and articles). */
export function Panel({ id, className, children }: IslandProps & { id: string }) {
  const { menus } = useHeaderMenus();
  return (
    <div {...menus.getPanelProps(id)} className={className}>
      {children}
    </div>
  );
}

/**
 * The login link (a client island): the server renders it without the return address, which it
 * gains on intent (pointing, focus, activation) in the browser.
 */
export function LoginLink({ className, children }: IslandProps) {
  const { menus } = useHeaderMenus();
  return (
    <a {...menus.getLoginLinkProps()} className={className}>
      {children}
    </a>
  );
}
