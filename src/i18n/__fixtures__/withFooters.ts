import type { RegionalVariant } from '../../brand';
import { GLOBAL_FOOTER_TEXTS_EN_US } from '../../footer/data/footerTextsEnUS';
import { REGIONAL_FOOTER_TEXTS } from '../../footer/data/regional/texts';
import { regionalFooterArea } from '../../footer/localiseRegionalFooter';
import { BADGE_TEXTS_EN_US } from '../../badges/providerBadges';
import { ERROR_TEXTS_EN_US } from '../../errors/useErrorMessages';
import { MESSAGES } from '../../validation/messages';
import type { ChromeCatalogue } from '../messages.types';

/** The regional variants, in the order of their texts. */
export const VARIANTS = Object.keys(REGIONAL_FOOTER_TEXTS) as RegionalVariant[];

/** The regional footers' areas with each site's own texts (src/footer/data/regional/texts.ts). */
const REGIONAL_AREAS = Object.fromEntries(VARIANTS.map((v) => [regionalFooterArea(v), REGIONAL_FOOTER_TEXTS[v]]));

/**
 * A catalogue as the library reads it: the optional areas it leaves out are their parts' own texts (the
 * global footers' en-US, each regional site's in its language, the validator's and the error catalogue's
 * en-US), kept out of the catalogues every hook reads (src/footer/data/footerTextsEnUS.ts,
 * src/footer/data/regional/texts.ts, src/validation/messages.ts, src/errors/errorCatalogue.ts).
 */
export const withFooters = (catalogue: ChromeCatalogue): ChromeCatalogue => ({
  ...catalogue,
  messages: {
    ...GLOBAL_FOOTER_TEXTS_EN_US,
    ...REGIONAL_AREAS,
    validation: MESSAGES,
    errors: ERROR_TEXTS_EN_US,
    badges: BADGE_TEXTS_EN_US,
    ...catalogue.messages,
  },
});
