import type { RegionalVariant } from '../../../brand';
import type { RegionalFooterData } from '../../footer.types';
import { CANADA_FOOTER } from './canada';
import { FRANCE_FOOTER } from './france';
import { AUSTRIA_FOOTER, GERMANY_FOOTER } from './germanSpeaking';
import { ITALY_FOOTER } from './italy';
import { NETHERLANDS_FOOTER } from './netherlands';
import { UK_FOOTER } from './uk';
import { US_FOOTER } from './us';

/** Every regional footer's data, keyed by variant (spec 2.5). */
export const REGIONAL_FOOTERS: Readonly<Record<RegionalVariant, RegionalFooterData>> = {
  canada: CANADA_FOOTER,
  us: US_FOOTER,
  uk: UK_FOOTER,
  netherlands: NETHERLANDS_FOOTER,
  france: FRANCE_FOOTER,
  germany: GERMANY_FOOTER,
  austria: AUSTRIA_FOOTER,
  italy: ITALY_FOOTER,
};
