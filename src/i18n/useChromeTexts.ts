'use client';

import { useMemo } from 'react';
import { useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf, fallbackLang } from './catalogue';
import type { ChromeMessages } from './messages.types';

/** What `useChromeTexts` returns: one area's texts and the language they are in. */
export interface ChromeTextsResult<Area extends keyof ChromeMessages> {
  texts: ChromeMessages[Area];
  /** The texts' locale. */
  locale: string;
  /**
   * The `lang` attribute for the element holding the texts: the texts' locale when it is not the site's
   * (no catalogue of the site's language was given), else undefined (the page's own language applies).
   */
  lang: string | undefined;
}

/**
 * One area's texts from the provider's catalogue (`ChromeConfig.catalogues`, `textOverrides`), for a
 * custom UI or a skin, with a component's own `overrides` (its `texts` prop) over them.
 *
 * @example const { texts, lang } = useChromeTexts('search'); // texts.submit: 'Search', 'Rechercher', ...
 */
export function useChromeTexts<Area extends keyof ChromeMessages>(
  area: Area,
  overrides?: Partial<ChromeMessages[Area]>,
): ChromeTextsResult<Area> {
  const config = useChromeConfig();
  const { locale } = config;
  const catalogue = catalogueOf(config);
  const base = catalogue.messages[area];
  const texts = useMemo(() => (overrides ? { ...base, ...overrides } : base), [base, overrides]);
  return { texts, locale: catalogue.locale, lang: fallbackLang(catalogue, locale) };
}
