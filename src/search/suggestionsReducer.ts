import type { SearchOption } from '../constants/constants';
import { assertNever } from '../shared/warn';
import type { AutocompleteResponse, SearchExperiment } from './autocomplete';

/**
 * The autocomplete request's state: `idle` (no query or nothing asked yet), `loading` (a request is
 * out), `stalled` (out for longer than the stall threshold), `error` (it failed: no results) and
 * `success`.
 */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error' | 'success';

export interface SuggestionsState {
  status: SearchStatus;
  /** The results of the latest answered request (empty after an error or an empty query). */
  results: SearchOption[];
  /** The query the current request or results belong to ('' for none). */
  query: string;
  /** Id of the request whose answer may still be stored; answers of other requests are dropped. */
  requestId: number;
  searchId?: string | undefined;
  experiment?: SearchExperiment | undefined;
}

/** Actions, named after where they come from. */
export type SuggestionsAction =
  | { type: 'inputChangeEmpty'; requestId: number }
  | { type: 'fetchStart'; requestId: number; query: string }
  | { type: 'fetchStalled'; requestId: number }
  | { type: 'fetchSuccess'; requestId: number; response: AutocompleteResponse }
  | { type: 'fetchError'; requestId: number }
  | { type: 'functionReset'; requestId: number };

export const initialSuggestionsState: SuggestionsState = {
  status: 'idle',
  results: [],
  query: '',
  requestId: 0,
};

/**
 * Pure reducer of the autocomplete request. An answer (`fetchSuccess`, `fetchError`, `fetchStalled`)
 * for any request but the latest is ignored, so a late response never replaces newer results.
 */
export function suggestionsReducer(state: SuggestionsState, action: SuggestionsAction): SuggestionsState {
  switch (action.type) {
    case 'inputChangeEmpty':
    case 'functionReset':
      return { ...initialSuggestionsState, requestId: action.requestId };
    case 'fetchStart':
      // Earlier results stay on screen until the new answer arrives.
      return { ...state, status: 'loading', query: action.query, requestId: action.requestId };
    case 'fetchStalled':
      if (action.requestId !== state.requestId || state.status !== 'loading') return state;
      return { ...state, status: 'stalled' };
    case 'fetchSuccess': {
      if (action.requestId !== state.requestId) return state;
      const { results, searchId, experiment } = action.response;
      return { ...state, status: 'success', results, searchId, experiment };
    }
    case 'fetchError':
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: 'error', results: [], searchId: undefined, experiment: undefined };
    default:
      return assertNever(action);
  }
}
