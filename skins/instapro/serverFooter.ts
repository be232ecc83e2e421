import { createElement, type ReactElement } from 'react';
import { resolveSite } from '../../src/brand/site';
import { pageCatalogue, RegionalFooterServer, RegionalSimpleFooterServer } from '../common/footer/server';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { mergeTheme } from '../theme/mergeTheme';
import { instaproTheme } from '../theme/theme';

/**
 * The regional footer as a React Server Component: `domain` picks the region, and only that
 * region's data is rendered (on the server), in the page's `locale` when a catalogue has the site's
 * footer (fr-CA's HomeStars), else in the site's language; the accordion toggles, the trust widget and the click
 * tracking hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter({
  theme,
  domain,
  queryString,
  baseUrl,
  trustWidget,
  className,
  locale,
  catalogues,
  textOverrides,
}: ServerFooterProps): ReactElement {
  const { catalogue } = pageCatalogue({ locale, catalogues, textOverrides }, resolveSite({ domain }).locale);
  return createElement(RegionalFooterServer, {
    domain,
    catalogue,
    queryString,
    baseUrl,
    trustWidget,
    className,
    theme: mergeTheme(instaproTheme, theme),
  });
}

/** The regional site's legal bar as a React Server Component (its island: click tracking). */
export function ServerSimpleFooter({
  theme,
  domain,
  className,
  locale,
  catalogues,
  textOverrides,
}: ServerSimpleFooterProps): ReactElement {
  const { catalogue } = pageCatalogue({ locale, catalogues, textOverrides }, resolveSite({ domain }).locale);
  return createElement(RegionalSimpleFooterServer, {
    domain,
    className,
    catalogue,
    theme: mergeTheme(instaproTheme, theme),
  });
}
