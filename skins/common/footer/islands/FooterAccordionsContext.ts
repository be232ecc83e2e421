'use client';

import { createContext, useContext } from 'react';
import type { UseFooterAccordionsResult } from '../../../../src';

/** The footer's accordions, shared by its disclosure islands (the server renders the rest). */
export const FooterAccordionsContext = createContext<UseFooterAccordionsResult | null>(null);

export function useFooterAccordionsContext(): UseFooterAccordionsResult {
  const accordions = useContext(FooterAccordionsContext);
  if (!accordions) throw new Error('A footer disclosure must be inside a FooterRoot with accordions.');
  return accordions;
}
