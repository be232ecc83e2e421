import type {
  ButtonHTMLAttributes,
  FormHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  Ref,
  RefCallback,
} from 'react';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import type { ChromeConfig } from '../config/config.types';
import type { SearchOption } from '../constants/constants';
import type { SearchExperiment } from './autocomplete';
import type { HighlightPart } from './highlight';
import type { SearchHiddenField } from './resultsForm';
import type { SearchMessages, SearchValidationOptions } from './searchValidation';
import type { SearchStatus } from './suggestionsReducer';

export type { SearchStatus } from './suggestionsReducer';

/** How the results are laid out: the standard list, or the alternate one of the 'test' treatment (spec 4.5). */
export type ResultsPresentation = 'standard' | 'alternate';

/** What a submit is about to do; return `false` from `onSubmit` to stop the navigation. */
export interface SearchSubmitDetails {
  /** The trimmed project text. */
  query: string;
  /** The ZIP as typed (digits only); it is in `url` only when exactly five digits. */
  zip: string;
  /** `{resultsDomain}/find?...` (spec 7.8). */
  url: string;
}

/**
 * Where a picked suggestion opens: `'self'` (a plain click or Enter: the hook's `navigate`), `'tab'`
 * (Cmd/Ctrl+Enter, a Cmd/Ctrl or middle click) or `'window'` (Shift+Enter, a Shift click).
 */
export type SearchOpenTarget = 'self' | 'tab' | 'window';

/** Opens `url` in a new tab or window (Cmd/Ctrl+Enter, Shift+Enter on a highlighted suggestion). */
export type SearchOpenWindow = (url: string, target: Exclude<SearchOpenTarget, 'self'>) => void;

/** What picking a suggestion is about to do; return `false` from `onSuggestionSelect` to stop the navigation. */
export interface SearchSuggestionDetails {
  item: SearchOption;
  zip: string;
  /** `{serviceRequestDomain}/{srPathUrl}?...` or, for an item without a path, the results URL of its name. */
  url: string;
  /** Where it opens: the same page, or a new tab or window (the link's own way for a modified click). */
  target: SearchOpenTarget;
  /** The item is one of the recent searches. */
  recent: boolean;
}

/**
 * A group of the list: `'recent'` (the recent searches, for an empty query), `'popular'` (the initial
 * suggestions, for an empty query), `'suggestions'` (the answer for the typed text: no label).
 */
export type SearchGroupKind = 'recent' | 'popular' | 'suggestions';

/** One item of the list, ready to render. */
export interface SearchItemView {
  item: SearchOption;
  /** Its index in `items` (for `getItemProps`). */
  index: number;
  /** Its name split into the parts the typed text matches and the others: render matched ones in `<mark>`, as text. */
  parts: HighlightPart[];
  /** Where it goes (spec 7.8), with the ZIP as it stands: render the item as a link to it. */
  href: string;
  /** One of the recent searches (it can be removed). */
  recent: boolean;
}

/** The items of one group, in order. */
export interface SearchItemGroup {
  kind: SearchGroupKind;
  items: SearchItemView[];
}

/** What the status message is built from. */
export interface SearchStatusInfo {
  status: SearchStatus;
  /** Number of suggestions shown. */
  resultCount: number;
  isOpen: boolean;
  /** The trimmed query ('' for the initial suggestions). */
  query: string;
}

/** Downshift's state and action-with-changes, as `stateReducer` receives them. */
export type SearchBoxStateReducer = (
  state: UseComboboxState<SearchOption>,
  actionAndChanges: UseComboboxStateChangeOptions<SearchOption>,
) => Partial<UseComboboxState<SearchOption>>;

/** Options of `useSearchBox`. Every ChromeConfig field listed here may be given directly and wins over the provider. */
export interface UseSearchBoxOptions
  extends
    Pick<
      ChromeConfig,
      | 'fetch'
      | 'navigate'
      | 'searchApiHost'
      | 'splitDomain'
      | 'resultsDomain'
      | 'serviceRequestDomain'
      | 'anonymousId'
      | 'analytics'
      | 'brand'
      | 'pageName'
      | 'applicationName'
      | 'location'
    >,
    SearchValidationOptions {
  /** Prefix for the generated element ids (Downshift's `id`). @default React's useId */
  id?: string | undefined;
  /** Number of suggestions asked for (`limit`). @default 5 */
  limit?: number | undefined;
  /** Wait after the last keystroke before asking, in ms. @default 100 */
  debounceMs?: number | undefined;
  /** After this many ms without an answer the status becomes 'stalled'. @default 300 */
  stallThresholdMs?: number | undefined;
  /** Shown for an empty query, without any request. @default DEFAULT_INITIAL_SUGGESTIONS */
  initialSuggestions?: readonly SearchOption[] | undefined;
  /** Initial project text. @default '' */
  defaultInputValue?: string | undefined;
  /** Initial ZIP, e.g. the CDN-detected one; non-digits dropped, cut at 5. @default '' */
  defaultZip?: string | undefined;
  /** Split flag of the treatment request. @default 'growth_SearchUserEntry' */
  splitFlag?: string | undefined;
  /** A known treatment: skips the split request. 'test' selects the alternate presentation. */
  treatment?: string | undefined;
  /**
   * Search user token, checked against the rule of spec 5 (1 to 64 of `A-Z a-z 0-9 _ -`); an invalid
   * one only logs a warning. @default anonymousId
   */
  userToken?: string | undefined;
  /** Called before a free-text search navigates; return `false` to handle it yourself. */
  onSubmit?: ((details: SearchSubmitDetails) => boolean | void) | undefined;
  /** Called before a picked suggestion navigates; return `false` to handle it yourself. */
  onSuggestionSelect?: ((details: SearchSuggestionDetails) => boolean | void) | undefined;
  /** Called on every change of the project text. */
  onInputValueChange?: ((inputValue: string) => void) | undefined;
  /** Called on every change of the ZIP. */
  onZipChange?: ((zip: string) => void) | undefined;
  /** Downshift's `stateReducer`, run after the search box's own. */
  stateReducer?: SearchBoxStateReducer | undefined;
  /** The polite status text. @default '{n} suggestion(s) available.' while open, 'No suggestions.' after an empty answer */
  getStatusMessage?: ((info: SearchStatusInfo) => string) | undefined;
  /** Replaces the validation messages (spec 5), e.g. for another language. */
  messages?: Partial<SearchMessages> | undefined;
  /**
   * Keyword tracking (spec 9): typed text that has been still for `keywordTrackingDelayMs`, non-empty
   * and new sends one `analytics.track(keywordEventName, { keyword, searchId, brand, pageName,
   * applicationName, url, path })`. Never during an IME composition or for text a pick or submit put
   * there. @default true
   */
  trackKeywords?: boolean | undefined;
  /** Name of the keyword event. @default 'Search Keyword Entered' (KEYWORD_TRACKING_EVENT) */
  keywordEventName?: string | undefined;
  /** How long the text must be still before its keyword is tracked, in ms. @default 1000 */
  keywordTrackingDelayMs?: number | undefined;
  /**
   * Recent searches (picked suggestions and submitted text, never a ZIP), kept in the injected
   * `storage` per site, at most 5, shown on focus before the initial suggestions. `false` turns them
   * off (nothing is read or written). @default true
   */
  recentSearches?: boolean | undefined;
  /**
   * Opens a suggestion in a new tab (`'tab'`: Cmd/Ctrl+Enter) or window (`'window'`: Shift+Enter).
   * A click on a suggestion rendered as a link opens through the browser itself.
   * @default window.open(url, '_blank', 'noopener'), with 'popup' for a window
   */
  openWindow?: SearchOpenWindow | undefined;
  /** Mobile full-screen search open (controlled). */
  mobileOpen?: boolean | undefined;
  /** Mobile full-screen search initially open (uncontrolled). @default false */
  defaultMobileOpen?: boolean | undefined;
  /** Called when the mobile full-screen search opens or closes. */
  onMobileOpenChange?: ((open: boolean) => void) | undefined;
}

/** Extra options of `getInputProps`/`getMenuProps` (Downshift's): skip the dev check of an unapplied ref (portals). */
export interface GetPropsCommonOptions {
  suppressRefError?: boolean | undefined;
}

type WithRef<P, E> = P & { ref?: Ref<E> | undefined };

export type FormProps = WithRef<FormHTMLAttributes<HTMLFormElement>, HTMLFormElement>;
export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;
export type InputProps = WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;
/** Props for the menu or an item, as given: any element, any kind of ref. */
export type MenuProps = WithRef<HTMLAttributes<HTMLElement>, HTMLElement>;
export type ItemProps = WithRef<HTMLAttributes<HTMLElement>, HTMLElement>;
/** Props for the menu or an item, as returned: the ref is a callback, so they spread onto any element (`ul`, `li`, `div`). */
export type MenuElementProps = HTMLAttributes<HTMLElement> & { ref?: RefCallback<HTMLElement> | undefined };
export type ButtonProps = WithRef<ButtonHTMLAttributes<HTMLButtonElement>, HTMLButtonElement>;
export type ElementProps = HTMLAttributes<HTMLElement>;

/** Options of `getItemProps`: the item or its index, plus any props for the element. */
export type ItemPropsOptions = ItemProps & { item?: SearchOption | undefined; index?: number | undefined };

/** Options of `getGroupProps` and `getGroupLabelProps`: the group, plus any props for the element. */
export type GroupPropsOptions = ElementProps & { group: SearchItemGroup | SearchGroupKind };

/** Options of `getRemoveRecentSearchProps`: the recent search, plus any props for the button. */
export type RemoveRecentSearchPropsOptions = ButtonProps & { item: SearchOption };

/** What `useSearchBox` returns. */
export interface UseSearchBoxResult {
  // prop getters
  /**
   * For a `<form role="search">`: submit (button click, Enter in the ZIP) runs `submit()`. Before
   * JavaScript it is a plain GET form to `{resultsDomain}/find` (render `hiddenFields` inside it).
   */
  getFormProps: (props?: FormProps) => FormProps;
  /** For the project field's `<label>`. */
  getLabelProps: (props?: LabelProps) => LabelProps;
  /** For the project `<input>`: the combobox role and ARIA, keyboard, IME guard, 512-character cap. */
  getInputProps: (props?: InputProps, options?: GetPropsCommonOptions) => InputProps;
  /** For the suggestions list (`role="listbox"`); render it always, fill it only when `isOpen`. */
  getMenuProps: (props?: MenuProps, options?: GetPropsCommonOptions) => MenuElementProps;
  /**
   * For each suggestion (`role="option"`), best an `<a href={view.href}>` (`groups`): a plain click
   * picks it through `navigate`; a Cmd/Ctrl, Shift or middle click is left to the browser (a new tab
   * or window), with the same `onSuggestionSelect` and recent search.
   */
  getItemProps: (options: ItemPropsOptions) => MenuElementProps;
  /** For the element of a labelled group (`role="group"`, labelled by its `getGroupLabelProps` element). */
  getGroupProps: (options: GroupPropsOptions) => ElementProps;
  /** For the element holding a group's name ('Recent searches', 'Popular projects'). */
  getGroupLabelProps: (options: GroupPropsOptions) => ElementProps;
  /**
   * For the button that removes one recent search (give it an `aria-label` naming the search). It
   * keeps focus in the field; from the keyboard, Shift+Delete removes the highlighted recent search.
   */
  getRemoveRecentSearchProps: (options: RemoveRecentSearchPropsOptions) => ButtonProps;
  /**
   * For the button that clears every recent search. A click keeps focus in the field. From the
   * keyboard, Tab in the field reaches it while the recent searches show (the list stays open); Enter
   * clears and returns to the field, Shift+Tab returns, Escape returns and closes the list, Tab goes
   * on to the field after the project field.
   */
  getClearRecentSearchesProps: (props?: ButtonProps) => ButtonProps;
  /** For the ZIP field's `<label>`. */
  getZipLabelProps: (props?: LabelProps) => LabelProps;
  /** For the ZIP `<input>`: numeric keyboard, digits only, cut at five. */
  getZipInputProps: (props?: InputProps) => InputProps;
  /** For the submit `<button>`. */
  getSubmitButtonProps: (props?: ButtonProps) => ButtonProps;
  /** For the 'View all' button; render it only when `showViewAll`. It submits the free text. */
  getViewAllProps: (props?: ButtonProps) => ButtonProps;
  /** For the always-rendered element that shows `errorMessage` (fields point at it with aria-describedby). */
  getErrorProps: (props?: ElementProps) => ElementProps;
  /** For an always-rendered, visually hidden element: a polite live region with the result count. */
  getStatusProps: (props?: ElementProps) => ElementProps;
  /** For the mobile search icon button that opens the full-screen search. */
  getMobileTriggerProps: (props?: ButtonProps) => ButtonProps;
  /**
   * For the full-screen dialog's content element: `role="dialog"`, `aria-modal="true"` and the id the
   * trigger's aria-controls names. A non-modal panel (the desktop popover) passes `'aria-modal': false`.
   */
  getMobileDialogProps: (props?: ElementProps) => ElementProps;
  /** For the back arrow that closes the full-screen search. */
  getBackButtonProps: (props?: ButtonProps) => ButtonProps;

  // actions
  /** Validates (when switched on) and navigates to the results page. Returns whether it navigated. */
  submit: () => boolean;
  /** Picks a suggestion as a click would. Returns whether it navigated. */
  selectItem: (item: SearchOption) => boolean;
  setInputValue: (inputValue: string) => void;
  setZip: (zip: string) => void;
  openMenu: () => void;
  closeMenu: () => void;
  openMobile: () => void;
  closeMobile: () => void;
  /** Clears text, ZIP, errors and results. */
  reset: () => void;
  /** Forgets one recent search (by its name, whatever its case and accents). */
  removeRecentSearch: (item: SearchOption | string) => void;
  /** Forgets every recent search of the site. */
  clearRecentSearches: () => void;

  // state
  inputValue: string;
  zip: string;
  /** The suggestions shown: the initial ones for an empty query, else the latest answer. */
  items: SearchOption[];
  /** The items by group, each with its highlighted parts and link: what a skin renders inside the listbox. */
  groups: SearchItemGroup[];
  /** The recent searches known (read when the field gets focus), newest first. */
  recentSearches: SearchOption[];
  /**
   * The typed text has an answer with no suggestion while the field is in use: show a line that says
   * so and a button to search the text anyway (`getViewAllProps`).
   */
  noResults: boolean;
  /** The list is open and has something to show. */
  isOpen: boolean;
  highlightedIndex: number;
  status: SearchStatus;
  /** Per-field messages after a failed submit (cleared when that field is edited). */
  errors: { query?: string | undefined; zip?: string | undefined };
  /** The one message to show: project, ZIP, or 'Please enter a valid project and ZIP code'. */
  errorMessage: string | null;
  /** 'control' until the split service answers 'test' or another treatment. */
  treatment: string;
  presentation: ResultsPresentation;
  /** 'View all' is shown only for an absent, Roofline or HomeAdvisor results domain (spec 2.8). */
  showViewAll: boolean;
  /** The mobile full-screen search is open. */
  isMobileOpen: boolean;
  /**
   * The fixed parameters of the results page (spec 7.8) as hidden inputs: render each inside the
   * form, `<input key={field.name} {...field} />`, so the form also submits before JavaScript.
   */
  hiddenFields: SearchHiddenField[];
  /** The current polite status text. */
  statusMessage: string;
  /** From the latest autocomplete answer. */
  searchId?: string | undefined;
  experiment?: SearchExperiment | undefined;
}
