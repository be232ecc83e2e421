import { assertNever } from '../shared/warn';
import type { SearchValidationResult } from './searchValidation';

/** The per-field validation messages (spec 5); a field without one is valid or not checked yet. */
export type SearchFieldErrors = SearchValidationResult['errors'];

/**
 * The search box's own fields. No status here: the request cycle's is `suggestionsReducer`'s, the
 * list's is Downshift's, and whether the fields are in error is what `errors` holds.
 */
export interface SearchFieldsState {
  /** The project text as typed or set (already cut at 512 characters), untrimmed. */
  query: string;
  /** The ZIP as typed or set, already normalised for the site's country (US: digits only, at most five). */
  zip: string;
  errors: SearchFieldErrors;
}

/** Actions, named after where they come from. */
export type SearchFieldsAction =
  /** The project input's own change event (typing, pasting). */
  | { type: 'inputChange'; query: string }
  /** Downshift reported a new input value (a picked suggestion, Escape, `setInputValue` reaching it). */
  | { type: 'comboboxInputValueChange'; query: string }
  /** The ZIP input's change event. */
  | { type: 'zipChange'; zip: string }
  /** A suggestion was picked while the ZIP is not a complete postal code (US: five digits): the pick is blocked. */
  | { type: 'pickZipInvalid'; message: string }
  /** `submit()` (Enter, the button, the form) found the fields invalid. */
  | { type: 'submitInvalid'; errors: SearchFieldErrors }
  /** `submit()` found the fields valid. */
  | { type: 'submitValid' }
  /** The `setInputValue` action. */
  | { type: 'functionSetInputValue'; query: string }
  /** The `setZip` action. */
  | { type: 'functionSetZip'; zip: string }
  /** The `reset` action. */
  | { type: 'functionReset' };

/** Empty fields, no messages: where `reset()` goes (the hook starts from its `defaultInputValue` and `defaultZip`). */
export const initialSearchFieldsState: SearchFieldsState = { query: '', zip: '', errors: {} };

function withError(state: SearchFieldsState, field: keyof SearchFieldErrors, message: string | undefined) {
  if (state.errors[field] === message) return state;
  return { ...state, errors: { ...state.errors, [field]: message } };
}

/**
 * Pure reducer of the search box's fields. Editing a field clears that field's message only; submitting
 * sets both; a blocked pick flags the ZIP; `functionSetInputValue` leaves the messages alone (Downshift's
 * report that follows clears the project's, as editing does). An action that changes nothing returns
 * the same state.
 */
export function searchFieldsReducer(state: SearchFieldsState, action: SearchFieldsAction): SearchFieldsState {
  switch (action.type) {
    case 'inputChange':
    case 'comboboxInputValueChange': {
      const next = action.query === state.query ? state : { ...state, query: action.query };
      return state.errors.query ? withError(next, 'query', undefined) : next;
    }
    case 'zipChange':
    case 'functionSetZip': {
      const next = action.zip === state.zip ? state : { ...state, zip: action.zip };
      return state.errors.zip ? withError(next, 'zip', undefined) : next;
    }
    case 'pickZipInvalid':
      return withError(state, 'zip', action.message);
    case 'submitInvalid':
      return { ...state, errors: action.errors };
    case 'submitValid':
      return Object.keys(state.errors).length === 0 ? state : { ...state, errors: initialSearchFieldsState.errors };
    case 'functionSetInputValue':
      return action.query === state.query ? state : { ...state, query: action.query };
    case 'functionReset':
      return state.query === '' && state.zip === '' && Object.keys(state.errors).length === 0
        ? state
        : initialSearchFieldsState;
    default:
      return assertNever(action);
  }
}
