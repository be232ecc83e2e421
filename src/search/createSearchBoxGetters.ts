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
import { postalCodeInput } from '../shared/postalCode';
import { composeEventHandlers, joinIds, mergeProps, mergeRefs, preventDownshiftDefault } from '../shared/propGetters';
import type { ImeGuard } from '../shared/useImeGuard';
import { SEARCH_LIMITS } from './limits';
import type { ResultsForm } from './resultsForm';
import type { InputProps, UseSearchBoxResult } from './useSearchBox.types';

/** What the prop getters read from one render of `useSearchBox`. */
export interface SearchBoxGetterContext {
  combobox: UseComboboxReturnValue<SearchOption>;
  ids: Record<'label' | 'input' | 'zipLabel' | 'zip' | 'error' | 'status' | 'mobile', string>;
  items: SearchOption[];
  isOpen: boolean;
  zip: string;
  /** The site's country (`site.country`): the ZIP field's keyboard and length. @default 'US' */
  country?: string;
  errors: UseSearchBoxResult['errors'];
  errorMessage: string | null;
  statusMessage: string;
  isMobileOpen: boolean;
  /** Where the form submits without JavaScript (a plain GET to the results page). */
  resultsForm: ResultsForm;
  composition: ImeGuard;
  submit: () => boolean;
  /** Navigates for a picked item; 'zipBlocked' when the ZIP is in error (the pick only closes the list). */
  pick: (item: SearchOption) => 'navigated' | 'zipBlocked' | 'prevented';
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
}

/**
 * The project field's blur (Downshift's `InputBlur`: Tab or a click elsewhere closes the list), run
 * as a transition, so React commits it after the browser has moved focus. Committed synchronously,
 * it re-rendered inside `focusout`, while `document.activeElement` is `<body>`: closing the list
 * removed its options (and emptied the status) in that gap, and a focus trap that watches for "the
 * focused element was removed" (Radix's FocusScope, in every modal Radix Dialog) took focus back to
 * its container, so Tab out of the field in the full-screen search never reached the ZIP or the Search
 * button. The caller's `onBlur` runs first and as it came; the action type stays `InputBlur`.
 */
function commitBlurAfterFocusMoves(props: InputProps, userOnBlur: InputProps['onBlur']): InputProps {
  const downshiftBlur = props.onBlur;
  if (downshiftBlur) {
    props.onBlur = composeEventHandlers(userOnBlur, (event: FocusEvent<HTMLInputElement>) =>
      startTransition(() => downshiftBlur(event)),
    );
  }
  return props;
}

export type SearchBoxGetters = Pick<
  UseSearchBoxResult,
  | 'getFormProps'
  | 'getLabelProps'
  | 'getInputProps'
  | 'getMenuProps'
  | 'getItemProps'
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
  } = context;

  // Enter in the project field: pick the highlighted suggestion, else submit; never during an IME composition.
  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const ime = composition.classifyKeyDown(event);
    if (ime === 'composing') {
      preventDownshiftDefault(event); // arrows, Enter and Escape belong to the input method
      return;
    }
    if (event.key !== 'Enter') return;
    if (ime === 'commit') {
      // Safari: compositionend came first; stop the form's implicit submission too.
      event.preventDefault();
      preventDownshiftDefault(event);
      return;
    }
    const { highlightedIndex } = combobox;
    const highlighted = isOpen && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
    if (highlighted) {
      event.preventDefault();
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
              if (target && pick(target) === 'zipBlocked') {
                preventDownshiftDefault(event);
                combobox.closeMenu();
              }
            },
          },
          props,
        ),
      );
    },
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
    getViewAllProps: (props) => mergeProps({ type: 'button' as const, onClick: () => void submit() }, props),
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
          'aria-label': 'Search',
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
      mergeProps({ id: ids.mobile, role: 'dialog' as const, 'aria-modal': true as const }, props),
    getBackButtonProps: (props) =>
      mergeProps({ type: 'button' as const, 'aria-label': 'Back', onClick: closeMobile }, props),
  };
}
