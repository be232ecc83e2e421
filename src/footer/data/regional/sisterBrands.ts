import { REGIONAL_SITES, type RegionalVariant } from '../../../brand';
import type { SisterBrand } from '../../footer.types';

type Language = 'en' | 'nl' | 'fr' | 'de' | 'it';

interface GroupSite {
  variant: RegionalVariant;
  name: string;
  href: string;
}

/** A regional site's own name (the brand table's). */
const nameOf = (variant: RegionalVariant) =>
  REGIONAL_SITES.find((site) => site.variant === variant)?.name ?? 'Instapro';

/** The group's sites per country (one per regional variant; the US default is Instapro). */
export const GROUP_SITES: readonly GroupSite[] = (
  [
    ['us', 'https://www.instapro.com/'],
    ['canada', 'https://homestars.com/'],
    ['uk', 'https://www.mybuilder.com/'],
    ['netherlands', 'https://www.werkspot.nl/'],
    ['france', 'https://www.travaux.com/'],
    ['germany', 'https://www.myhammer.de/'],
    ['austria', 'https://www.myhammer.at/'],
    ['italy', 'https://www.instapro.it/'],
  ] as const
).map(([variant, href]) => ({ variant, name: nameOf(variant), href }));

/** Country names in each footer language. */
export const COUNTRY_NAMES: Record<Language, Record<RegionalVariant, string>> = {
  en: {
    us: 'United States',
    canada: 'Canada',
    uk: 'United Kingdom',
    netherlands: 'Netherlands',
    france: 'France',
    germany: 'Germany',
    austria: 'Austria',
    italy: 'Italy',
  },
  nl: {
    us: 'Verenigde Staten',
    canada: 'Canada',
    uk: 'Verenigd Koninkrijk',
    netherlands: 'Nederland',
    france: 'Frankrijk',
    germany: 'Duitsland',
    austria: 'Oostenrijk',
    italy: 'Italië',
  },
  fr: {
    us: 'États-Unis',
    canada: 'Canada',
    uk: 'Royaume-Uni',
    netherlands: 'Pays-Bas',
    france: 'France',
    germany: 'Allemagne',
    austria: 'Autriche',
    italy: 'Italie',
  },
  de: {
    us: 'Vereinigte Staaten',
    canada: 'Kanada',
    uk: 'Vereinigtes Königreich',
    netherlands: 'Niederlande',
    france: 'Frankreich',
    germany: 'Deutschland',
    austria: 'Österreich',
    italy: 'Italien',
  },
  it: {
    us: 'Stati Uniti',
    canada: 'Canada',
    uk: 'Regno Unito',
    netherlands: 'Paesi Bassi',
    france: 'Francia',
    germany: 'Germania',
    austria: 'Austria',
    italy: 'Italia',
  },
};

/** The sister brands of a site: every other group site, with the country named in the site's language. */
export function sisterBrandsOf(variant: RegionalVariant, language: Language): SisterBrand[] {
  return GROUP_SITES.filter((site) => site.variant !== variant).map((site) => ({
    id: `sister-${site.variant}`,
    variant: site.variant,
    country: COUNTRY_NAMES[language][site.variant],
    text: site.name,
    href: site.href,
    external: true,
  }));
}
