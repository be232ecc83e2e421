import type { Brand, BrandFamily, CopyrightYears } from '../brand';
import type { UseAccessibilityWidgetOptions } from '../accessibility';
import type { AnalyticsAdapter } from '../config';
import type { FooterLink, SimpleFooterItem } from './footer.types';
import type { SimpleFooterBuildOptions } from './simpleFooterLinks';
import type { AccessibilityToolsGetters } from './useAccessibilityTools';
import type { FooterGetters } from './useFooterTracking';

export interface UseSimpleFooterOptions {
  /** HOME_ADVISOR gets its own variant, any other brand the Roofline one. @default the ChromeProvider brand */
  brand?: Brand | undefined;
  /** Show the optional Support Center link (Roofline variant). @default false */
  showSupportCenter?: boolean | undefined;
  /** Show the optional Accessibility Tools control. @default true */
  showAccessibilityTools?: boolean | undefined;
  /** Options of the accessibility widget the Accessibility Tools control loads (its `scriptUrl`...). */
  accessibilityWidget?: UseAccessibilityWidgetOptions | undefined;
  /** Current time in ms, for the copyright years. @default the ChromeProvider `now` */
  now?: (() => number) | undefined;
  /** Analytics adapter for 'Item Clicked'. @default the ChromeProvider adapter */
  analytics?: AnalyticsAdapter | undefined;
  /** Texts of your own over the catalogue's area of the brand's footer (`rooflineFooter`, `homeAdvisorFooter`). */
  texts?: SimpleFooterBuildOptions['texts'] | undefined;
}

export type { SimpleFooterItem } from './footer.types';

export interface UseSimpleFooterResult extends FooterGetters, AccessibilityToolsGetters {
  /** The brand family to style by (`resolveBrandFamily`): `homeadvisor` or `roofline`. */
  variant: BrandFamily;
  /** The legal bar's entries in display order (spec 2.2). */
  items: readonly SimpleFooterItem[];
  /** HOME_ADVISOR's terms-agreement line, split around its Terms of Use link; `null` for Roofline. */
  termsAgreement: { before: string; link: FooterLink; after: string } | null;
  /** Roofline from 1995, HomeAdvisor from 1999, to the current year. */
  copyright: CopyrightYears;
  copyrightText: string;
  /** Where the copyright line sits: before the links (Roofline) or last (HOME_ADVISOR). */
  copyrightPosition: 'start' | 'end';
  /** Accessible name of the link list. */
  label: string;
  /** The bar's `lang` when its texts are not in the page's language (no catalogue of it: en-US), else undefined. */
  lang: string | undefined;
}
