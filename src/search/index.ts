export { useSearchBox } from './useSearchBox';
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
} from './useSearchBox.types';
export { getHighlightParts, foldSearchText, formatSearchText } from './highlight';
export type { HighlightPart } from './highlight';
export {
  readRecentSearches,
  writeRecentSearches,
  addRecentSearch,
  removeRecentSearch,
  recentSearchesKey,
  recentQuery,
  toRecentSearch,
  RECENT_QUERY_TYPE,
  RECENT_SEARCHES_MAX,
} from './recentSearches';
export { KEYWORD_TRACKING_EVENT } from './useKeywordTracking';
export type { KeywordEventProperties } from './useKeywordTracking';
export { useSplitTreatment } from './useSplitTreatment';
export type { UseSplitTreatmentOptions } from './useSplitTreatment';
export {
  buildResultsUrl,
  buildSuggestionUrl,
  buildAutocompleteUrl,
  buildTreatmentUrl,
  shouldShowViewAll,
  isCompleteZip,
  sanitizeZipInput,
  clampSearchText,
} from './searchUrls';
export type { BuildResultsUrlInput, BuildSuggestionUrlInput, BuildAutocompleteUrlInput } from './searchUrls';
export { getResultsForm } from './resultsForm';
export type { ResultsForm, SearchHiddenField } from './resultsForm';
export { fetchSuggestions, parseAutocompleteResponse } from './autocomplete';
export type { AutocompleteResponse, SearchExperiment, FetchSuggestionsInput } from './autocomplete';
export { fetchSplitTreatment, CONTROL_TREATMENT, TEST_TREATMENT } from './splitTreatment';
export { validateSearch, buildSearchRules, combineSearchMessage, DEFAULT_SEARCH_MESSAGES } from './searchValidation';
export type { SearchMessages, SearchValidationOptions, SearchValidationResult, SearchValues } from './searchValidation';
export { suggestionsReducer, initialSuggestionsState } from './suggestionsReducer';
export type { SuggestionsState, SuggestionsAction } from './suggestionsReducer';
export { searchFieldsReducer, initialSearchFieldsState } from './searchFieldsReducer';
export type { SearchFieldsState, SearchFieldsAction, SearchFieldErrors } from './searchFieldsReducer';
export { getDefaultStatusMessage } from './statusMessage';
export { USER_TOKEN_PATTERN, isValidUserToken, checkUserToken } from '../shared/userToken';
