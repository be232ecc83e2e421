'use client';

import { useMemo } from 'react';
import type { ValidationTexts } from '../i18n/messages.types';
import { useOptionalCatalogue } from '../i18n/useOptionalCatalogue';
import { MESSAGES } from './messages';

/**
 * The validator's messages in the page's language: the spec's en-US ones (`MESSAGES`) under the
 * catalogue's `validation` area (its `textOverrides` merged in), under `own`. For the engine's functions
 * and `createResolver`, which read no provider: `createResolver(rules, { messages })`.
 *
 * @example const messages = useValidationMessages(); // on a fr-FR page: messages.required '{0} est obligatoire'
 */
export function useValidationMessages(own?: Partial<ValidationTexts>): ValidationTexts {
  const area = useOptionalCatalogue().messages.validation;
  return useMemo(() => (area || own ? { ...MESSAGES, ...area, ...own } : MESSAGES), [area, own]);
}
