import type { ResolvedChromeConfig } from '../config/config.types';
import { findCatalogue } from './catalogueLookup';
import { enUS } from './en-US';
import type { ChromeCatalogue, ChromeMessageOverrides, ChromeMessages, PluralText } from './messages.types';

/**
 * A full catalogue for a locale: the type makes every text required, so a missing one is a compile
 * error. Pass it in the config's `catalogues`.
 *
 * @example const ptBR = defineCatalogue('pt-BR', { header: {...}, search: {...}, signup: {...}, chat: {...}, widgets: {...} });
 */
export function defineCatalogue(locale: string, messages: ChromeMessages): ChromeCatalogue {
  return { locale, messages };
}

/**
 * The catalogue for a locale among `catalogues` (and the built-in en-US): the same locale, else one of
 * the same language (de-AT's texts for de-DE), else en-US.
 */
export function pickCatalogue(locale: string, catalogues: readonly ChromeCatalogue[] = []): ChromeCatalogue {
  return findCatalogue(locale, catalogues) ?? enUS;
}

const merged = new WeakMap<ChromeCatalogue, WeakMap<ChromeMessageOverrides, ChromeCatalogue>>();

/**
 * The texts for a locale: its catalogue (`pickCatalogue`) with the overrides of that locale merged over
 * it, area by area. The same inputs give the same object.
 */
export function resolveCatalogue(
  locale: string,
  catalogues?: readonly ChromeCatalogue[],
  overrides?: Readonly<Record<string, ChromeMessageOverrides>>,
): ChromeCatalogue {
  const base = pickCatalogue(locale, catalogues);
  const own = overrides?.[locale];
  if (!own) return base;
  let byOverrides = merged.get(base);
  if (!byOverrides) merged.set(base, (byOverrides = new WeakMap()));
  let out = byOverrides.get(own);
  if (!out) {
    const messages = { ...base.messages } as Record<string, object>;
    for (const [area, texts] of Object.entries(own)) if (texts) messages[area] = { ...messages[area], ...texts };
    byOverrides.set(own, (out = { locale: base.locale, messages: messages as unknown as ChromeMessages }));
  }
  return out;
}

// Built once per locale: an Intl object takes milliseconds to build (the first of a locale tens of
// them on a phone, as it loads the locale's data), and a count is formatted in renders.
const pluralRules: Record<string, Intl.PluralRules> = {};
const numberFormats: Record<string, Intl.NumberFormat> = {};

/**
 * A count's text in a locale: the plural form `Intl.PluralRules` picks (else `other`), `{count}` the
 * count formatted by `Intl.NumberFormat`.
 *
 * @example formatPlural({ one: '{count} suggestion available.', other: '{count} suggestions available.' }, 1, 'en-US')
 * // '1 suggestion available.'
 */
export function formatPlural(text: PluralText, count: number, locale: string): string {
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  const form = text[rules.select(count) as keyof PluralText] ?? text.other;
  return form.replace('{count}', (numberFormats[locale] ??= new Intl.NumberFormat(locale)).format(count));
}

/**
 * Builds a locale's plural rules and number format ahead of the first count: for a page to call when
 * it is idle, so the render that first shows a count (a search opening on its suggestions) does not.
 */
export function preparePlurals(locale: string): void {
  formatPlural({ other: '{count}' }, 1, locale);
}

/**
 * The `lang` attribute of an element holding a catalogue's texts on a page of `locale`: the texts' locale
 * when it is not the page's (no catalogue of the page's language was given), else undefined.
 */
export function fallbackLang(catalogue: ChromeCatalogue, locale: string): string | undefined {
  return catalogue.locale === locale ? undefined : catalogue.locale;
}

const byConfig = new WeakMap<object, ChromeCatalogue>();

/**
 * The texts a resolved config uses: the catalogue of its `locale` (`pickCatalogue`) with its
 * `textOverrides` of that locale merged over it, built once per config. Its `locale` is the texts'
 * language, which differs from the config's when no catalogue of the site's language was given. Kept
 * out of the config itself, so a hook that renders no text carries no catalogue.
 */
export function catalogueOf(
  config: Pick<ResolvedChromeConfig, 'locale' | 'catalogues' | 'textOverrides'>,
): ChromeCatalogue {
  let catalogue = byConfig.get(config);
  if (!catalogue)
    byConfig.set(config, (catalogue = resolveCatalogue(config.locale, config.catalogues, config.textOverrides)));
  return catalogue;
}
