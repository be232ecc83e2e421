import {
  getHeaderView,
  searchTextsOf,
  STANDARD,
  type HeaderTexts,
  type HeaderVariant,
  type NavigationData,
} from '../../../../src';
import { skinRoot } from '../../../theme/sheet';
import type { ChromeTheme } from '../../../theme/theme';
import { DesktopHeader } from '../DesktopHeader';
import type { HeaderProps } from '../Header.types';
import { HeaderRoot } from '../islands/HeaderRoot';
import type { HeaderMenusOptions } from '../islands/HeaderMenusContext';
import { menuSheet } from '../menuStyles';
import { MobileHeader } from '../MobileHeader';
import { headerSheet } from '../styles';

const h = headerSheet.classes;

export interface HeaderServerProps extends Omit<
  HeaderProps,
  'navigationData' | 'navigationRequest' | 'texts' | 'variant'
> {
  /** Normalised navigation data. */
  data: NavigationData;
  /**
   * The data the islands' menus get (the drawers' links, the account menu's): `data`, or a Server
   * Component's copy of it without what only the server renders. @default data
   */
  islandData?: NavigationData | undefined;
  variant: HeaderVariant;
  /** The header's texts, its `texts` overrides applied. */
  texts: HeaderTexts;
  /**
   * The catalogue's header texts (no overrides): the names the data leaves to their defaults are said
   * in them, as the menus' `view` says them (`useNavMenus`).
   */
  catalogueTexts: HeaderTexts;
  /** The `lang` attribute: the texts' locale when it is not the site's. */
  lang?: string | undefined;
  theme: ChromeTheme;
  /** Give the islands the theme through their root: rendered from a Server Component (no ThemeProvider). */
  scopeTheme?: boolean | undefined;
}

/**
 * The search bar props with the CMS's own search texts for the site (navigation data `searchBar`)
 * under the page's own.
 */
function withCmsSearchTexts(
  searchBarProps: HeaderProps['searchBarProps'],
  data: NavigationData,
): HeaderProps['searchBarProps'] {
  const cmsTexts = searchTextsOf(data.searchBar);
  if (!cmsTexts) return searchBarProps;
  return { ...searchBarProps, texts: { ...cmsTexts, ...searchBarProps?.texts } };
}

/**
 * The global navigation header (spec 2.7): the one markup of `Header` (a client tree, with the theme,
 * texts and data of its providers) and `ServerHeader` (a React Server Component, rendered on the
 * server from server-loaded data). No hooks: the desktop and mobile layouts, chosen by CSS media
 * queries, with the skip link, the logo, the links and the grouping panels as plain markup; the
 * islands are the header root (the menus' state, the skip link's focus), the panel triggers and
 * panels, the login link, the search dialogs, the account menu and the mobile drawers.
 */
export function HeaderServer({
  data,
  islandData = data,
  variant = STANDARD,
  user,
  queryString,
  searchBarProps,
  aiLink,
  loginRedirect,
  mainContentId = 'main',
  texts,
  catalogueTexts,
  lang,
  hoverIntent,
  closingDelayMs,
  reviewsWidget,
  className,
  theme,
  scopeTheme = false,
}: HeaderServerProps) {
  const hasSearch = searchBarProps !== undefined;
  // The view as the menus' first render has it: the login link without its return address, which
  // the login link's island adds in the browser.
  const view = getHeaderView(data, user, variant, { hasSearch, queryString, aiLink, texts: catalogueTexts });
  const root = skinRoot(theme, [headerSheet, menuSheet]);
  const menus: HeaderMenusOptions = {
    data: islandData,
    // The islands' props are serialised into the page (a Server Component's payload, a cached HTML
    // page): of a session's user object they get the one field the greeting shows, nothing else.
    user: user ? { firstName: user.firstName } : user,
    variant,
    hasSearch,
    queryString,
    aiLink,
    loginRedirect,
    hoverIntent,
    closingDelayMs,
    mainContentId,
  };
  const searchBar = withCmsSearchTexts(searchBarProps, data);
  const layout = { view, texts, searchBarProps: searchBar, reviewsWidget, nonce: root.nonce };
  return (
    <HeaderRoot
      className={root.props(h.headerStyle, className).className}
      lang={lang}
      variant={variant}
      menus={menus}
      texts={texts}
      theme={scopeTheme ? theme : undefined}
    >
      {root.styles}
      <a href={`#${mainContentId}`} className={h.skipLinkStyle}>
        {texts.skipToContent}
      </a>
      <DesktopHeader {...layout} />
      <MobileHeader {...layout} />
    </HeaderRoot>
  );
}
