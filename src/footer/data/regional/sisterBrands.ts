import type { RegionalVariant } from '../../../brand';
import type { SisterBrand } from '../../footer.types';

type Language = 'en' | 'nl' | 'fr' | 'de' | 'it';

interface GroupSite {
  variant: RegionalVariant;
  name: string;
  href: string;
}

/** The group's sites per country (one per regional variant; the US default is Instapro). */
export const GROUP_SITES: readonly GroupSite[] = [
  { variant: 'us', name: 'Instapro', href: 'https://www.instapro.com/' },
  { variant: 'canada', name: 'HomeStars', href: 'https://homestars.com/' },
  { variant: 'uk', name: 'MyBuilder', href: 'https://www.mybuilder.com/' },
  { variant: 'netherlands', name: 'Werkspot', href: 'https://www.werkspot.nl/' },
  { variant: 'france', name: 'Travaux.com', href: 'https://www.travaux.com/' },
  { variant: 'germany', name: 'MyHammer', href: 'https://www.myhammer.de/' },
  { variant: 'austria', name: 'MyHammer', href: 'https://www.myhammer.at/' },
  { variant: 'italy', name: 'Instapro', href: 'https://www.instapro.it/' },
];

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
