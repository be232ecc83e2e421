import { createElement, type ReactElement } from 'react';
import { ServerHeaderView } from '../common/header/server';
import type { ServerHeaderProps } from '../common/header/Header.types';
import { mergeTheme } from '../theme/mergeTheme';
import { instaproTheme } from '../theme/theme';

/**
 * The Instapro header as a React Server Component: its markup, links and panels rendered on the server
 * from server-loaded navigation data; the menu triggers and panels, the drawers, the search and the
 * account menu hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerHeader({ theme, ...props }: ServerHeaderProps): ReactElement {
  return createElement(ServerHeaderView, { ...props, theme: mergeTheme(instaproTheme, theme) });
}
