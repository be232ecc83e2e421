import { REGIONAL_SITES, type RegionalVariant } from '../../../brand';
import type { SisterBrand } from '../../footer.types';

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

/** The sister brands of a site: every other group site; its country is the footer's `country-{variant}` text. */
export function sisterBrandsOf(variant: RegionalVariant): SisterBrand[] {
  return GROUP_SITES.filter((site) => site.variant !== variant).map((site) => ({
    id: `sister-${site.variant}`,
    variant: site.variant,
    country: '',
    text: site.name,
    href: site.href,
    external: true,
  }));
}
