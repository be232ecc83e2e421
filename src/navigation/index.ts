export { useNavMenus } from './useNavMenus';
export type {
  UseNavMenusOptions,
  UseNavMenusResult,
  NavMenusWidget,
  NavMenusParts,
  NavMenusCommon,
  NavPanelsPart,
  AccountMenuPart,
  MobileMenuPart,
  NavigationMenuPart,
  SearchDialogPart,
  AccountMenuContentProps,
  HoverIntentOptions,
  OpenChangeProps,
  SkipLinkProps,
  DesktopNavProps,
  PanelTriggerProps,
  PanelProps,
  MobileMenuToggleProps,
  MobileMenuProps,
  OverlayProps,
  GroupCardTriggerProps,
  GroupCardProps,
  AccountMenuTriggerProps,
  LoginLinkProps,
} from './useNavMenus.types';
export {
  panelsReducer,
  accountMenuReducer,
  mobileMenuReducer,
  searchReducer,
  navMenusStateChangeTypes,
} from './navMenusReducer';
export { createNavMenusStore } from './navMenusStore';
export type {
  NavMenusState,
  NavMenusStore,
  NavMenusStateReducers,
  WidgetStateReducer,
  LoginTarget,
} from './navMenusStore';
export type {
  PanelsState,
  PanelsAction,
  NavMenusAction,
  AccountMenuState,
  AccountMenuAction,
  MobileMenuWidgetState,
  MobileMenuAction,
  SearchWidgetState,
  SearchAction,
  NavLayout,
  MobileMenu,
  MobileMenuState,
  PanelOpenedBy,
  AccountMenuOpenedBy,
} from './navMenusReducer';
export { useNavigationData } from './useNavigationData';
export type { UseNavigationDataOptions, UseNavigationDataResult } from './useNavigationData.types';
export { fetchNavigation, fetchNavigationToken } from './navigationApi';
export { buildNavigationUrl, buildTokenUrl } from './navigationUrls';
export type { NavigationDataError } from './navigationApi';
export { useSimpleHeader } from './useSimpleHeader';
export type { UseSimpleHeaderOptions, UseSimpleHeaderResult, SimpleHeaderTexts } from './useSimpleHeader.types';
export { normalizeNavigationData } from './normalizeNavigationData';
export { getHeaderView, getLogoView, formatGreeting, getBrandHomeHref } from './getHeaderView';
export type { HeaderView, HeaderViewOptions, LogoView, LogoViewOptions } from './getHeaderView';
export { getColumnLayout } from './getColumnLayout';
export type { ColumnLayout } from './getColumnLayout';
export {
  STANDARD,
  STANDARD_WITH_SEARCH,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
  HEADER_VARIANTS,
  isHeaderVariant,
} from './headerVariants';
export type { HeaderVariant } from './headerVariants';
export { DEFAULT_HEADER_TEXTS, searchTextsOf } from './headerTexts';
export type { HeaderTexts } from './headerTexts';
export type {
  NavigationData,
  NavGrouping,
  NavLink,
  NavArticle,
  NavImage,
  NavSearchBarSettings,
  HeaderUser,
} from './navigation.types';
