export { defineCatalogue, pickCatalogue, resolveCatalogue, formatPlural, catalogueOf, fallbackLang } from './catalogue';
export { enUS } from './en-US';
export type { PartialCatalogue } from './catalogueLookup';
export { useChromeTexts } from './useChromeTexts';
export type { ChromeTextsResult } from './useChromeTexts';
export type {
  ChromeCatalogue,
  ChromeMessages,
  ChromeMessageOverrides,
  PluralText,
  SearchTexts,
  SignupTexts,
  ChatTexts,
  WidgetTexts,
  GlobalFooterCommonTexts,
  RooflineFooterTexts,
  HomeAdvisorFooterTexts,
  RegionalFooterCommonTexts,
  RegionalFooterTextsByVariant,
  RegionalFooterAreas,
  ValidationTexts,
  BadgeTexts,
  ErrorTexts,
} from './messages.types';
