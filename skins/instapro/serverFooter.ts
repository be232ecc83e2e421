import { createElement, type ReactElement } from 'react';
import { RegionalFooterServer, RegionalSimpleFooterServer } from '../common/footer/server';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { mergeTheme } from '../theme/mergeTheme';
import { instaproTheme } from '../theme/theme';

/**
 * The regional footer as a React Server Component: `domain` picks the region, and only that
 * region's data is rendered (on the server); the accordion toggles, the trust widget and the click
 * tracking hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter({
  theme,
  domain,
  queryString,
  baseUrl,
  trustWidget,
  className,
}: ServerFooterProps): ReactElement {
  return createElement(RegionalFooterServer, {
    domain,
    queryString,
    baseUrl,
    trustWidget,
    className,
    theme: mergeTheme(instaproTheme, theme),
  });
}

/** The regional site's legal bar as a React Server Component (its island: click tracking). */
export function ServerSimpleFooter({ theme, domain, className }: ServerSimpleFooterProps): ReactElement {
  return createElement(RegionalSimpleFooterServer, { domain, className, theme: mergeTheme(instaproTheme, theme) });
}
