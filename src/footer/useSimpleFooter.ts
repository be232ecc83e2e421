'use client';

import { useMemo } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { optionalCatalogueOf } from '../i18n/catalogueLookup';
import { globalFooterArea } from './localiseFooter';
import { formatFooterText, getSimpleFooterView } from './simpleFooterLinks';
import { useAccessibilityTools } from './useAccessibilityTools';
import { useCopyrightYears } from './useCopyrightYears';
import { useFooterTracking } from './useFooterTracking';
import type { UseSimpleFooterOptions, UseSimpleFooterResult } from './useSimpleFooter.types';

/**
 * The simple footer (legal bar, spec 2.2) for any UI, in the catalogue's texts of the brand's footer: its entries in order, the copyright years from
 * the injected `now()`, the Accessibility Tools control wired to `useAccessibilityWidget`, and
 * getters that make every click send 'Item Clicked'. Every legal link opens in a new tab.
 *
 * @example
 * const bar = useSimpleFooter({ brand: 'HOME_ADVISOR', accessibilityWidget: { scriptUrl } });
 */
export function useSimpleFooter(options: UseSimpleFooterOptions = {}): UseSimpleFooterResult {
  const config = useChromeConfig(pickConfig(options));
  // `options.brand` is already in `config` (options win); the provider resolved the family once.
  const { family: variant, mainBrand: brand } = config.brandFamily;
  const { showSupportCenter = false, showAccessibilityTools = true, texts: own } = options;
  // The texts: the catalogue's area of the brand's footer (en-US: the footer's own), the hook's own over it.
  const catalogue = optionalCatalogueOf(config);
  const base = catalogue.messages[globalFooterArea(brand)];
  const view = useMemo(
    () =>
      getSimpleFooterView(brand, {
        showSupportCenter,
        showAccessibilityTools,
        texts: own ? { ...base, ...own } : base,
      }),
    [brand, showSupportCenter, showAccessibilityTools, base, own],
  );
  const accessibilityTools = useAccessibilityTools(view.accessibilityTools, options.accessibilityWidget);
  const getters = useFooterTracking('simple_footer', config.analytics);

  const copyright = useCopyrightYears(brand, config.now);

  return {
    ...getters,
    variant,
    items: view.items,
    termsAgreement: view.termsAgreement,
    copyright,
    copyrightText: formatFooterText(view.copyrightTemplate, { years: copyright.text }),
    copyrightPosition: view.copyrightPosition,
    label: view.label,
    lang: catalogue.locale === config.locale ? undefined : catalogue.locale,
    ...accessibilityTools,
  };
}
