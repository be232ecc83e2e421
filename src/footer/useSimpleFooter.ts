import { useMemo } from 'react';
import { Brand } from '../brand';
import { pickConfig, useChromeConfig } from '../config';
import { buildSimpleFooterLinks, formatFooterText } from './simpleFooterLinks';
import { useAccessibilityTools } from './useAccessibilityTools';
import { useCopyrightYears } from './useCopyrightYears';
import { useFooterTracking } from './useFooterTracking';
import type { SimpleFooterItem, UseSimpleFooterOptions, UseSimpleFooterResult } from './useSimpleFooter.types';

/**
 * The simple footer (legal bar, spec 2.2) for any UI: its entries in order, the copyright years from
 * the injected `now()`, the Accessibility Tools control wired to `useAccessibilityWidget`, and
 * getters that make every click send 'Item Clicked'. Every legal link opens in a new tab.
 *
 * @example
 * const bar = useSimpleFooter({ brand: 'HOME_ADVISOR', accessibilityWidget: { scriptUrl } });
 */
export function useSimpleFooter(options: UseSimpleFooterOptions = {}): UseSimpleFooterResult {
  const config = useChromeConfig(pickConfig(options));
  const brand = options.brand ?? config.brand ?? Brand.ROOFLINE;
  const { showSupportCenter = false, showAccessibilityTools = true } = options;
  const data = useMemo(() => buildSimpleFooterLinks(brand, { showSupportCenter }), [brand, showSupportCenter]);
  const accessibilityTools = useAccessibilityTools(data.accessibilityTools, options.accessibilityWidget);
  const getters = useFooterTracking('simple_footer', config.analytics);

  const items = useMemo(() => {
    const entries: SimpleFooterItem[] = data.links.map((link) => ({ kind: 'link', link }));
    if (showAccessibilityTools) {
      entries.splice(data.accessibilityToolsIndex, 0, { kind: 'accessibilityTools', text: data.accessibilityTools });
    }
    return entries;
  }, [data, showAccessibilityTools]);

  const termsAgreement = useMemo(() => {
    if (!data.termsAgreement) return null;
    const [before = '', after = ''] = data.termsAgreement.template.split('{terms}');
    return { before, link: data.termsAgreement.link, after };
  }, [data]);

  const copyright = useCopyrightYears(brand === Brand.HOME_ADVISOR ? Brand.HOME_ADVISOR : Brand.ROOFLINE, config.now);

  return {
    ...getters,
    items,
    termsAgreement,
    copyright,
    copyrightText: formatFooterText(data.copyright, { years: copyright.text }),
    copyrightPosition: data.copyrightPosition,
    label: data.label,
    ...accessibilityTools,
  };
}
