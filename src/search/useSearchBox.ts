'use client';

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { catalogueOf, preparePlurals } from '../i18n/catalogue';
import { DEFAULT_INITIAL_SUGGESTIONS, type SearchOption } from '../constants/constants';
import { useControllableState } from '../shared/useControllableState';
import { useImeGuard } from '../shared/useImeGuard';
import { useLatestRef } from '../shared/useLatestRef';
import { whenIdle } from '../shared/lazyModule';
import { checkUserToken } from '../shared/userToken';
import { createSearchBoxGetters } from './createSearchBoxGetters';
import { foldSearchText, getHighlightParts } from './highlight';
import { SEARCH_LIMITS } from './limits';
import {
  addRecentSearch,
  readRecentSearches,
  recentQuery,
  recentSearchesKey,
  removeRecentSearch as withoutRecentSearch,
  writeRecentSearches,
} from './recentSearches';
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
import type {
  SearchGroupKind,
  SearchItemGroup,
  SearchOpenTarget,
  SearchOpenWindow,
  UseSearchBoxOptions,
  UseSearchBoxResult,
} from './useSearchBox.types';
import { useResolvedSplitTreatment } from './useSplitTreatment';
import { useKeywordTracking } from './useKeywordTracking';
import { useSuggestions } from './useSuggestions';

const itemToString = (item: SearchOption | null) => item?.name ?? '';
// Two default suggestions share an id, so the key carries the name too.
const itemToKey = (item: SearchOption | null) => (item ? `${item.optionType}|${item.id}|${item.name}` : null);

/** No initial suggestions (a regional site's default). */
const NO_SUGGESTIONS: readonly SearchOption[] = [];

/** A new tab, or a new window for Shift (Algolia's Navigator does the same); read at call time, never on a server. */
const defaultOpenWindow: SearchOpenWindow = (url, target) => {
  window.open(url, '_blank', target === 'window' ? 'noopener,popup' : 'noopener');
};

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

  // Recent searches (recentSearches.ts): read from storage when the field gets focus (never during a
  // render: the first touch of localStorage is slow), kept here too, so storage that throws loses
  // nothing this page learnt. `null` until first read.
  const recentEnabled = options.recentSearches !== false;
  const [recent, setRecent] = useState<readonly SearchOption[] | null>(null);
  const recentRef = useRef<readonly SearchOption[]>(NO_SUGGESTIONS);
  // The last write was refused (quota, a blocked storage): what this page knows is newer than the storage.
  const unsavedRef = useRef(false);

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
  const shownRecent = recentEnabled && recent ? recent : NO_SUGGESTIONS;
  // An empty query: the recent searches, then the initial suggestions not among them.
  const popular = useMemo(() => {
    if (shownRecent.length === 0) return initialSuggestions;
    const names = new Set(shownRecent.map((item) => foldSearchText(item.name)));
    return initialSuggestions.filter((item) => !names.has(foldSearchText(item.name)));
  }, [shownRecent, initialSuggestions]);
  const items = useMemo(
    () => (trimmedQuery === '' ? [...shownRecent, ...popular] : suggestions.results),
    [trimmedQuery, shownRecent, popular, suggestions.results],
  );
  const recentCount = trimmedQuery === '' ? shownRecent.length : 0;

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
  const { resultsDomain, serviceRequestDomain } = config;
  const country = config.site.country;
  // Where an item goes with the ZIP as it stands (spec 7.8): its service request, else the results of its name.
  const itemUrl = useCallback(
    (item: SearchOption, currentZip: string) =>
      (item.srPathUrl !== undefined
        ? buildSuggestionUrl({ serviceRequestDomain, srPathUrl: item.srPathUrl, zip: currentZip, country })
        : null) ?? buildResultsUrl({ resultsDomain, query: item.name, zip: currentZip, country }),
    [serviceRequestDomain, resultsDomain, country],
  );
  const groups = useMemo((): SearchItemGroup[] => {
    const view = (item: SearchOption, index: number) => ({
      item,
      index,
      parts: getHighlightParts(item.name, trimmedQuery),
      href: itemUrl(item, zip),
      recent: index < recentCount,
    });
    const views = items.map(view);
    if (trimmedQuery !== '') return views.length ? [{ kind: 'suggestions', items: views }] : [];
    const out: SearchItemGroup[] = [];
    if (recentCount > 0) out.push({ kind: 'recent', items: views.slice(0, recentCount) });
    if (views.length > recentCount) out.push({ kind: 'popular', items: views.slice(recentCount) });
    return out;
  }, [items, trimmedQuery, recentCount, itemUrl, zip]);
  // The text has its answer and it is empty, while the field is in use.
  const noResults =
    combobox.isOpen &&
    trimmedQuery !== '' &&
    suggestions.status === 'success' &&
    suggestions.query === trimmedQuery &&
    items.length === 0;
  const showViewAll = shouldShowViewAll(config.resultsDomain);
  const resultsForm = getResultsForm(config.resultsDomain);
  const statusInfo = { status: suggestions.status, resultCount: items.length, isOpen, query: trimmedQuery };
  const statusMessage = options.getStatusMessage
    ? options.getStatusMessage(statusInfo)
    : getDefaultStatusMessage(statusInfo, texts, locale);

  // Handlers read the latest render through this ref, so the actions keep their identity.
  const latest = useLatestRef({ combobox, zip, items, isOpen, messages, country, recentCount, itemUrl });

  /** The recent searches as stored now (this page's own when storage is off or throws). */
  const readRecent = useCallback((): readonly SearchOption[] => {
    const { storage, site } = configRef.current;
    const stored = storage && !unsavedRef.current ? readRecentSearches(storage, recentSearchesKey(site)) : null;
    if (stored) recentRef.current = stored;
    return recentRef.current;
  }, [configRef]);

  const saveRecent = useCallback(
    (next: readonly SearchOption[]) => {
      recentRef.current = next;
      setRecent(next);
      const { storage, site } = configRef.current;
      unsavedRef.current = storage ? !writeRecentSearches(storage, recentSearchesKey(site), next) : false;
    },
    [configRef],
  );

  const rememberSearch = useCallback(
    (item: SearchOption | null) => {
      if (item && optionsRef.current.recentSearches !== false) saveRecent(addRecentSearch(readRecent(), item));
    },
    [optionsRef, readRecent, saveRecent],
  );

  const removeRecentSearch = useCallback(
    (item: SearchOption | string) => {
      saveRecent(withoutRecentSearch(readRecent(), typeof item === 'string' ? item : item.name));
    },
    [readRecent, saveRecent],
  );
  const clearRecentSearches = useCallback(() => saveRecent([]), [saveRecent]);

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
    rememberSearch(recentQuery(text, country));
    configRef.current.navigate(url);
    return true;
  }, [configRef, keywords, latest, optionsRef, rememberSearch]);

  /**
   * Opens a picked item: `navigate` for 'self', `openWindow` for a new tab or window, nothing more
   * when the browser opens it itself (`byBrowser`: a modified click on its link). 'zipBlocked': the
   * ZIP is in error, so the pick only closes the list; 'prevented': `onSuggestionSelect` returned false.
   */
  const pick = useCallback(
    (
      item: SearchOption,
      target: SearchOpenTarget = 'self',
      byBrowser = false,
    ): 'navigated' | 'zipBlocked' | 'prevented' => {
      keywords.skip();
      if (zipBlocksSelection()) return 'zipBlocked';
      const { zip: currentZip, items: currentItems, recentCount: recentShown, itemUrl: urlOf } = latest.current;
      const url = urlOf(item, currentZip);
      const index = currentItems.indexOf(item);
      const recent = index >= 0 && index < recentShown;
      const details = { item, zip: currentZip, url, target, recent };
      if (optionsRef.current.onSuggestionSelect?.(details) === false) return 'prevented';
      rememberSearch(item);
      if (byBrowser) return 'navigated';
      if (target === 'self') configRef.current.navigate(url);
      else (optionsRef.current.openWindow ?? defaultOpenWindow)(url, target);
      return 'navigated';
    },
    [configRef, keywords, latest, optionsRef, rememberSearch, zipBlocksSelection],
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
    texts,
    lang: locale === config.locale ? undefined : locale,
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
      const { combobox: current, items: currentItems } = latest.current;
      let count = currentItems.length;
      // Focus reads the recent searches again (another tab, another page of the site may have added some).
      if (optionsRef.current.recentSearches !== false && current.inputValue.trim() === '') {
        const stored = readRecent();
        setRecent((known) => (known && sameSearches(known, stored) ? known : stored));
        count = stored.length + initialSuggestions.length;
      }
      if (!current.isOpen && count > 0) current.openMenu();
    },
    groupIds: (kind: SearchGroupKind) => `${baseId}-${kind}`,
    recentCount,
    removeRecentSearch,
    clearRecentSearches,
  });

  // One object literal, its getters named one by one: spreading `getters` and adding the rest would
  // push V8 to a dictionary-mode object on every render (measured: a tenth of a full chrome's render).
  return {
    getFormProps: getters.getFormProps,
    getLabelProps: getters.getLabelProps,
    getInputProps: getters.getInputProps,
    getMenuProps: getters.getMenuProps,
    getItemProps: getters.getItemProps,
    getGroupProps: getters.getGroupProps,
    getGroupLabelProps: getters.getGroupLabelProps,
    getRemoveRecentSearchProps: getters.getRemoveRecentSearchProps,
    getClearRecentSearchesProps: getters.getClearRecentSearchesProps,
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
    removeRecentSearch,
    clearRecentSearches,

    // state
    inputValue: combobox.inputValue,
    zip,
    items,
    groups,
    recentSearches: (recentEnabled && recent ? recent : NO_SUGGESTIONS) as SearchOption[],
    noResults,
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

function sameSearches(a: readonly SearchOption[], b: readonly SearchOption[]): boolean {
  return a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]));
}

/** Downshift's action types, for a `stateReducer`. */
useSearchBox.stateChangeTypes = useCombobox.stateChangeTypes;
