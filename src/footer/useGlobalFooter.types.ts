import type { BrandFamily, CopyrightYears } from '../brand';
import type { UseAccessibilityWidgetOptions } from '../accessibility';
import type { AnalyticsAdapter } from '../config';
import type { HomeAdvisorFooterTexts, RooflineFooterTexts } from '../i18n/messages.types';
import type { GlobalFooterBrand } from './buildFooterLinks';
import type { FooterBuildOptions, GlobalFooterContent } from './footer.types';
import type { AccessibilityToolsGetters } from './useAccessibilityTools';
import type { FooterGetters } from './useFooterTracking';

export interface UseGlobalFooterOptions extends FooterBuildOptions {
  /** Whose footer. @default the ChromeProvider brand when it is HOME_ADVISOR, else ROOFLINE */
  brand?: GlobalFooterBrand | undefined;
  /** Current time in ms, for the copyright years. @default the ChromeProvider `now` */
  now?: (() => number) | undefined;
  /** Analytics adapter for 'Item Clicked'. @default the ChromeProvider adapter */
  analytics?: AnalyticsAdapter | undefined;
  /** Options of the accessibility widget the Accessibility Tools control loads (its `scriptUrl`...). */
  accessibilityWidget?: UseAccessibilityWidgetOptions | undefined;
  /**
   * This footer's own texts over the catalogue's (`rooflineFooter` or `homeAdvisorFooter`, by brand): a
   * section or link by its id, or the footer's labels. @default the catalogue in use (`catalogues`, `textOverrides`)
   */
  texts?: Partial<RooflineFooterTexts> | Partial<HomeAdvisorFooterTexts> | undefined;
}

export interface UseGlobalFooterResult extends FooterGetters, AccessibilityToolsGetters {
  /** The brand family to style by (`resolveBrandFamily`): `homeadvisor` or `roofline`. */
  variant: BrandFamily;
  /** Every section, city list and link, with hrefs final (see `buildFooterLinks`), in the catalogue's texts. */
  content: GlobalFooterContent;
  /**
   * The `lang` attribute for the footer: `en-US` when the page's language has no catalogue (the texts
   * fell back to English), else undefined.
   */
  lang: string | undefined;
  /** From the brand's first year (Roofline 1995, HomeAdvisor 1999) to the current year. */
  copyright: CopyrightYears;
  /** The copyright line, e.g. '© 1995-2026 Roofline, Inc. All rights reserved.' */
  copyrightText: string;
}
