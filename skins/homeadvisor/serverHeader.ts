import { createElement, type ReactElement } from 'react';
import { NAVIGATION_LIMITS } from '../../src/navigation/limits';
import { ServerHeaderView } from '../common/header/server';
import type { ServerHeaderProps } from '../common/header/Header.types';
import { mergeTheme } from '../theme/mergeTheme';
import { homeAdvisorTheme } from '../theme/theme';

/**
 * The HomeAdvisor header as a React Server Component: its markup, links and panels rendered on the server
 * from server-loaded navigation data; the menu triggers and panels, the drawers, the search and the
 * account menu hydrate as client islands. Mobile menus close over 700 ms, as `Header`'s. Inside a
 * `ChromeProvider` for the islands' config.
 */
export function ServerHeader({ theme, ...props }: ServerHeaderProps): ReactElement {
  return createElement(ServerHeaderView, {
    ...props,
    closingDelayMs: props.closingDelayMs ?? NAVIGATION_LIMITS.mobilePanelTransitionMs,
    theme: mergeTheme(homeAdvisorTheme, theme),
  });
}
