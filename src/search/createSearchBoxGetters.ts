'use client';

import type { UseComboboxReturnValue } from 'downshift';
import {
  startTransition,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { SearchOption } from '../constants/constants';
import type { SearchTexts } from '../i18n/messages.types';
import { postalCodeInput } from '../shared/postalCode';
import { composeEventHandlers, joinIds, mergeProps, mergeRefs, preventDownshiftDefault } from '../shared/propGetters';
import type { ImeGuard } from '../shared/useImeGuard';
import { SEARCH_LIMITS } from './limits';
import type { ResultsForm } from './resultsForm';
import type {
  GroupPropsOptions,
  InputProps,
  SearchGroupKind,
  SearchOpenTarget,
  UseSearchBoxResult,
} from './useSearchBox.types';

/** What the prop getters read from one render of `useSearchBox`. */
export interface SearchBoxGetterContext {
  combobox: UseComboboxReturnValue<SearchOption>;
  ids: Record<'label' | 'input' | 'zipLabel' | 'zip' | 'error' | 'status' | 'mobile', string>;
  /** The accessible names the getters give: the catalogue's (`search.openSearch`, `search.back`). */
  texts: Pick<SearchTexts, 'openSearch' | 'back'>;
  /** `en-US` when the texts fell back to English (no catalogue of the page's language), else undefined. */
  lang: string | undefined;
  items: SearchOption[];
  isOpen: boolean;
  zip: string;
  /** The site's country (`site.country`): the ZIP field's keyboard and length. @default 'US' */
  country?: string | undefined;
  errors: UseSearchBoxResult['errors'];
  errorMessage: string | null;
  statusMessage: string;
  isMobileOpen: boolean;
  /** Where the form submits without JavaScript (a plain GET to the results page). */
  resultsForm: ResultsForm;
  composition: ImeGuard;
  submit: () => boolean;
  /**
   * Opens a picked item where `target` says ('self': the injected navigate); `byBrowser` when its link
   * opens it itself. 'zipBlocked' when the ZIP is in error (the pick only closes the list).
   */
  pick: (
    item: SearchOption,
    target?: SearchOpenTarget,
    byBrowser?: boolean,
  ) => 'navigated' | 'zipBlocked' | 'prevented';
  /** The ZIP input's change (cleaned and reported by the hook). */
  onZipInputChange: (zip: string) => void;
  openMobile: () => void;
  closeMobile: () => void;
  openMenuOnFocus: () => void;
  /**
   * Typing: the hook takes the text in the same event as Downshift, so a keystroke is one React commit
   * (Downshift reports `onInputValueChange` from an effect, which would be a second one).
   */
  onInputChange: (value: string) => void;
  /** The id of a group's element; its label's is the same with `-label`. */
  groupIds: (kind: SearchGroupKind) => string;
  /** How many of `items` are recent searches (the first ones). */
  recentCount: number;
  removeRecentSearch: (item: SearchOption) => void;
  clearRecentSearches: () => void;
}

/** Where a modified activation opens: Cmd/Ctrl a new tab, Shift a new window; `null` for a plain one. */
function modifiedTarget(event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }): SearchOpenTarget | null {
  if (event.metaKey || event.ctrlKey) return 'tab';
  return event.shiftKey ? 'window' : null;
}

/** A link the browser opens itself: `<a href>`. */
const isLink = (element: EventTarget): boolean =>
  typeof (element as Element).hasAttribute === 'function' &&
  (element as Element).tagName === 'A' &&
  (element as Element).hasAttribute('href');

/** Keeps focus in the project field when a button of the list is pressed (the list stays open). */
const keepFocus = (event: MouseEvent<HTMLElement>) => event.preventDefault();

const kindOf = ({ group }: GroupPropsOptions): SearchGroupKind => (typeof group === 'string' ? group : group.kind);

/**
 * The project field's blur (Downshift's `InputBlur`: Tab or a click elsewhere closes the list), run
 * as a transition, so React commits it after the browser has moved focus. Committed synchronously,
 * it re-rendered inside `focusout`, while `document.activeElement` is `<body>`: closing the list
 * removed its options (and emptied the status) in that gap, and a focus trap that watches for "the
 * focused element was removed" (Radix's FocusScope, in every modal Radix Dialog) took focus back to
 * its container, so Tab out of the field in the full-screen search never reached the ZIP or the Search
 * button. The caller's `onBlur` runs first and as it came; the action type stays `InputBlur`.
 */
function commitBlurAfterFocusMoves(
  props: InputProps,
  userOnBlur: InputProps['onBlur'],
  keepsListOpen: (target: EventTarget | null) => boolean,
): InputProps {
  const downshiftBlur = props.onBlur;
  if (downshiftBlur) {
    props.onBlur = composeEventHandlers(userOnBlur, (event: FocusEvent<HTMLInputElement>) => {
      // Tab to the list's "Clear all" button: the list stays open (and nothing is picked).
      if (keepsListOpen(event.relatedTarget)) return;
      startTransition(() => downshiftBlur(event));
    });
  }
  return props;
}

/** The field Tab reaches after the project field (its form's next focusable control), outside the list. */
function nextFieldAfter(input: HTMLElement, skip: (element: Element) => boolean): HTMLElement | null {
  const form = (input as HTMLInputElement).form;
  if (!form) return null;
  const elements = Array.from(form.elements);
  for (const element of elements.slice(elements.indexOf(input) + 1)) {
    const control = element as HTMLInputElement;
    if (skip(element) || control.disabled || control.tabIndex < 0 || control.type === 'hidden') continue;
    return control;
  }
  return null;
}

export type SearchBoxGetters = Pick<
  UseSearchBoxResult,
  | 'getFormProps'
  | 'getLabelProps'
  | 'getInputProps'
  | 'getMenuProps'
  | 'getItemProps'
  | 'getGroupProps'
  | 'getGroupLabelProps'
  | 'getRemoveRecentSearchProps'
  | 'getClearRecentSearchesProps'
  | 'getZipLabelProps'
  | 'getZipInputProps'
  | 'getSubmitButtonProps'
  | 'getViewAllProps'
  | 'getErrorProps'
  | 'getStatusProps'
  | 'getMobileTriggerProps'
  | 'getMobileDialogProps'
  | 'getBackButtonProps'
>;

/**
 * The prop getters of `useSearchBox`, each `mergeProps(ours, caller's)`: the caller's handler runs first
 * (and skips ours, and Downshift's, when it calls `preventDefault()`), refs merge, a defined caller prop
 * wins and one passed as `undefined` leaves ours; `aria-describedby` joins ours with the caller's. The
 * combobox getters are Downshift's, extended: nothing here re-implements them.
 */
export function createSearchBoxGetters(context: SearchBoxGetterContext): SearchBoxGetters {
  const {
    combobox,
    ids,
    texts,
    lang,
    items,
    isOpen,
    zip,
    country,
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
    openMenuOnFocus,
    onInputChange,
    groupIds,
    recentCount,
    removeRecentSearch,
    clearRecentSearches,
  } = context;

  // "Clear all" of the recent searches: the one control of the list in the Tab order (Tab from the field
  // while the recent searches show; Shift+Tab or Escape back to the field; Tab on to the next field).
  const clearId = `${groupIds('recent')}-clear`;
  const isClearButton = (target: EventTarget | null) => (target as Element | null)?.id === clearId;
  const byId = (event: { currentTarget: Element }, id: string) => event.currentTarget.ownerDocument.getElementById(id);

  // Enter in the project field: pick the highlighted suggestion, else submit; never during an IME composition.
  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const ime = composition.classifyKeyDown(event);
    if (ime === 'composing') {
      preventDownshiftDefault(event); // arrows, Enter and Escape belong to the input method
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && isOpen && recentCount > 0) {
      const clear = byId(event, clearId);
      if (clear) {
        event.preventDefault();
        preventDownshiftDefault(event);
        clear.focus();
        return;
      }
    }
    const { highlightedIndex } = combobox;
    const highlighted = isOpen && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
    // Shift+Delete forgets the highlighted recent search (as a browser's address bar does).
    if (event.key === 'Delete' && event.shiftKey && highlighted && highlightedIndex < recentCount) {
      event.preventDefault();
      preventDownshiftDefault(event);
      removeRecentSearch(highlighted);
      return;
    }
    if (event.key !== 'Enter') return;
    if (ime === 'commit') {
      // Safari: compositionend came first; stop the form's implicit submission too.
      event.preventDefault();
      preventDownshiftDefault(event);
      return;
    }
    if (highlighted) {
      event.preventDefault();
      // Cmd/Ctrl+Enter: a new tab, Shift+Enter: a new window; the list stays as it is for the next one.
      const target = modifiedTarget(event);
      if (target) {
        preventDownshiftDefault(event);
        if (pick(highlighted, target) === 'zipBlocked') combobox.closeMenu();
        return;
      }
      if (pick(highlighted) === 'zipBlocked') {
        preventDownshiftDefault(event);
        combobox.closeMenu();
      }
      return; // otherwise Downshift selects it and closes the list
    }
    event.preventDefault();
    preventDownshiftDefault(event);
    submit();
  };

  const handleZipKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const ime = composition.classifyKeyDown(event);
    if (event.key !== 'Enter' || ime === 'composing') return;
    event.preventDefault();
    if (ime === 'commit') return;
    submit();
  };

  return {
    // A real GET form to the results page, so the search works before JavaScript; once hydrated,
    // submit() navigates instead (validation, the ZIP only when complete, the injected navigate).
    getFormProps: (props) =>
      mergeProps(
        {
          role: 'search',
          action: resultsForm.action,
          method: 'get',
          noValidate: true,
          onSubmit: (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            submit();
          },
        },
        props,
      ),
    getLabelProps: (props) => combobox.getLabelProps(mergeProps({ id: ids.label, htmlFor: ids.input }, props)),
    getInputProps: ({ 'aria-describedby': describedBy, onBlur, ...props } = {}, otherOptions) =>
      commitBlurAfterFocusMoves(
        combobox.getInputProps(
          mergeProps(
            {
              type: 'text',
              name: 'query',
              maxLength: SEARCH_LIMITS.searchInputMaxLength,
              enterKeyHint: 'search' as const,
              'aria-expanded': isOpen,
              'aria-invalid': errors.query ? true : undefined,
              'aria-describedby': joinIds(errors.query && ids.error, describedBy),
              onKeyDown: handleInputKeyDown,
              onFocus: openMenuOnFocus,
              onChange: (event: ChangeEvent<HTMLInputElement>) => onInputChange(event.target.value),
              onCompositionStart: composition.onCompositionStart,
              onCompositionEnd: composition.onCompositionEnd,
            },
            props,
          ),
          otherOptions,
        ),
        onBlur,
        isClearButton,
      ),
    // The menu's and items' refs become callbacks, so their props spread onto any element (MenuElementProps).
    getMenuProps: ({ ref, ...props } = {}, otherOptions) =>
      combobox.getMenuProps(mergeProps({ ref: mergeRefs(ref) }, props), otherOptions),
    getItemProps: ({ item, index, ref, ...props }) => {
      const resolvedIndex = index ?? (item ? items.indexOf(item) : -1);
      const target = item ?? items[resolvedIndex];
      return combobox.getItemProps(
        mergeProps(
          {
            item: target,
            index: resolvedIndex,
            ref: mergeRefs(ref),
            onClick: (event: MouseEvent<HTMLElement>) => {
              if (!target) return;
              const opensElsewhere = modifiedTarget(event);
              if (!opensElsewhere) {
                // A plain click: the hook navigates (a link's own navigation would be a second one).
                event.preventDefault();
                if (pick(target) === 'zipBlocked') {
                  preventDownshiftDefault(event);
                  combobox.closeMenu();
                }
                return;
              }
              // Cmd/Ctrl or Shift: a link opens it as the browser does; the page stays as it is.
              preventDownshiftDefault(event);
              const link = isLink(event.currentTarget);
              const outcome = pick(target, opensElsewhere, link);
              if (outcome !== 'navigated' && link) event.preventDefault();
              if (outcome === 'zipBlocked') combobox.closeMenu();
            },
            // The middle button: a link opens in a new tab by itself.
            onAuxClick: (event: MouseEvent<HTMLElement>) => {
              if (!target || event.button !== 1) return;
              const link = isLink(event.currentTarget);
              const outcome = pick(target, 'tab', link);
              if (outcome !== 'navigated' && link) event.preventDefault();
              if (outcome === 'zipBlocked') combobox.closeMenu();
            },
          },
          props,
        ),
      );
    },
    getGroupProps: ({ group, ...props }) => {
      const id = groupIds(kindOf({ group }));
      return mergeProps({ id, role: 'group', 'aria-labelledby': `${id}-label` }, props);
    },
    getGroupLabelProps: ({ group, ...props }) => mergeProps({ id: `${groupIds(kindOf({ group }))}-label` }, props),
    getRemoveRecentSearchProps: ({ item, ...props }) =>
      mergeProps(
        {
          type: 'button' as const,
          tabIndex: -1,
          onMouseDown: keepFocus,
          onClick: () => removeRecentSearch(item),
        },
        props,
      ),
    getClearRecentSearchesProps: (props) =>
      mergeProps(
        {
          id: clearId,
          type: 'button' as const,
          'aria-describedby': `${groupIds('recent')}-label`,
          onMouseDown: keepFocus,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            byId(event, ids.input)?.focus(); // from the keyboard: back to the field, the list stays open
            clearRecentSearches();
          },
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            const input = byId(event, ids.input);
            if (!input || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
              event.preventDefault();
              input.focus();
              if (event.key === 'Escape') combobox.closeMenu();
            } else if (event.key === 'Tab') {
              // On to the field after the project field (the ZIP, else Search), not the rest of the list.
              const next = nextFieldAfter(input, (element) => element === event.currentTarget);
              if (!next) return;
              event.preventDefault();
              next.focus();
            }
          },
          // Focus gone elsewhere than the field (Tab on, a click outside): the list closes, as from the field.
          onBlur: (event: FocusEvent<HTMLButtonElement>) => {
            if (event.relatedTarget !== byId(event, ids.input)) combobox.closeMenu();
          },
        },
        props,
      ),
    getZipLabelProps: (props) => mergeProps({ id: ids.zipLabel, htmlFor: ids.zip }, props),
    getZipInputProps: ({ 'aria-describedby': describedBy, ...props } = {}) =>
      mergeProps(
        {
          id: ids.zip,
          name: 'postalCode',
          type: 'text',
          // The country's keyboard: numeric, `[0-9]*` and its length for digits (US: 5); text otherwise.
          ...postalCodeInput(country),
          autoComplete: 'postal-code',
          enterKeyHint: 'search' as const,
          value: zip,
          'aria-invalid': errors.zip ? true : undefined,
          'aria-describedby': joinIds(errors.zip && ids.error, describedBy),
          onChange: (event: ChangeEvent<HTMLInputElement>) => onZipInputChange(event.target.value),
          onKeyDown: handleZipKeyDown,
          onCompositionStart: composition.onCompositionStart,
          onCompositionEnd: composition.onCompositionEnd,
        },
        props,
      ),
    getSubmitButtonProps: (props) =>
      mergeProps(
        {
          type: 'submit' as const,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            event.preventDefault(); // the form's own submit would run it twice
            submit();
          },
        },
        props,
      ),
    // A press keeps focus in the project field: focus moving to the button would close the suggestions
    // (spec 4.5) and take the button away before its click.
    getViewAllProps: (props) =>
      mergeProps(
        {
          type: 'button' as const,
          onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
          onClick: () => void submit(),
        },
        props,
      ),
    getErrorProps: (props) => mergeProps({ id: ids.error, role: 'alert', children: errorMessage ?? undefined }, props),
    getStatusProps: (props) =>
      mergeProps(
        {
          id: ids.status,
          role: 'status',
          'aria-live': 'polite' as const,
          'aria-atomic': true,
          children: statusMessage,
        },
        props,
      ),
    getMobileTriggerProps: (props) =>
      mergeProps(
        {
          type: 'button' as const,
          'aria-label': texts.openSearch,
          lang,
          'aria-haspopup': 'dialog' as const,
          'aria-expanded': isMobileOpen,
          'aria-controls': isMobileOpen ? ids.mobile : undefined,
          // Toggles: a non-modal panel leaves its trigger clickable while open.
          onClick: isMobileOpen ? closeMobile : openMobile,
        },
        props,
      ),
    // Modal: the full-screen search covers the page (a non-modal panel passes 'aria-modal': false).
    getMobileDialogProps: (props) =>
      mergeProps({ id: ids.mobile, role: 'dialog' as const, 'aria-modal': true as const, lang }, props),
    getBackButtonProps: (props) =>
      mergeProps({ type: 'button' as const, 'aria-label': texts.back, onClick: closeMobile }, props),
  };
}
