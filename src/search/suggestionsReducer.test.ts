import type { AutocompleteResponse } from './autocomplete';
import { initialSuggestionsState, suggestionsReducer, type SuggestionsState } from './suggestionsReducer';

const response: AutocompleteResponse = {
  results: [{ id: 1, name: 'Roof repair', optionType: 'TASK' }],
  searchId: 's1',
};
const loading: SuggestionsState = { ...initialSuggestionsState, status: 'loading', query: 'roof', requestId: 2 };
const shown: SuggestionsState = { ...loading, status: 'success', results: response.results, searchId: 's1' };

describe('suggestionsReducer', () => {
  it.each<[string, SuggestionsState, Parameters<typeof suggestionsReducer>[1], Partial<SuggestionsState>]>([
    [
      'starts loading and keeps the old results',
      shown,
      { type: 'fetchStart', requestId: 3, query: 'roofs' },
      { status: 'loading', results: response.results, requestId: 3, query: 'roofs' },
    ],
    ['stalls the current request', loading, { type: 'fetchStalled', requestId: 2 }, { status: 'stalled' }],
    ['ignores a stall of an older request', loading, { type: 'fetchStalled', requestId: 1 }, { status: 'loading' }],
    ['ignores a stall after the answer', shown, { type: 'fetchStalled', requestId: 2 }, { status: 'success' }],
    [
      'stores the current answer',
      loading,
      { type: 'fetchSuccess', requestId: 2, response },
      { status: 'success', results: response.results, searchId: 's1' },
    ],
    [
      'drops a late answer',
      loading,
      { type: 'fetchSuccess', requestId: 1, response },
      { status: 'loading', results: [] },
    ],
    [
      'empties the list on error',
      shown,
      { type: 'fetchError', requestId: 2 },
      { status: 'error', results: [], searchId: undefined },
    ],
    [
      'drops a late error',
      shown,
      { type: 'fetchError', requestId: 1 },
      { status: 'success', results: response.results },
    ],
    [
      'goes idle for an empty query',
      shown,
      { type: 'inputChangeEmpty', requestId: 4 },
      { status: 'idle', results: [], query: '', requestId: 4 },
    ],
    ['resets', shown, { type: 'functionReset', requestId: 5 }, { status: 'idle', results: [], requestId: 5 }],
  ])('should %s', (_name, state, action, expected) => {
    expect(suggestionsReducer(state, action)).toMatchObject(expected);
  });

  it('should throw on an unknown action', () => {
    expect(() => suggestionsReducer(loading, { type: 'nope' } as never)).toThrow('Unexpected value');
  });
});
