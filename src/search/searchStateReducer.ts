'use client';

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { SearchOption } from '../constants/constants';
import { clampSearchText } from './searchUrls';

const types = useCombobox.stateChangeTypes;

/**
 * The search box's changes to Downshift's transitions (its `stateReducer`), applied before a user's:
 * - leaving the field (blur, Tab, outside click) only closes the list: it never picks the highlighted
 *   suggestion, since picking one navigates away;
 * - clicking the field opens the list and never toggles it closed (focus already opened it);
 * - typed text is cut at 512 characters (spec 9).
 */
export function searchStateReducer(
  state: UseComboboxState<SearchOption>,
  { type, changes }: UseComboboxStateChangeOptions<SearchOption>,
): Partial<UseComboboxState<SearchOption>> {
  switch (type) {
    case types.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.InputClick:
      return state.isOpen
        ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex }
        : { ...changes, isOpen: true };
    case types.InputChange:
    case types.FunctionSetInputValue:
      return changes.inputValue === undefined
        ? changes
        : { ...changes, inputValue: clampSearchText(changes.inputValue) };
    default:
      return changes;
  }
}
