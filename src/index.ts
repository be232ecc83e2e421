/**
 * @roofline/chrome: headless hooks and pure logic for the page chrome of the Roofline, HomeAdvisor
 * and Instapro sites. No markup, no styles: pair the hooks with your own UI or a skin entry
 * (`@roofline/chrome/skins/roofline`, `/skins/homeadvisor`, `/skins/instapro`).
 *
 * This list is the public API (docs/architecture.md, "The public API"; `api/chrome.api.md` is its
 * report, checked in CI). Every name here is a promise to the teams that depend on the package:
 * reducers, initial states, request builders, URL helpers and the data modules stay internal, and
 * tests import them from their modules. A new export changes the report in the same commit.
 *
 * @packageDocumentation
 */

// Provider and configuration.
export { ChromeProvider, useChromeConfig } from './config';
export type {
  ChromeProviderProps,
  AnalyticsAdapter,
  AnalyticsTraits,
  ChromeConfig,
  ResolvedChromeConfig,
  StorageLike,
  LocationLike,
  NavigateFn,
  NavigateOptions,
  FetchFn,
} from './config';

// Texts and locales (the catalogues themselves are in `@roofline/chrome/locales`).
export { useChromeTexts, defineCatalogue, formatPlural, enUS } from './i18n';
export type {
  ChromeTextsResult,
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
  PartialCatalogue,
} from './i18n';

// Brands and sites.
export {
  Brand,
  BrandType,
  getBrandType,
  getRegionalVariant,
  getCopyrightYears,
  getRegionalCopyrightYears,
} from './brand';
export type {
  RegionalVariant,
  RegionalSite,
  CopyrightYears,
  BrandFamily,
  MainBrand,
  ResolvedBrand,
  ChromeSite,
  SiteInput,
} from './brand';

// Limits of spec section 9: one object per area.
export {
  LIMITS,
  DESIGN_TOKENS,
  ACCESSIBILITY_LIMITS,
  ANALYTICS_LIMITS,
  BADGE_LIMITS,
  CHAT_LIMITS,
  FOOTER_LIMITS,
  HTTP_LIMITS,
  NAVIGATION_LIMITS,
  SEARCH_LIMITS,
  SHARED_LIMITS,
  VALIDATION_LIMITS,
} from './constants';
export type { SearchOption } from './constants';

// The error catalogue.
export { getErrorMessage, useErrorMessages, STATUS_MESSAGES, DEFAULT_ERROR_MESSAGE } from './errors';
export type { ErrorMessageOptions } from './errors';

// Links and return addresses from data (CMS, query strings).
export { sanitizeHref, getSafeLinkProps, safeReturnTo } from './safety';
export type { SafeLinkInput, SafeLinkProps, SafeReturnToOptions } from './safety';

// HTTP client.
export { createHttpClient, HttpError, isHttpError } from './http';
export type {
  HttpErrorKind,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequest,
  HttpRequestOptions,
  HttpBodyOptions,
  HttpResponse,
  HttpTimeout,
  Query,
  QueryValue,
  RequestInterceptor,
  ResponseInterceptor,
  ChromeTimeouts,
  ChromeHttpOptions,
} from './http';

// Request stages.
export { useRequestState } from './request';
export type { UseRequestStateResult, RequestStatus, RequestState } from './request';

// Validation.
export {
  useValidator,
  useValidationMessages,
  validate,
  validateAsync,
  validateField,
  validateFieldAsync,
  createResolver,
} from './validation';
export type {
  CustomRule,
  CustomRuleResult,
  DateFormat,
  FieldRules,
  FormValues,
  RuleName,
  RuleSet,
  ValidationResult,
  ValidateOptions,
  MessageKey,
  FieldElement,
  GetErrorPropsOptions,
  GetErrorPropsReturn,
  GetFieldPropsOptions,
  GetFieldPropsReturn,
  UseValidatorOptions,
  UseValidatorResult,
  ValidateOn,
  ValidatorStatus,
  UseValidatorState,
} from './validation';

// Search.
export {
  useSearchBox,
  useSplitTreatment,
  getHighlightParts,
  formatSearchText,
  getResultsForm,
  isCompleteZip,
  sanitizeZipInput,
} from './search';
export type {
  UseSearchBoxOptions,
  UseSearchBoxResult,
  SearchStatus,
  ResultsPresentation,
  SearchSubmitDetails,
  SearchSuggestionDetails,
  SearchOpenTarget,
  SearchOpenWindow,
  SearchGroupKind,
  SearchItemView,
  SearchItemGroup,
  GroupPropsOptions,
  RemoveRecentSearchPropsOptions,
  HighlightPart,
  SearchStatusInfo,
  SearchBoxStateReducer,
  GetPropsCommonOptions,
  ItemPropsOptions,
  MenuElementProps,
  FormProps,
  LabelProps,
  InputProps,
  MenuProps,
  ItemProps,
  ButtonProps,
  ElementProps,
  KeywordEventProperties,
  UseSplitTreatmentOptions,
  ResultsForm,
  SearchHiddenField,
  SearchExperiment,
  SearchMessages,
  SearchValues,
  SearchValidationOptions,
  SearchValidationResult,
  SearchFieldErrors,
} from './search';
// The hosted search client (createSearchClient, on the optional peer algoliasearch) is the
// `@roofline/chrome/search-client` entry (src/searchClient.ts): a page without it installs no algoliasearch.

// Sign-up (banner and footer).
export { useSubscription, useFooterSignup } from './subscription';
export type {
  UseSubscriptionOptions,
  UseSubscriptionResult,
  SubscribeValues,
  UseFooterSignupOptions,
  UseFooterSignupResult,
  FooterSignupValues,
  SignupFieldGetters,
  SignupFormValues,
  SignupFieldName,
  SignupInputPropsOptions,
  SignupInputPropsReturn,
  SignupLabelPropsOptions,
  SignupLabelPropsReturn,
  SignupMessagePropsOptions,
  SignupMessagePropsReturn,
  SignupFormPropsOptions,
  SignupFormPropsReturn,
  SignupSubmitButtonPropsOptions,
  SignupSubmitButtonPropsReturn,
  SubscriptionStatus,
  FooterSignupStatus,
  FooterDeliveryStatus,
  SubscriptionMessages,
  SignupOutcome,
} from './subscription';

// Header: hooks, server data, the view builders the skins use, header variants.
export {
  useNavMenus,
  useNavigationData,
  useSimpleHeader,
  getHeaderView,
  getLogoView,
  getColumnLayout,
  searchTextsOf,
  normalizeNavigationData,
  STANDARD,
  STANDARD_WITH_SEARCH,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
} from './navigation';
export { loadNavigationData } from './navigation/loadNavigationData';
export type {
  LoadNavigationDataRequest,
  LoadNavigationDataOptions,
  LoadNavigationDataResult,
} from './navigation/loadNavigationData';
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
  NavMenusStore,
  NavMenusStateReducers,
  WidgetStateReducer,
  PanelsState,
  PanelsAction,
  NavMenusAction,
  AccountMenuState,
  AccountMenuAction,
  MobileMenuWidgetState,
  MobileMenuAction,
  SearchWidgetState,
  SearchAction,
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
  NavLayout,
  MobileMenu,
  PanelOpenedBy,
  AccountMenuOpenedBy,
  MobileMenuState,
  NavMenusState,
  UseNavigationDataOptions,
  UseNavigationDataResult,
  NavigationDataError,
  UseSimpleHeaderOptions,
  UseSimpleHeaderResult,
  SimpleHeaderTexts,
  HeaderView,
  HeaderViewOptions,
  LogoView,
  LogoViewOptions,
  ColumnLayout,
  HeaderVariant,
  HeaderTexts,
  NavigationData,
  NavGrouping,
  NavLink,
  NavArticle,
  NavImage,
  NavSearchBarSettings,
  HeaderUser,
} from './navigation';

// Merging a getter's props with another library's (docs/architecture.md, "What a custom UI imports").
export { mergeProps } from './shared/propGetters';

// Auth guard.
export { useAuthGuard, buildLoginUrl } from './auth';
export type { UseAuthGuardOptions, UseAuthGuardResult, AuthGuardStatus, BuildLoginUrlOptions } from './auth';

// Chat input and AI entry.
export { useChatInput, useAiEntry, buildAiEntryUrl } from './chat';
export type {
  ChatInputStatus,
  ChatSendButtonStyle,
  UseChatInputOptions,
  UseChatInputResult,
  ChatTextareaUserProps,
  ChatButtonUserProps,
  ChatFormUserProps,
  ChatLabelUserProps,
  GetChatTextareaPropsReturn,
  GetChatSendButtonPropsReturn,
  GetChatFormPropsReturn,
  GetChatLabelPropsReturn,
  ChatSubmitStatus,
  BuildAiEntryUrlInput,
  AiEntryTexts,
  UseAiEntryOptions,
  UseAiEntryResult,
  AiInputUserProps,
  AiButtonUserProps,
  AiFormUserProps,
  AiLabelUserProps,
  GetAiInputPropsReturn,
  GetAiButtonPropsReturn,
  GetAiFormPropsReturn,
  GetAiLabelPropsReturn,
} from './chat';

// Accessibility widget.
export { useAccessibilityWidget } from './accessibility';
export type {
  AccessibilityWidgetState,
  AccessibilityWidgetStatus,
  LoadScriptFn,
  UseAccessibilityWidgetOptions,
  UseAccessibilityWidgetResult,
  AccessibilityTriggerUserProps,
  GetAccessibilityTriggerPropsReturn,
} from './accessibility';

// Reviews widget and provider badges.
export { useReviewsWidget, useProviderBadges } from './badges';
export type {
  ProviderBadge,
  ProviderBadgeInput,
  UseProviderBadgesOptions,
  UseProviderBadgesResult,
  ProviderBadgeId,
  ProviderBadgeText,
  ReviewsPageUrl,
  ReviewsWidgetConfig,
  ReviewsWidgetInput,
  ReviewsWidgetBackground,
  GetReviewsFallbackLinkPropsReturn,
  GetReviewsWidgetContainerPropsReturn,
  GetReviewsWidgetRootPropsReturn,
  RenderReviewsWidgetFn,
  ReviewsFallbackLink,
  ReviewsFallbackLinkUserProps,
  ReviewsWidgetContainerUserProps,
  ReviewsWidgetDataAttributes,
  ReviewsWidgetRootUserProps,
  ReviewsWidgetStatus,
  UseReviewsWidgetOptions,
  UseReviewsWidgetResult,
} from './badges';

// Footers: hooks, the accordions' documented state change types, the builders the skins use.
export {
  useFooterAccordions,
  footerAccordionsStateChangeTypes,
  useGlobalFooter,
  useRegionalFooter,
  useSimpleFooter,
  useCopyrightYears,
  useFooterCopyright,
  useFooterTracking,
  useAccessibilityTools,
  buildFooterLinks,
  cityUrl,
  resolveGlobalFooterContent,
  localiseGlobalFooter,
  globalFooterArea,
  localiseRegionalFooter,
  regionalFooterTexts,
  getRegionalFooterContent,
  getRegionalFooterContentForDomain,
  getSimpleFooterView,
  formatFooterText,
  getFooterConfig,
  getFooterLinkProps,
  getFooterListAnalyticsProps,
} from './footer';
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
  GlobalFooterBrand,
  GlobalFooterArea,
  RegionalFooterArea,
  RegionalFooterTextsInUse,
  SimpleFooterContent,
  SimpleFooterBuildOptions,
  SimpleFooterData,
  SimpleFooterView,
  SimpleFooterViewOptions,
  FooterAnchorProps,
  FooterComponentType,
  UseFooterAccordionsOptions,
  UseFooterAccordionsResult,
  FooterAccordionCollapsible,
  FooterAccordionItemOptions,
  FooterAccordionState,
  FooterAccordionRootProps,
  FooterAccordionHeadingProps,
  FooterAccordionToggleProps,
  FooterAccordionPanelProps,
  FooterAccordionsActionType,
  FooterAccordionsAction,
  FooterViewportLayout,
  UseGlobalFooterOptions,
  UseGlobalFooterResult,
  UseRegionalFooterOptions,
  UseRegionalFooterResult,
  UseFooterCopyrightOptions,
  UseFooterCopyrightResult,
  FooterConfigProps,
  UseSimpleFooterOptions,
  UseSimpleFooterResult,
  SimpleFooterItem,
  FooterGetters,
  FooterRootProps,
  AccessibilityToolsGetters,
} from './footer';

// Analytics.
export {
  useAnalytics,
  usePageView,
  useActivityTracking,
  useItemClickTracking,
  useSearchInsights,
  createSegmentAdapter,
  createAttributionGatewayAdapter,
  combineAnalyticsAdapters,
  analyticsAttributes,
  sendAttributionEvent,
  buildLiteRegistrationEvent,
  SEARCH_LIBRARY_CONSTANTS,
} from './analytics';
export type {
  AttributionTrackEvent,
  LiteRegistrationInput,
  ComponentContext,
  UseItemClickTrackingOptions,
  UseItemClickTrackingResult,
  SegmentLikeAnalytics,
  SegmentAdapterOptions,
  AttributionGatewayAdapterOptions,
  UseAnalyticsOptions,
  UseAnalyticsResult,
  UsePageViewOptions,
  UsePageViewResult,
  PageViewStatus,
  UseActivityTrackingOptions,
  UseActivityTrackingResult,
  ActivityTrackingStatus,
  SearchInsights,
  SearchInsightsEvent,
  SearchInsightsOptions,
  InsightsClientLike,
  UseSearchInsightsOptions,
  SearchLibraryConstants,
  SnowplowApi,
} from './analytics';

// Keyboard composition (IME) guard for a custom combobox or form.
export { useImeGuard } from './shared';
export type { ImeGuard, ImeKeyDownKind, ImeKeyEventLike, Merged } from './shared';

// Deprecated aliases: names 0.1.0 exported that the texts and the catalogue now cover. Removed in 0.3.0.
// Deprecated aliases, kept until 0.3.0 (docs/versioning.md): re-exported, never copied, so this
// server-safe entry reads no value from a 'use client' module.
export { AI_ENTRY_TEXTS } from './chat/aiEntryTexts';
export { ACCESSIBILITY_WIDGET_STORAGE_KEY } from './accessibility/limits';
export { HOME_ADVISOR_ADDITIONAL_CITIES } from './footer/data/homeAdvisorCities';
