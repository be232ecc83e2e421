'use client';

import { useMemo } from 'react';
import { searchTextsOf, STANDARD, useChromeTexts, useNavigationData, useNavMenus } from '../../../src';
import { DesktopHeader } from './DesktopHeader';
import type { HeaderProps } from './Header.types';
import { MobileHeader } from './MobileHeader';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { menuSheet } from './menuStyles';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/**
 * The global navigation header (spec 2.7): desktop and mobile layouts rendered together and chosen
 * by CSS media queries (no layout shift after hydration), a skip link, the grouping panels, the
 * account dropdown, the mobile slide-in menus and the header variants. Not shown without data.
 */
export function Header({
  navigationData,
  navigationRequest,
  variant = STANDARD,
  user,
  queryString,
  searchBarProps,
  aiLink,
  loginRedirect,
  mainContentId = 'main',
  texts: textOverrides,
  hoverIntent,
  closingDelayMs,
  reviewsWidget,
  className,
}: HeaderProps) {
  const { texts, lang } = useChromeTexts('header', textOverrides);
  const navigation = useNavigationData({ ...navigationRequest, data: navigationData });
  const menus = useNavMenus({
    data: navigation.data,
    user,
    variant,
    hasSearch: searchBarProps !== undefined,
    queryString,
    aiLink,
    loginRedirect,
    hoverIntent,
    closingDelayMs,
    mainContentId,
    // Both layouts are in the markup and CSS shows one: no render after hydration for the layout.
    trackLayout: false,
  });
  const { view } = menus;
  const root = useSkinRoot([headerSheet, menuSheet]);
  // The CMS's own search texts for the site (navigation data `searchBar`) under the page's own.
  const cmsSearch = navigation.data?.searchBar;
  const searchBar = useMemo(() => {
    const cmsTexts = searchTextsOf(cmsSearch);
    if (!cmsTexts) return searchBarProps;
    return { ...searchBarProps, texts: { ...cmsTexts, ...searchBarProps?.texts } };
  }, [searchBarProps, cmsSearch]);
  if (!view) return null;
  const layout = { menus, view, texts, searchBarProps: searchBar, reviewsWidget };
  return (
    <header {...root.props(h.headerStyle, className)} lang={lang} data-variant={variant}>
      {root.styles}
      <a {...menus.getSkipLinkProps()} className={h.skipLinkStyle}>
        {texts.skipToContent}
      </a>
      <DesktopHeader {...layout} />
      <MobileHeader {...layout} />
    </header>
  );
}
