'use client';

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useEffect, useId, useMemo, useReducer, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf, preparePlurals } from '../i18n/catalogue';
import { DEFAULT_INITIAL_SUGGESTIONS, type SearchOption } from '../constants/constants';
import { useControllableState } from '../shared/useControllableState';
import { useImeGuard } from '../shared/useImeGuard';
import { useLatestRef } from '../shared/useLatestRef';
import { whenIdle } from '../shared/lazyModule';
import { checkUserToken } from '../shared/userToken';
import { createSearchBoxGetters } from './createSearchBoxGetters';
import { SEARCH_LIMITS } from './limits';
import { getResultsForm } from './resultsForm';
import { TEST_TREATMENT } from './splitTreatment';
import { initialSearchFieldsState, searchFieldsReducer, type SearchFieldsState } from './searchFieldsReducer';
import { searchStateReducer } from './searchStateReducer';
import {
  buildResultsUrl,
  buildSuggestionUrl,
  clampSearchText,
  cleanDefaultZip,
  isCompleteZip,
  sanitizeZipInput,
  shouldShowViewAll,
} from './searchUrls';
import { combineSearchMessage, validateSearch, type SearchMessages } from './searchValidation';
import { getDefaultStatusMessage } from './statusMessage';
import type { UseSearchBoxOptions, UseSearchBoxResult } from './useSearchBox.types';
import { useResolvedSplitTreatment } from './useSplitTreatment';
import { useKeywordTracking } from './useKeywordTracking';
import { useSuggestions } from './useSuggestions';

const itemToString = (item: SearchOption | null) => item?.name ?? '';
// Two default suggestions share an id, so the key carries the name too.
const itemToKey = (item: SearchOption | null) => (item ? `${item.optionType}|${item.id}|${item.name}` : null);

/** No initial suggestions (a regional site's default). */
const NO_SUGGESTIONS: readonly SearchOption[] = [];

const initFields = (
  { defaultInputValue = '', defaultZip = '' }: UseSearchBoxOptions,
  country: string,
): SearchFieldsState => ({
  ...initialSearchFieldsState,
  query: clampSearchText(defaultInputValue),
  zip: cleanDefaultZip(defaultZip, country),
});

/**
 * The search bar's behaviour (spec 2.8, 4.5, 5, 7.6 to 7.8) on Downshift's `useCombobox`: debounced,
 * abortable autocomplete with a stale-answer guard and a `stalled` status; keyboard selection; an
 * optional ZIP; validation messages; results and suggestion URLs through the injected `navigate`;
 * the split treatment; the mobile full-screen state; a polite result-count status. IME-safe: Enter
 * while composing never submits or selects.
 *
 * @example
 * const search = useSearchBox({ validateZip: true });
 * <form {...search.getFormProps()}>
 *   <label {...search.getLabelProps()}>Project</label>
 *   <input {...search.getInputProps()} />
 *   <ul {...search.getMenuProps()}>{search.isOpen && search.items.map((item, index) => (
 *     <li key={index} {...search.getItemProps({ item, index })}>{item.name}</li>))}</ul>
 *   <input {...search.getZipInputProps()} />
 *   <button {...search.getSubmitButtonProps()}>Search</button>
 *   <p {...search.getErrorProps()} />
 *   <div {...search.getStatusProps()} />
 * </form>
 */
export function useSearchBox(options: UseSearchBoxOptions = {}): UseSearchBoxResult {
  const config = useChromeConfig(pickConfig(options));
  const optionsRef = useLatestRef(options);
  const configRef = useLatestRef(config);
  const {
    limit = SEARCH_LIMITS.autocompleteDefaultLimit,
    debounceMs = SEARCH_LIMITS.autocompleteDebounceMs,
    stallThresholdMs = SEARCH_LIMITS.searchStallThresholdMs,
    // The spec's five are the US sites' projects; a regional site has none of its own yet.
    initialSuggestions = config.site.country === 'US' ? DEFAULT_INITIAL_SUGGESTIONS : NO_SUGGESTIONS,
  } = options;
  // The texts of the site's locale (the provider's catalogue); the `messages` option wins.
  const { locale, messages: catalogue } = catalogueOf(config);
  const texts = catalogue.search;
  const messages: SearchMessages = {
    project: options.messages?.project ?? texts.projectInvalid,
    zip: options.messages?.zip ?? texts.zipInvalid,
    projectAndZip: options.messages?.projectAndZip ?? texts.projectAndZipInvalid,
  };

  const reactId = useId();
  const baseId = options.id ?? `search${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const ids = {
    label: `${baseId}-label`,
    input: `${baseId}-input`,
    menu: `${baseId}-menu`,
    zipLabel: `${baseId}-zip-label`,
    zip: `${baseId}-zip`,
    error: `${baseId}-error`,
    status: `${baseId}-status`,
    mobile: `${baseId}-mobile`,
  };

  // The text, the ZIP and their messages (searchFieldsReducer.ts); the suggestions follow the text.
  const [fields, dispatch] = useReducer(searchFieldsReducer, options, (o) => initFields(o, config.site.country));
  const { query, zip, errors } = fields;
  const [initialInputValue] = useState(query);
  // The last committed fields, for Downshift's onInputValueChange (it reports from an effect, after
  // the commit): typing already took the text in the input's own change event, so the report finds
  // nothing new and dispatches nothing (no second commit per keystroke).
  const committedFields = useLatestRef(fields);
  const [isMobileOpen, setMobileOpen] = useControllableState({
    prop: options.mobileOpen,
    defaultProp: options.defaultMobileOpen ?? false,
    onChange: options.onMobileOpenChange,
    caller: 'useSearchBox (mobileOpen)',
  });
  const composition = useImeGuard();
  const treatment = useResolvedSplitTreatment(config, options.splitFlag, options.treatment);

  const suggestions = useSuggestions({
    query,
    paused: composition.composing,
    http: config.httpClient,
    timeout: config.timeouts.autocomplete,
    searchApiHost: config.searchApiHost,
    identifier: config.anonymousId,
    limit,
    debounceMs,
    stallThresholdMs,
    onError: () => combobox.closeMenu(),
  });

  // Spec 9: typed text still for 1000 ms sends one keyword event (useKeywordTracking.ts).
  const keywords = useKeywordTracking({
    query,
    composing: composition.composing,
    answer: suggestions,
    config,
    enabled: options.trackKeywords,
    eventName: options.keywordEventName,
    delayMs: options.keywordTrackingDelayMs,
  });

  const trimmedQuery = query.trim();
  const items = useMemo(
    () => (trimmedQuery === '' ? [...initialSuggestions] : suggestions.results),
    [trimmedQuery, initialSuggestions, suggestions.results],
  );

  const stateReducer = useCallback(
    (state: UseComboboxState<SearchOption>, actionAndChanges: UseComboboxStateChangeOptions<SearchOption>) => {
      const changes = searchStateReducer(state, actionAndChanges);
      const user = optionsRef.current.stateReducer;
      return user ? user(state, { ...actionAndChanges, changes }) : changes;
    },
    [optionsRef],
  );

  const combobox = useCombobox<SearchOption>({
    id: baseId,
    labelId: ids.label,
    inputId: ids.input,
    menuId: ids.menu,
    items,
    itemToString,
    itemToKey,
    initialInputValue,
    stateReducer,
    onInputValueChange: ({ inputValue }) => {
      const current = committedFields.current;
      if (inputValue !== current.query || current.errors.query) {
        dispatch({ type: 'comboboxInputValueChange', query: inputValue });
      }
      optionsRef.current.onInputValueChange?.(inputValue);
    },
  });

  const isOpen = combobox.isOpen && items.length > 0;
  const { highlightedIndex, setHighlightedIndex } = combobox;

  // New answers start with nothing highlighted, so the active descendant always exists.
  useEffect(() => {
    if (highlightedIndex >= 0) setHighlightedIndex(-1);
    // Only when the results change, not when the highlight moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestions.results]);

  // The status's plural rules and number format, built when the page is idle: the first ones of a
  // locale take tens of milliseconds on a phone, which the tap opening the search would wait for.
  useEffect(() => whenIdle(() => preparePlurals(locale)), [locale]);

  const userToken = options.userToken ?? config.anonymousId;
  useEffect(() => {
    if (userToken !== undefined) checkUserToken(userToken);
  }, [userToken]);

  const errorMessage = combineSearchMessage(errors, messages);
  const showViewAll = shouldShowViewAll(config.resultsDomain);
  const resultsForm = getResultsForm(config.resultsDomain);
  const statusInfo = { status: suggestions.status, resultCount: items.length, isOpen, query: trimmedQuery };
  const statusMessage = options.getStatusMessage
    ? options.getStatusMessage(statusInfo)
    : getDefaultStatusMessage(statusInfo, texts, locale);

  // Handlers read the latest render through this ref, so the actions keep their identity.
  const latest = useLatestRef({ combobox, zip, items, isOpen, messages, country: config.site.country });

  const zipBlocksSelection = useCallback((): boolean => {
    if (!optionsRef.current.validateZip || isCompleteZip(latest.current.zip, latest.current.country)) return false;
    dispatch({ type: 'pickZipInvalid', message: latest.current.messages.zip });
    return true;
  }, [latest, optionsRef]);

  const submit = useCallback((): boolean => {
    keywords.skip();
    const { combobox: current, zip: currentZip, messages: currentMessages, country } = latest.current;
    const opts = optionsRef.current;
    const text = current.inputValue.trim();
    current.closeMenu();
    const result = validateSearch({ query: text, zip: currentZip }, { ...opts, messages: currentMessages }, country);
    dispatch(result.valid ? { type: 'submitValid' } : { type: 'submitInvalid', errors: result.errors });
    if (!result.valid) return false;
    const { resultsDomain } = configRef.current;
    const url = buildResultsUrl({ resultsDomain, query: text, zip: currentZip, country });
    if (opts.onSubmit?.({ query: text, zip: currentZip, url }) === false) return false;
    configRef.current.navigate(url);
    return true;
  }, [configRef, keywords, latest, optionsRef]);

  /**
   * Navigates for a picked item. 'zipBlocked': the ZIP is in error, so the pick only closes the list;
   * 'prevented': `onSuggestionSelect` returned false.
   */
  const pick = useCallback(
    (item: SearchOption): 'navigated' | 'zipBlocked' | 'prevented' => {
      keywords.skip();
      if (zipBlocksSelection()) return 'zipBlocked';
      const { zip: currentZip, country } = latest.current;
      const { resultsDomain, serviceRequestDomain } = configRef.current;
      const url =
        (item.srPathUrl !== undefined
          ? buildSuggestionUrl({ serviceRequestDomain, srPathUrl: item.srPathUrl, zip: currentZip, country })
          : null) ?? buildResultsUrl({ resultsDomain, query: item.name, zip: currentZip, country });
      if (optionsRef.current.onSuggestionSelect?.({ item, zip: currentZip, url }) === false) return 'prevented';
      configRef.current.navigate(url);
      return 'navigated';
    },
    [configRef, keywords, latest, optionsRef, zipBlocksSelection],
  );

  const selectItem = useCallback(
    (item: SearchOption): boolean => {
      const outcome = pick(item);
      if (outcome !== 'zipBlocked') latest.current.combobox.selectItem(item);
      latest.current.combobox.closeMenu();
      return outcome === 'navigated';
    },
    [latest, pick],
  );

  const changeZip = useCallback(
    (type: 'zipChange' | 'functionSetZip', value: string) => {
      const next = sanitizeZipInput(value, latest.current.country);
      dispatch({ type, zip: next });
      optionsRef.current.onZipChange?.(next);
    },
    [latest, optionsRef],
  );
  const onZipInputChange = useCallback((value: string) => changeZip('zipChange', value), [changeZip]);
  const setZip = useCallback((value: string) => changeZip('functionSetZip', value), [changeZip]);

  const setInputValue = useCallback(
    (value: string) => {
      const next = clampSearchText(value);
      keywords.skip();
      dispatch({ type: 'functionSetInputValue', query: next });
      latest.current.combobox.setInputValue(next);
    },
    [keywords, latest],
  );

  const openMobile = useCallback(() => setMobileOpen(true), [setMobileOpen]);
  const closeMobile = useCallback(() => {
    latest.current.combobox.closeMenu();
    setMobileOpen(false);
  }, [latest, setMobileOpen]);

  const resetSuggestions = suggestions.reset;
  const reset = useCallback(() => {
    keywords.skip();
    latest.current.combobox.reset();
    latest.current.combobox.setInputValue('');
    dispatch({ type: 'functionReset' });
    resetSuggestions();
  }, [keywords, latest, resetSuggestions]);

  const getters = createSearchBoxGetters({
    combobox,
    ids,
    items,
    isOpen,
    zip,
    country: config.site.country,
    errors,
    errorMessage,
    statusMessage,
    isMobileOpen,
    resultsForm,
    composition,
    submit,
    pick,
    onZipInputChange,
    openMobile,
    closeMobile,
    onInputChange: (value) => {
      keywords.markTyped();
      dispatch({ type: 'inputChange', query: clampSearchText(value) });
    },
    openMenuOnFocus: () => {
      if (!latest.current.combobox.isOpen && latest.current.items.length > 0) latest.current.combobox.openMenu();
    },
  });

  // One object literal, its getters named one by one: spreading `getters` and adding the rest would
  // push V8 to a dictionary-mode object on every render (measured: a tenth of a full chrome's render).
  return {
    getFormProps: getters.getFormProps,
    getLabelProps: getters.getLabelProps,
    getInputProps: getters.getInputProps,
    getMenuProps: getters.getMenuProps,
    getItemProps: getters.getItemProps,
    getZipLabelProps: getters.getZipLabelProps,
    getZipInputProps: getters.getZipInputProps,
    getSubmitButtonProps: getters.getSubmitButtonProps,
    getErrorProps: getters.getErrorProps,
    getStatusProps: getters.getStatusProps,
    getViewAllProps: getters.getViewAllProps,
    getMobileTriggerProps: getters.getMobileTriggerProps,
    getMobileDialogProps: getters.getMobileDialogProps,
    getBackButtonProps: getters.getBackButtonProps,

    // actions
    submit,
    selectItem,
    setInputValue,
    setZip,
    openMenu: combobox.openMenu,
    closeMenu: combobox.closeMenu,
    openMobile,
    closeMobile,
    reset,

    // state
    inputValue: combobox.inputValue,
    zip,
    items,
    isOpen,
    highlightedIndex: isOpen ? highlightedIndex : -1,
    status: suggestions.status,
    errors,
    errorMessage,
    treatment,
    presentation: treatment === TEST_TREATMENT ? 'alternate' : 'standard',
    showViewAll,
    isMobileOpen,
    hiddenFields: resultsForm.hiddenFields,
    statusMessage,
    searchId: suggestions.searchId,
    experiment: suggestions.experiment,
  };
}

/** Downshift's action types, for a `stateReducer`. */
useSearchBox.stateChangeTypes = useCombobox.stateChangeTypes;
