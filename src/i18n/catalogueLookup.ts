import type { ResolvedChromeConfig } from '../config/config.types';
import type { ChromeCatalogue, ChromeMessages } from './messages.types';

/*
 * The catalogue lookup without the built-in en-US catalogue: for the parts whose texts are optional
 * areas (footers, validator, errors), which keep their own built-in texts and so need not ship the
 * en-US catalogue every other hook reads (`catalogueOf`).
 */

const languageOf = (locale: string) => locale.toLowerCase().split(/[-_]/, 1)[0];

/**
 * The catalogue of `locale` among `catalogues` as `pickCatalogue` chooses it (the same locale, else one
 * of the same language), or undefined where `pickCatalogue` gives the built-in en-US one.
 */
export function findCatalogue(
  locale: string,
  catalogues: readonly ChromeCatalogue[] = [],
): ChromeCatalogue | undefined {
  const wanted = locale.toLowerCase();
  const exact = catalogues.find((c) => c.locale.toLowerCase() === wanted);
  if (exact || wanted === 'en-us') return exact;
  return catalogues.find((c) => languageOf(c.locale) === languageOf(wanted));
}

/** A catalogue whose areas may be missing: what `optionalCatalogueOf` gives. */
export interface PartialCatalogue {
  /** The texts' locale (en-US where the built-in catalogue is in use). */
  readonly locale: string;
  readonly messages: Readonly<Partial<ChromeMessages>>;
}

const byConfig = new WeakMap<object, PartialCatalogue>();

/**
 * The areas a config's texts have beyond the built-in en-US catalogue: the catalogue of its locale
 * (`findCatalogue`) with that locale's `textOverrides` merged over it, area by area, as `catalogueOf`
 * does; where the built-in en-US catalogue is in use, the overrides alone. Built once per config.
 */
export function optionalCatalogueOf(
  config: Pick<ResolvedChromeConfig, 'locale' | 'catalogues' | 'textOverrides'>,
): PartialCatalogue {
  let out = byConfig.get(config);
  if (!out) {
    const found = findCatalogue(config.locale, config.catalogues);
    const own = config.textOverrides?.[config.locale];
    const messages: Record<string, object | undefined> = { ...found?.messages };
    if (own)
      for (const [area, texts] of Object.entries(own)) if (texts) messages[area] = { ...messages[area], ...texts };
    byConfig.set(config, (out = { locale: found?.locale ?? 'en-US', messages: messages as Partial<ChromeMessages> }));
  }
  return out;
}
