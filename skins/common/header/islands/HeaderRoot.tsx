'use client';

import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useNavMenus, type HeaderTexts } from '../../../../src';
import type { ChromeTheme } from '../../../theme/theme';
import { ThemeScope } from '../../../theme/ThemeScope';
import { HeaderMenusContext, type HeaderMenusOptions } from './HeaderMenusContext';

export interface HeaderRootProps {
  /** The options of the header's `useNavMenus`. */
  menus: HeaderMenusOptions;
  /** The header's texts (the islands' labels). */
  texts: HeaderTexts;
  /**
   * The theme of the islands' Emotion context, from a Server Component (no ThemeProvider reaches it):
   * the drawers and dialogs, portalled under `<body>`, take its class and nonce. A client tree has
   * its ThemeProvider already and passes none.
   */
  theme?: ChromeTheme | undefined;
  className?: string | undefined;
  lang?: string | undefined;
  /** `data-variant`. */
  variant?: string | undefined;
  /** The header's content, rendered on the server (its islands read this root's menus). */
  children?: ReactNode | undefined;
}

/**
 * The header's `<header>` (a client island): it owns the header's menus (`useNavMenus`, subscribed to
 * no widget: a menu action never renders it) and provides their store to the islands inside, each
 * subscribed to its own widget (the panels, the account menu, each drawer, each layout's search, the
 * login link). It makes the skip link, which the server renders as a plain link, move focus to the
 * main content. Its children, the header's markup, links and panels, are rendered on the server.
 */
export function HeaderRoot({ menus: options, texts, theme, className, lang, variant, children }: HeaderRootProps) {
  // Both layouts are in the markup and CSS shows one: no render after hydration for the layout.
  const menus = useNavMenus({ ...options, trackLayout: false, widgets: [] });
  // The skip link is the header's own link to the main content: a click on it focuses the main
  // content (making it focusable for the moment when it is not), as `getSkipLinkProps` does.
  const skip = menus.getSkipLinkProps();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.('a');
    if (link?.parentElement === event.currentTarget && link.getAttribute('href') === skip.href)
      skip.onClick(event as MouseEvent<HTMLAnchorElement>);
  };
  const { store } = menus;
  const shared = useMemo(() => ({ store, texts }), [store, texts]);
  const header = (
    <HeaderMenusContext.Provider value={shared}>
      <header className={className} lang={lang} data-variant={variant} onClick={onClick}>
        {children}
      </header>
    </HeaderMenusContext.Provider>
  );
  return theme ? <ThemeScope theme={theme}>{header}</ThemeScope> : header;
}
