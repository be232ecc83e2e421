import type { ChromeCatalogue, ChromeMessageOverrides, GlobalFooterContent } from '../../../../src';
import { GLOBAL_FOOTER_TEXTS_EN_US } from '../../../../src/footer/data/footerTextsEnUS';
import { globalFooterArea, localiseGlobalFooter } from '../../../../src/footer/localiseFooter';
import { fallbackLang, resolveCatalogue } from '../../../../src/i18n/catalogue';

/**
 * What a Server Component footer reads instead of the provider (no context reaches it): the page's
 * locale and the catalogues its texts come from. None of them is per visitor: the page's language is
 * the same for every visitor of the page.
 */
export interface FooterTextsProps {
  /**
   * The locale of the footer's texts, the page's (`es-US` on a Roofline page in Spanish, `fr-CA` on
   * HomeStars in French); give the page's `ChromeProvider` the same, for the islands.
   * @default the site's: en-US for Roofline and HomeAdvisor, the regional site's (from `domain`) for Instapro
   */
  locale?: string | undefined;
  /** Catalogues the texts may come from, besides the built-in en-US one (`@roofline/chrome/locales`). */
  catalogues?: readonly ChromeCatalogue[] | undefined;
  /** Texts of your own over the catalogue's, per locale, as `ChromeConfig.textOverrides`. */
  textOverrides?: Readonly<Record<string, ChromeMessageOverrides>> | undefined;
}

/**
 * The page's texts for a Server Component footer: the catalogue of `locale` (else the site's) among
 * `catalogues`, with its `textOverrides`, and the `lang` its parts need when it is not the page's
 * language (no catalogue of it was given).
 */
export function pageCatalogue(
  { locale, catalogues, textOverrides }: FooterTextsProps,
  siteLocale: string,
): { catalogue: ChromeCatalogue; lang: string | undefined } {
  const pageLocale = locale ?? siteLocale;
  const catalogue = resolveCatalogue(pageLocale, catalogues, textOverrides);
  return { catalogue, lang: fallbackLang(catalogue, pageLocale) };
}

/** A global footer's content in a catalogue's texts (its brand's area over the footer's own en-US). */
export function globalFooterIn(content: GlobalFooterContent, catalogue: ChromeCatalogue): GlobalFooterContent {
  const area = globalFooterArea(content.brand);
  const own = catalogue.messages[area];
  const texts = own ? { ...GLOBAL_FOOTER_TEXTS_EN_US[area], ...own } : GLOBAL_FOOTER_TEXTS_EN_US[area];
  return localiseGlobalFooter(content, texts, catalogue.locale);
}
