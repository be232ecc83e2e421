import { enUS } from '../i18n/en-US';
import type { HeaderTexts } from '../i18n/messages.types';

export type { HeaderTexts };

/** Default header texts (en-US): the built-in catalogue's. Other locales: `ChromeConfig.catalogues`. */
export const DEFAULT_HEADER_TEXTS: Readonly<HeaderTexts> = enUS.messages.header;
