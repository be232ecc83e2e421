import type { NavigationData } from '../../../../src';
import { resolveSite } from '../../../../src/brand/site';
import { pickCatalogue } from '../../../../src/i18n/catalogue';
import { normalizeNavigationData } from '../../../../src/navigation/normalizeNavigationData';
import { memoBySource } from '../../../../src/shared/memoBySource';
import type { ChromeTheme } from '../../../theme/theme';
import type { ServerHeaderProps } from '../Header.types';
import { HeaderServer } from './HeaderServer';

export interface ServerHeaderViewProps extends Omit<ServerHeaderProps, 'theme'> {
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
}

/**
 * The data the header's islands get: everything but the panels' featured articles, which only the
 * server renders (the drawers show the groupings' links). Built once per data object.
 */
const islandDataOf = memoBySource(
  (data: NavigationData): NavigationData => ({
    ...data,
    groupings: data.groupings.map((group) => ({ ...group, articlesTitle: null, articles: [], moreArticlesLink: null })),
  }),
  () => '',
);

/** Supplied data normalised once per object (a server renders every request with the same cached data). */
const normalizeOnce = memoBySource(
  (data: object) => normalizeNavigationData(data),
  () => '',
);

/**
 * The header as a React Server Component (`ServerHeader` of each skin): the navigation data loaded
 * on the server, normalised here, and the texts of `locale` from `catalogues`, rendered with the one
 * markup of the header (`HeaderServer`); only its islands hydrate. Nothing is rendered without data.
 */
export function ServerHeaderView({
  navigationData,
  locale,
  catalogues,
  texts: textOverrides,
  theme,
  ...props
}: ServerHeaderViewProps) {
  const data =
    typeof navigationData === 'object' && navigationData !== null
      ? normalizeOnce(navigationData, undefined)
      : normalizeNavigationData(navigationData);
  if (!data) return null;
  // The site's locale, as a ChromeProvider for the site's domain decides it.
  const siteLocale = locale ?? resolveSite({ domain: data.brand.domain ?? undefined }).locale;
  const catalogue = pickCatalogue(siteLocale, catalogues);
  const catalogueTexts = catalogue.messages.header;
  const texts = textOverrides ? { ...catalogueTexts, ...textOverrides } : catalogueTexts;
  return (
    <HeaderServer
      {...props}
      variant={props.variant ?? 'standard'}
      data={data}
      islandData={islandDataOf(data, undefined)}
      texts={texts}
      catalogueTexts={catalogueTexts}
      lang={catalogue.locale === siteLocale ? undefined : catalogue.locale}
      theme={theme}
      scopeTheme
    />
  );
}
