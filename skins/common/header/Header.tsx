'use client';

import { STANDARD, useChromeTexts, useNavigationData } from '../../../src';
import type { HeaderProps } from './Header.types';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { HeaderServer } from './server/HeaderServer';

/**
 * The global navigation header (spec 2.7): desktop and mobile layouts rendered together and chosen
 * by CSS media queries (no layout shift after hydration), a skip link, the grouping panels, the
 * account dropdown, the mobile slide-in menus and the header variants. Not shown without data.
 * The markup of `ServerHeader` (`HeaderServer`) in a client tree: with the data it is given or
 * fetches, and the texts and theme of the surrounding providers.
 */
export function Header({
  navigationData,
  navigationRequest,
  variant = STANDARD,
  texts: textOverrides,
  ...props
}: HeaderProps) {
  const { texts, lang } = useChromeTexts('header', textOverrides);
  // The catalogue's own texts: the names the data leaves to their defaults, as the menus say them.
  const { texts: catalogueTexts } = useChromeTexts('header');
  const theme = useSkinTheme();
  const { data } = useNavigationData({ ...navigationRequest, data: navigationData });
  if (!data) return null;
  return (
    <HeaderServer
      {...props}
      data={data}
      variant={variant}
      texts={texts}
      catalogueTexts={catalogueTexts}
      lang={lang}
      theme={theme}
    />
  );
}
