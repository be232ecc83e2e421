'use client';

import { useMemo } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { catalogueOf, fallbackLang } from '../i18n/catalogue';
import { buildFooterLinks } from './buildFooterLinks';
import { GLOBAL_FOOTER_TEXTS_EN_US } from './data/footerTextsEnUS';
import { globalFooterArea, localiseGlobalFooter } from './localiseFooter';
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
  const { queryString, baseUrl, texts: own } = options;
  // The texts: the catalogue's area of this brand's footer, with the hook's own over it.
  const catalogue = catalogueOf(config);
  const area = globalFooterArea(brand);
  const base = catalogue.messages[area];
  // en-US's texts are the footer's own (not in the catalogue every hook reads); a partial area (an
  // override without its catalogue) lays over them.
  const texts = useMemo(
    () => ({ ...GLOBAL_FOOTER_TEXTS_EN_US[area], ...base, ...own }) as (typeof GLOBAL_FOOTER_TEXTS_EN_US)[typeof area],
    [area, base, own],
  );
  const content = useMemo(
    () => localiseGlobalFooter(buildFooterLinks(brand, { queryString, baseUrl }), texts, catalogue.locale),
    [brand, queryString, baseUrl, texts, catalogue.locale],
  );
  const copyright = useCopyrightYears(brand, config.now);
  const getters = useFooterTracking('global_footer', config.analytics);
  const accessibilityTools = useAccessibilityTools(content.texts.accessibilityTools, options.accessibilityWidget);
  return {
    variant,
    content,
    lang: fallbackLang(catalogue, config.locale),
    copyright,
    copyrightText: formatFooterText(content.texts.copyright, { years: copyright.text }),
    ...getters,
    ...accessibilityTools,
  };
}
