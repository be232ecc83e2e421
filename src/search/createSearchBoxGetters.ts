import type { UseComboboxReturnValue } from 'downshift';
import type { KeyboardEvent } from 'react';
import { LIMITS, type SearchOption } from '../constants/constants';
import { composeHandlers, joinIds, preventDownshiftDefault, toCallbackRef } from './composeHandlers';
import type { CompositionGuard } from './useCompositionGuard';
import type { UseSearchBoxResult } from './useSearchBox.types';

/** What the prop getters read from one render of `useSearchBox`. */
export interface SearchBoxGetterContext {
  combobox: UseComboboxReturnValue<SearchOption>;
  ids: Record<'label' | 'input' | 'zipLabel' | 'zip' | 'error' | 'status' | 'mobile', string>;
  items: SearchOption[];
  isOpen: boolean;
  zip: string;
  errors: UseSearchBoxResult['errors'];
  errorMessage: string | null;
  statusMessage: string;
  isMobileOpen: boolean;
  composition: CompositionGuard;
  submit: () => boolean;
  /** Navigates for a picked item; 'zipBlocked' when the ZIP is in error (the pick only closes the list). */
  pick: (item: SearchOption) => 'navigated' | 'zipBlocked' | 'prevented';
  setZip: (zip: string) => void;
  openMobile: () => void;
  closeMobile: () => void;
  openMenuOnFocus: () => void;
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
 * The prop getters of `useSearchBox`. Each runs the caller's handler first (skipping ours when it calls
 * `preventDefault()`), carries the ids and ARIA, and lets the caller's other props win. The combobox
 * getters are Downshift's, extended: nothing here re-implements them.
 */
export function createSearchBoxGetters(context: SearchBoxGetterContext): SearchBoxGetters {
  const {
    combobox,
    ids,
    items,
    isOpen,
    zip,
    errors,
    errorMessage,
    statusMessage,
    isMobileOpen,
    composition,
    submit,
    pick,
    setZip,
    openMobile,
    closeMobile,
    openMenuOnFocus,
  } = context;

  // Enter in the project field: pick the highlighted suggestion, else submit; never during an IME composition.
  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composition.isComposingKey(event)) {
      preventDownshiftDefault(event); // arrows, Enter and Escape belong to the input method
      return;
    }
    if (event.key !== 'Enter') return;
    if (composition.isImeEnter(event)) {
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
    if (event.key !== 'Enter' || composition.isComposingKey(event)) return;
    event.preventDefault();
    if (composition.isImeEnter(event)) return;
    submit();
  };

  return {
    getFormProps: ({ onSubmit, ...rest } = {}) => ({
      role: 'search',
      noValidate: true,
      ...rest,
      onSubmit: composeHandlers(onSubmit, (event) => {
        event.preventDefault();
        submit();
      }),
    }),
    getLabelProps: (props = {}) => combobox.getLabelProps({ id: ids.label, htmlFor: ids.input, ...props }),
    getInputProps: (props = {}, otherOptions) => {
      const { onKeyDown, onFocus, onCompositionStart, onCompositionEnd, ...rest } = props;
      return combobox.getInputProps(
        {
          type: 'text',
          maxLength: LIMITS.searchInputMaxLength,
          enterKeyHint: 'search',
          'aria-expanded': isOpen,
          'aria-invalid': errors.query ? true : undefined,
          ...rest,
          'aria-describedby': joinIds(errors.query && ids.error, rest['aria-describedby']),
          onKeyDown: composeHandlers(onKeyDown, handleInputKeyDown),
          onFocus: composeHandlers(onFocus, openMenuOnFocus),
          onCompositionStart: composeHandlers(onCompositionStart, composition.onCompositionStart),
          onCompositionEnd: composeHandlers(onCompositionEnd, composition.onCompositionEnd),
        },
        otherOptions,
      );
    },
    getMenuProps: ({ ref, ...rest } = {}, otherOptions) =>
      combobox.getMenuProps({ ...rest, ref: toCallbackRef(ref) }, otherOptions),
    getItemProps: ({ item, index, onClick, ref, ...rest }) => {
      const resolvedIndex = index ?? (item ? items.indexOf(item) : -1);
      const target = item ?? items[resolvedIndex];
      return combobox.getItemProps({
        item: target,
        index: resolvedIndex,
        ...rest,
        ref: toCallbackRef(ref),
        onClick: composeHandlers(onClick, (event) => {
          if (target && pick(target) === 'zipBlocked') {
            preventDownshiftDefault(event);
            combobox.closeMenu();
          }
        }),
      });
    },
    getZipLabelProps: (props = {}) => ({ id: ids.zipLabel, htmlFor: ids.zip, ...props }),
    getZipInputProps: ({ onChange, onKeyDown, onCompositionStart, onCompositionEnd, ...rest } = {}) => ({
      id: ids.zip,
      name: 'postalCode',
      type: 'text',
      inputMode: 'numeric',
      pattern: '[0-9]*',
      maxLength: LIMITS.zipLength,
      autoComplete: 'postal-code',
      enterKeyHint: 'search',
      value: zip,
      'aria-invalid': errors.zip ? true : undefined,
      ...rest,
      'aria-describedby': joinIds(errors.zip && ids.error, rest['aria-describedby']),
      onChange: composeHandlers(onChange, (event) => setZip(event.target.value)),
      onKeyDown: composeHandlers(onKeyDown, handleZipKeyDown),
      onCompositionStart: composeHandlers(onCompositionStart, composition.onCompositionStart),
      onCompositionEnd: composeHandlers(onCompositionEnd, composition.onCompositionEnd),
    }),
    getSubmitButtonProps: ({ onClick, ...rest } = {}) => ({
      type: 'submit',
      ...rest,
      onClick: composeHandlers(onClick, (event) => {
        event.preventDefault(); // the form's own submit would run it twice
        submit();
      }),
    }),
    getViewAllProps: ({ onClick, ...rest } = {}) => ({
      type: 'button',
      ...rest,
      onClick: composeHandlers(onClick, () => submit()),
    }),
    getErrorProps: (props = {}) => ({ id: ids.error, role: 'alert', children: errorMessage ?? undefined, ...props }),
    getStatusProps: (props = {}) => ({
      id: ids.status,
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': true,
      children: statusMessage,
      ...props,
    }),
    getMobileTriggerProps: ({ onClick, ...rest } = {}) => ({
      type: 'button',
      'aria-label': 'Search',
      'aria-haspopup': 'dialog',
      'aria-expanded': isMobileOpen,
      'aria-controls': isMobileOpen ? ids.mobile : undefined,
      ...rest,
      onClick: composeHandlers(onClick, openMobile),
    }),
    getMobileDialogProps: (props = {}) => ({ id: ids.mobile, ...props }),
    getBackButtonProps: ({ onClick, ...rest } = {}) => ({
      type: 'button',
      'aria-label': 'Back',
      ...rest,
      onClick: composeHandlers(onClick, closeMobile),
    }),
  };
}
