import type { GlobalFooterCommonTexts, HomeAdvisorFooterTexts, RooflineFooterTexts } from '../i18n/messages.types';
import { localiseAppBadge, socialLinkText } from './data/shared';
import type { FooterLink, FooterSection, GlobalFooterContent } from './footer.types';

/**
 * Every footer's texts come from the catalogue mechanism: the global footers' (`rooflineFooter`,
 * `homeAdvisorFooter`) and the regional footers' (`canadaFooter`... `italyFooter`). The data modules
 * hold the links' ids and addresses, and every section title and link text is the text of its id in
 * the texts in use. City names are names, not texts: they stay as written.
 */

/** The catalogue area of a brand's global footer. */
export type GlobalFooterArea = 'rooflineFooter' | 'homeAdvisorFooter';

/** The texts of a brand's global footer. */
export type GlobalFooterTextsOf<B extends GlobalFooterContent['brand']> = B extends 'HOME_ADVISOR'
  ? HomeAdvisorFooterTexts
  : RooflineFooterTexts;

/** The catalogue area of a brand's global footer: `homeAdvisorFooter` for HOME_ADVISOR, else `rooflineFooter`. */
export function globalFooterArea(brand: GlobalFooterContent['brand']): GlobalFooterArea {
  return brand === 'HOME_ADVISOR' ? 'homeAdvisorFooter' : 'rooflineFooter';
}

const BRAND_NAMES: Readonly<Record<GlobalFooterContent['brand'], string>> = {
  ROOFLINE: 'Roofline',
  HOME_ADVISOR: 'HomeAdvisor',
};

/**
 * A link of a global footer's data whose text is its id's in the catalogue: a link id without a text
 * in `Texts` does not compile. The text is filled in by {@link localiseGlobalFooter}.
 */
export function textLink<Texts>(
  id: keyof Texts & string,
  href: string,
  flags: Pick<FooterLink, 'newTab' | 'external'> = {},
): FooterLink {
  return { id, text: '', href, ...flags };
}

/** A section of a global footer's data: its title is its id's text in the catalogue. */
export function textSection<Texts>(id: keyof Texts & string, links: readonly FooterLink[]): FooterSection {
  return { id, title: '', links };
}

export type Lookup = Readonly<Record<string, string | undefined>>;

export function section(s: FooterSection, texts: Lookup): FooterSection {
  return {
    ...s,
    title: texts[s.id] ?? s.title,
    links: s.links.map((link) => {
      const text = texts[link.id];
      return text === undefined || text === link.text ? link : { ...link, text };
    }),
  };
}

/**
 * `build` kept per source, texts and locale (WeakMaps on the objects, a Map on the locale): the same
 * inputs give the same object, whose links the link props' caches reuse.
 */
export function memoByTexts<S extends object, T extends object, R>(
  build: (source: S, texts: T, locale: string) => R,
): (source: S, texts: T, locale: string) => R {
  const cache = new WeakMap<S, WeakMap<T, Map<string, R>>>();
  return (source, texts, locale) => {
    let byTexts = cache.get(source);
    if (!byTexts) cache.set(source, (byTexts = new WeakMap()));
    let byLocale = byTexts.get(texts);
    if (!byLocale) byTexts.set(texts, (byLocale = new Map()));
    let out = byLocale.get(locale);
    if (out === undefined) byLocale.set(locale, (out = build(source, texts, locale)));
    return out;
  };
}

const localiseOnce = memoByTexts(build);

/**
 * A global footer's content in a catalogue's texts: every section title and link text by its id, the
 * social links' names by `socialLink`, the app badges' by their eyebrows, and the footer's own texts.
 * The same content, texts and locale give the same object (its links are reused by the link props'
 * caches). Addresses are not touched, so it applies before or after `resolveGlobalFooterContent`.
 *
 * @example localiseGlobalFooter(ROOFLINE_GLOBAL_FOOTER, esUS.messages.rooflineFooter, 'es-US').legal.title // 'Aviso legal'
 */
export function localiseGlobalFooter(
  content: GlobalFooterContent,
  texts: GlobalFooterCommonTexts,
  locale: string = content.locale,
): GlobalFooterContent {
  return localiseOnce(content, texts, locale);
}

function build(content: GlobalFooterContent, texts: GlobalFooterCommonTexts, locale: string): GlobalFooterContent {
  const lookup = texts as unknown as Lookup;
  const brandName = BRAND_NAMES[content.brand];
  return {
    ...content,
    locale,
    sections: content.sections.map((s) => section(s, lookup)),
    cities: section(content.cities, lookup),
    additionalCities: content.additionalCities && section(content.additionalCities, lookup),
    browseByState: { ...content.browseByState, text: lookup[content.browseByState.id] ?? content.browseByState.text },
    legal: section(content.legal, lookup),
    internationalSites: content.internationalSites && section(content.internationalSites, lookup),
    social: content.social.map((link) => ({
      ...link,
      text: socialLinkText(texts.socialLink, brandName, link.network),
    })),
    apps: content.apps.map((badge) => localiseAppBadge(badge, texts)),
    texts: {
      navigationLabel: texts.navigationLabel,
      socialTitle: texts.socialTitle,
      appsTitle: texts.appsTitle,
      accessibilityTools: texts.accessibilityTools,
      copyright: texts.copyright,
    },
  };
}
