'use client';

import { useMemo } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { buildFooterLinks } from './buildFooterLinks';
import { formatFooterText } from './simpleFooterLinks';
import { useAccessibilityTools } from './useAccessibilityTools';
import { useCopyrightYears } from './useCopyrightYears';
import { useFooterTracking } from './useFooterTracking';
import type { UseGlobalFooterOptions, UseGlobalFooterResult } from './useGlobalFooter.types';

/**
 * A brand's global footer (spec 2.3, 2.4) for any UI: the content with the query string applied,
 * the copyright years from the injected `now()` (the visitor's local year once hydrated), and getters that make every link click send
 * 'Item Clicked'. Pair it with `useFooterAccordions` for the layout.
 *
 * @example
 * const footer = useGlobalFooter({ brand: 'HOME_ADVISOR', queryString: 'm=1' });
 * <footer {...footer.getFooterProps()}>{footer.content.sections.map(...)}</footer>
 */
export function useGlobalFooter(options: UseGlobalFooterOptions = {}): UseGlobalFooterResult {
  const config = useChromeConfig(pickConfig(options));
  // `options.brand` is already in `config` (options win); the provider resolved the family once.
  const { family: variant, mainBrand: brand } = config.brandFamily;
  const { queryString, baseUrl } = options;
  const content = useMemo(() => buildFooterLinks(brand, { queryString, baseUrl }), [brand, queryString, baseUrl]);
  const copyright = useCopyrightYears(brand, config.now);
  const getters = useFooterTracking('global_footer', config.analytics);
  const accessibilityTools = useAccessibilityTools(content.texts.accessibilityTools, options.accessibilityWidget);
  return {
    variant,
    content,
    copyright,
    copyrightText: formatFooterText(content.texts.copyright, { years: copyright.text }),
    ...getters,
    ...accessibilityTools,
  };
}
