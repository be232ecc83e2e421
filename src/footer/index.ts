// Types.
export type {
  FooterLink,
  FooterSection,
  City,
  UsCity,
  SocialNetwork,
  SocialLink,
  AppStore,
  AppBadge,
  GlobalFooterTexts,
  GlobalFooterContent,
  RegionalFooterTexts,
  RegionalFooterContent,
  RegionalFooterData,
  SisterBrand,
  FooterBuildOptions,
} from './footer.types';

// Pure builders and URL helpers.
export {
  buildFooterLinks,
  getRegionalFooterContent,
  getRegionalFooterContentForDomain,
  resolveGlobalFooterContent,
} from './buildFooterLinks';
export type { GlobalFooterBrand } from './buildFooterLinks';
export { localiseGlobalFooter, globalFooterArea, textLink, textSection } from './localiseFooter';
export type { GlobalFooterArea, GlobalFooterTextsOf } from './localiseFooter';
export { localiseRegionalFooter, regionalFooterArea, regionalFooterTexts } from './localiseRegionalFooter';
export type { RegionalFooterArea, RegionalFooterTextsInUse } from './localiseRegionalFooter';
export { REGIONAL_FOOTER_TEXTS } from './data/regional/texts';
export { buildSimpleFooterLinks, formatFooterText, getSimpleFooterView } from './simpleFooterLinks';
export type {
  SimpleFooterBuildOptions,
  SimpleFooterContent,
  SimpleFooterView,
  SimpleFooterViewOptions,
} from './simpleFooterLinks';
export { appendQueryString, normaliseQueryString, resolveFooterLink, resolveFooterSection, cityUrl } from './linkUrl';
export { getFooterLinkProps, getFooterListAnalyticsProps, getFooterRootAnalyticsProps } from './footerLinkProps';
export type { FooterAnchorProps, FooterComponentType } from './footerLinkProps';

// Data modules (per brand and per locale).
export {
  ROOFLINE_SECTIONS,
  ROOFLINE_TOP_CITIES,
  ROOFLINE_TOP_CITIES_SECTION,
  ROOFLINE_LEGAL_SECTION,
  ROOFLINE_BROWSE_BY_STATE,
  ROOFLINE_SIGNUP_HOST,
  ROOFLINE_GLOBAL_FOOTER,
  rooflineCityPath,
} from './data/rooflineFooter';
export {
  HOME_ADVISOR_SECTIONS,
  HOME_ADVISOR_LEGAL_SECTION,
  HOME_ADVISOR_INTERNATIONAL_SITES,
  HOME_ADVISOR_POPULAR_CITIES_SECTION,
  HOME_ADVISOR_ADDITIONAL_CITIES_SECTION,
  HOME_ADVISOR_BROWSE_BY_STATE,
  HOME_ADVISOR_PRO_HOST,
  HOME_ADVISOR_GLOBAL_FOOTER,
} from './data/homeAdvisorFooter';
export { HOME_ADVISOR_POPULAR_CITIES, HOME_ADVISOR_ADDITIONAL_CITIES } from './data/homeAdvisorCities';
export { ROOFLINE_SIMPLE_FOOTER, HOME_ADVISOR_SIMPLE_FOOTER } from './data/simpleFooter';
export type { SimpleFooterData } from './data/simpleFooter';
export { REGIONAL_FOOTERS } from './data/regional';
export { GROUP_SITES } from './data/regional/sisterBrands';

// Hooks.
export { useFooterAccordions } from './useFooterAccordions';
export type {
  UseFooterAccordionsOptions,
  UseFooterAccordionsResult,
  FooterAccordionCollapsible,
  FooterAccordionItemOptions,
  FooterAccordionState,
  FooterAccordionRootProps,
  FooterAccordionHeadingProps,
  FooterAccordionToggleProps,
  FooterAccordionPanelProps,
} from './useFooterAccordions.types';
export {
  footerAccordionsReducer,
  footerAccordionsStateChangeTypes,
  getInitialFooterAccordionsState,
} from './footerAccordionsReducer';
export type {
  FooterAccordionsState,
  FooterAccordionsAction,
  FooterAccordionsActionType,
} from './footerAccordionsReducer';
export type { FooterViewportLayout } from './useViewportLayout';
export { useGlobalFooter } from './useGlobalFooter';
export type { UseGlobalFooterOptions, UseGlobalFooterResult } from './useGlobalFooter.types';
export { useRegionalFooter } from './useRegionalFooter';
export type { UseRegionalFooterOptions, UseRegionalFooterResult } from './useRegionalFooter.types';
export { useSimpleFooter } from './useSimpleFooter';
export { useCopyrightYears } from './useCopyrightYears';
export { useFooterCopyright } from './useFooterCopyright';
export type { UseFooterCopyrightOptions, UseFooterCopyrightResult } from './useFooterCopyright';
export { getFooterConfig } from './footerConfig';
export type { FooterConfigProps } from './footerConfig';
export type { UseSimpleFooterOptions, UseSimpleFooterResult, SimpleFooterItem } from './useSimpleFooter.types';
export { useFooterTracking } from './useFooterTracking';
export type { FooterGetters, FooterRootProps } from './useFooterTracking';
export { useAccessibilityTools } from './useAccessibilityTools';
export type { AccessibilityToolsGetters } from './useAccessibilityTools';
