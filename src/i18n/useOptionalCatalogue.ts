'use client';

import { useContext } from 'react';
import type { ResolvedChromeConfig } from '../config/config.types';
import { sharedContext } from '../shared/sharedContext';
import { optionalCatalogueOf, type PartialCatalogue } from './catalogueLookup';

/**
 * `ChromeProvider`'s context, the same object (`sharedContext` makes one per name): read here without
 * the provider's module, whose config resolution a hook that only needs the page's texts does not ship.
 */
const ChromeConfigContext = sharedContext<{ resolved: ResolvedChromeConfig } | undefined>(
  'ChromeConfigContext',
  undefined,
);

const NONE: PartialCatalogue = { locale: 'en-US', messages: {} };

/**
 * The page's catalogue areas beyond the built-in en-US one (`optionalCatalogueOf` of the provider's
 * config): for a hook whose texts are an optional area with built-in texts of its own (the validator's,
 * the error catalogue's). Without a provider, none.
 */
export function useOptionalCatalogue(): PartialCatalogue {
  const resolved = useContext(ChromeConfigContext)?.resolved;
  return resolved ? optionalCatalogueOf(resolved) : NONE;
}
