'use client';

import { useMemo } from 'react';
import { useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf } from '../i18n/catalogue';
import { getLogoView } from './getHeaderView';
import { normalizeNavigationData } from './normalizeNavigationData';
import type { UseSimpleHeaderOptions, UseSimpleHeaderResult } from './useSimpleHeader.types';

/**
 * The simple header (spec 2.7): a logo link to the brand home and nothing else. Normalises the
 * untrusted navigation data and decides the logo link: the data's domain, else `domain`, else the
 * brand's own site (`brand`, else the `ChromeProvider`'s), else the main US site; plus the query string.
 * No network call: without data the logo still links home.
 *
 * @example
 * const { logo, texts } = useSimpleHeader({ navigationData, queryString: 'utm_source=mail' });
 * <a href={logo.href} aria-label={`${logo.logo?.altText || logo.brandName} ${texts.homeLink}`}>...</a>
 */
export function useSimpleHeader(options: UseSimpleHeaderOptions = {}): UseSimpleHeaderResult {
  const { navigationData: rawData, domain, queryString, texts } = options;
  const config = useChromeConfig({ brand: options.brand });
  const { brand } = config;
  const navigationData = useMemo(() => normalizeNavigationData(rawData), [rawData]);
  const logo = useMemo(
    () => getLogoView(navigationData, { queryString, domain, brand }),
    [navigationData, queryString, domain, brand],
  );
  const homeLink = texts?.homeLink ?? catalogueOf(config).messages.header.homeLink;
  const resolvedTexts = useMemo(() => ({ homeLink }), [homeLink]);

  // state
  return { logo, texts: resolvedTexts, navigationData };
}
