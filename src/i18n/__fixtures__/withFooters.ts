import type { RegionalVariant } from '../../brand';
import { GLOBAL_FOOTER_TEXTS_EN_US } from '../../footer/data/footerTextsEnUS';
import { REGIONAL_FOOTER_TEXTS } from '../../footer/data/regional/texts';
import { regionalFooterArea } from '../../footer/localiseRegionalFooter';
import type { ChromeCatalogue } from '../messages.types';

/** The regional variants, in the order of their texts. */
export const VARIANTS = Object.keys(REGIONAL_FOOTER_TEXTS) as RegionalVariant[];

/** The regional footers' areas with each site's own texts (src/footer/data/regional/texts.ts). */
const REGIONAL_AREAS = Object.fromEntries(VARIANTS.map((v) => [regionalFooterArea(v), REGIONAL_FOOTER_TEXTS[v]]));

/**
 * A catalogue as the footers read it: the footers' areas it leaves out are the footers' own texts (the
 * global footers' en-US, each regional site's in its language), kept out of the catalogues every hook
 * reads (src/footer/data/footerTextsEnUS.ts, src/footer/data/regional/texts.ts).
 */
export const withFooters = (catalogue: ChromeCatalogue): ChromeCatalogue => ({
  ...catalogue,
  messages: { ...GLOBAL_FOOTER_TEXTS_EN_US, ...REGIONAL_AREAS, ...catalogue.messages },
});
