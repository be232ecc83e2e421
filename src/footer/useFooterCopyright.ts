'use client';

import type { Brand, CopyrightYears } from '../brand';
import { pickConfig, useChromeConfig } from '../config';
import { formatFooterText } from './simpleFooterLinks';
import { useCopyrightYears } from './useCopyrightYears';

export interface UseFooterCopyrightOptions {
  /** Whose years: Roofline from 1995, HomeAdvisor from 1999. */
  brand: Brand;
  /** The copyright text, with a `{years}` placeholder. */
  template: string;
  /** Current time in ms. @default the ChromeProvider `now` */
  now?: (() => number) | undefined;
}

export interface UseFooterCopyrightResult {
  copyright: CopyrightYears;
  /** The template with the years filled in. */
  text: string;
}

/**
 * A footer's copyright line on its own (a server footer's client island): the UTC year on the server
 * and while hydrating, then the visitor's local year, as `useGlobalFooter` and `useSimpleFooter` do.
 *
 * @example
 * const { text } = useFooterCopyright({ brand: 'ROOFLINE', template: '© {years} Roofline, Inc.' });
 */
export function useFooterCopyright(options: UseFooterCopyrightOptions): UseFooterCopyrightResult {
  const { now } = useChromeConfig(pickConfig(options));
  const copyright = useCopyrightYears(options.brand, now);
  return { copyright, text: formatFooterText(options.template, { years: copyright.text }) };
}
