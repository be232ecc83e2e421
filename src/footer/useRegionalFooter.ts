'use client';

import { useMemo } from 'react';
import { getRegionalCopyrightYears, getRegionalVariant } from '../brand';
import { pickConfig, useChromeConfig } from '../config';
import { optionalCatalogueOf } from '../i18n/catalogueLookup';
import { getRegionalFooterContent } from './buildFooterLinks';
import { formatFooterText } from './simpleFooterLinks';
import { useFooterTracking } from './useFooterTracking';
import type { UseRegionalFooterOptions, UseRegionalFooterResult } from './useRegionalFooter.types';

/**
 * A regional footer (spec 2.5) for any UI: the variant chosen from the domain, its content in the
 * catalogue's texts of the site (`canadaFooter` in fr-CA's...) or else the site's language, the copyright years up to 2025, and getters that make every link click send
 * 'Item Clicked'.
 *
 * @example
 * const footer = useRegionalFooter({ domain: 'www.werkspot.nl' });
 * footer.content.postAJob.cta.href // '/vind-een-dienst'
 */
export function useRegionalFooter(options: UseRegionalFooterOptions = {}): UseRegionalFooterResult {
  const config = useChromeConfig(pickConfig(options));
  const { domain, queryString, baseUrl } = options;
  const variant = getRegionalVariant(domain);
  const catalogue = optionalCatalogueOf(config);
  const content = useMemo(
    () => getRegionalFooterContent(variant, { queryString, baseUrl }, catalogue),
    [variant, queryString, baseUrl, catalogue],
  );
  const copyright = getRegionalCopyrightYears(content.copyrightFromYear);
  const getters = useFooterTracking('regional_footer', config.analytics);
  return {
    variant,
    domain: domain || new URL(content.siteUrl).hostname,
    content,
    copyright,
    copyrightText: formatFooterText(content.texts.copyright, { years: copyright.text }),
    ...getters,
  };
}
