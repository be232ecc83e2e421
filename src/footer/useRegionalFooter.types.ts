import type { CopyrightYears, RegionalVariant } from '../brand';
import type { AnalyticsAdapter } from '../config';
import type { FooterBuildOptions, RegionalFooterContent } from './footer.types';
import type { FooterGetters } from './useFooterTracking';

export interface UseRegionalFooterOptions extends FooterBuildOptions {
  /** The site's domain; picks the variant through the brand table (`getRegionalVariant`). @default the US default */
  domain?: string | undefined;
  /** Analytics adapter for 'Item Clicked'. @default the ChromeProvider adapter */
  analytics?: AnalyticsAdapter | undefined;
}

export interface UseRegionalFooterResult extends FooterGetters {
  variant: RegionalVariant;
  /** The domain given, or the site's own host (e.g. for the trust-rating widget). */
  domain: string;
  /** Everything the footer shows, in the catalogue's texts of the site (else its own language), with hrefs final. */
  content: RegionalFooterContent;
  /** From the site's first year up to 2025 (spec 2.5). */
  copyright: CopyrightYears;
  /** The copyright line in the footer's language. */
  copyrightText: string;
}
