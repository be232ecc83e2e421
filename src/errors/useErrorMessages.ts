'use client';

import { useMemo } from 'react';
import type { ErrorTexts } from '../i18n/messages.types';
import { useOptionalCatalogue } from '../i18n/useOptionalCatalogue';
import { DEFAULT_ERROR_MESSAGE, STATUS_MESSAGES } from './errorCatalogue';

/** The spec's en-US messages as the catalogue's `errors` area. */
export const ERROR_TEXTS_EN_US: ErrorTexts = {
  ...(Object.fromEntries(Object.entries(STATUS_MESSAGES).map(([status, text]) => [status, text])) as Omit<
    ErrorTexts,
    'default'
  >),
  default: DEFAULT_ERROR_MESSAGE,
};

/**
 * The error catalogue's messages in the page's language: the spec's en-US ones under the catalogue's
 * `errors` area (its `textOverrides` merged in), under `own`. Pass them to `getErrorMessage`.
 *
 * @example const texts = useErrorMessages(); getErrorMessage(error, { texts })
 */
export function useErrorMessages(own?: Partial<ErrorTexts>): ErrorTexts {
  const area = useOptionalCatalogue().messages.errors;
  return useMemo(() => (area || own ? { ...ERROR_TEXTS_EN_US, ...area, ...own } : ERROR_TEXTS_EN_US), [area, own]);
}
