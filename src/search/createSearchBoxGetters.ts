import type { UseComboboxReturnValue } from 'downshift';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { LIMITS, type SearchOption } from '../constants/constants';
import { composeEventHandlers, joinIds, mergeRefs, preventDownshiftDefault } from '../shared/propGetters';
import type { ImeGuard } from '../shared/useImeGuard';
import type { ResultsForm } from './resultsForm';
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
  /** Where the form submits without JavaScript (a plain GET to the results page). */
  resultsForm: ResultsForm;
  composition: ImeGuard;
  submit: () => boolean;
  /** Navigates for a picked item; 'zipBlocked' when the ZIP is in error (the pick only closes the list). */
  pick: (item: SearchOption) => 'navigated' | 'zipBlocked' | 'prevented';
  setZip: (zip: string) => void;
  openMobile: () => void;
  closeMobile: () => void;
  openMenuOnFocus: () => void;
  /**
   * Typing: the hook takes the text in the same event as Downshift, so a keystroke is one React commit
   * (Downshift reports `onInputValueChange` from an effect, which would be a second one).
   */
  onInputChange: (value: string) => void;
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
    resultsForm,
    composition,
    submit,
    pick,
    setZip,
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
    getFormProps: ({ onSubmit, ...rest } = {}) => ({
      role: 'search',
      action: resultsForm.action,
      method: 'get',
      noValidate: true,
      ...rest,
      onSubmit: composeEventHandlers(onSubmit, (event) => {
        event.preventDefault();
        submit();
      }),
    }),
    getLabelProps: (props = {}) => combobox.getLabelProps({ id: ids.label, htmlFor: ids.input, ...props }),
    getInputProps: (props = {}, otherOptions) => {
      const { onKeyDown, onFocus, onChange, onCompositionStart, onCompositionEnd, ...rest } = props;
      return combobox.getInputProps(
        {
          type: 'text',
          name: 'query',
          maxLength: LIMITS.searchInputMaxLength,
          enterKeyHint: 'search',
          'aria-expanded': isOpen,
          'aria-invalid': errors.query ? true : undefined,
          ...rest,
          'aria-describedby': joinIds(errors.query && ids.error, rest['aria-describedby']),
          onKeyDown: composeEventHandlers(onKeyDown, handleInputKeyDown),
          onFocus: composeEventHandlers(onFocus, openMenuOnFocus),
          onChange: composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
            onInputChange(event.target.value),
          ),
          onCompositionStart: composeEventHandlers(onCompositionStart, composition.onCompositionStart),
          onCompositionEnd: composeEventHandlers(onCompositionEnd, composition.onCompositionEnd),
        },
        otherOptions,
      );
    },
    getMenuProps: ({ ref, ...rest } = {}, otherOptions) =>
      combobox.getMenuProps({ ...rest, ref: mergeRefs(ref) }, otherOptions),
    getItemProps: ({ item, index, onClick, ref, ...rest }) => {
      const resolvedIndex = index ?? (item ? items.indexOf(item) : -1);
      const target = item ?? items[resolvedIndex];
      return combobox.getItemProps({
        item: target,
        index: resolvedIndex,
        ...rest,
        ref: mergeRefs(ref),
        onClick: composeEventHandlers(onClick, (event) => {
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
      onChange: composeEventHandlers(onChange, (event) => setZip(event.target.value)),
      onKeyDown: composeEventHandlers(onKeyDown, handleZipKeyDown),
      onCompositionStart: composeEventHandlers(onCompositionStart, composition.onCompositionStart),
      onCompositionEnd: composeEventHandlers(onCompositionEnd, composition.onCompositionEnd),
    }),
    getSubmitButtonProps: ({ onClick, ...rest } = {}) => ({
      type: 'submit',
      ...rest,
      onClick: composeEventHandlers(onClick, (event) => {
        event.preventDefault(); // the form's own submit would run it twice
        submit();
      }),
    }),
    getViewAllProps: ({ onClick, ...rest } = {}) => ({
      type: 'button',
      ...rest,
      onClick: composeEventHandlers(onClick, () => submit()),
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
      onClick: composeEventHandlers(onClick, openMobile),
    }),
    getMobileDialogProps: (props = {}) => ({ id: ids.mobile, ...props }),
    getBackButtonProps: ({ onClick, ...rest } = {}) => ({
      type: 'button',
      'aria-label': 'Back',
      ...rest,
      onClick: composeEventHandlers(onClick, closeMobile),
    }),
  };
}
