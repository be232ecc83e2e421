import {
  initialSearchFieldsState,
  searchFieldsReducer,
  type SearchFieldsAction,
  type SearchFieldsState,
} from './searchFieldsReducer';

const typed: SearchFieldsState = { query: 'roof', zip: '1234', errors: {} };
const bothInvalid: SearchFieldsState = {
  query: ' ',
  zip: '12',
  errors: { query: 'Please enter a project', zip: 'Please enter a valid ZIP code' },
};

describe('searchFieldsReducer', () => {
  it.each<[string, SearchFieldsState, SearchFieldsAction, SearchFieldsState]>([
    ['typing sets the text', typed, { type: 'inputChange', query: 'roofs' }, { ...typed, query: 'roofs' }],
    [
      "typing clears the project's message only",
      bothInvalid,
      { type: 'inputChange', query: ' r' },
      { ...bothInvalid, query: ' r', errors: { query: undefined, zip: 'Please enter a valid ZIP code' } },
    ],
    [
      "Downshift's report of a new value sets the text",
      typed,
      { type: 'comboboxInputValueChange', query: 'Roof repair' },
      { ...typed, query: 'Roof repair' },
    ],
    [
      "Downshift's report of the same value still clears the project's message",
      bothInvalid,
      { type: 'comboboxInputValueChange', query: ' ' },
      { ...bothInvalid, errors: { query: undefined, zip: 'Please enter a valid ZIP code' } },
    ],
    ['a ZIP edit sets the ZIP', typed, { type: 'zipChange', zip: '12345' }, { ...typed, zip: '12345' }],
    [
      "a ZIP edit clears the ZIP's message only",
      bothInvalid,
      { type: 'zipChange', zip: '123' },
      { ...bothInvalid, zip: '123', errors: { query: 'Please enter a project', zip: undefined } },
    ],
    [
      'setZip() is a ZIP edit',
      bothInvalid,
      { type: 'functionSetZip', zip: '' },
      { ...bothInvalid, zip: '', errors: { query: 'Please enter a project', zip: undefined } },
    ],
    [
      'a pick blocked by the ZIP flags the ZIP',
      typed,
      { type: 'pickZipInvalid', message: 'Please enter a valid ZIP code' },
      { ...typed, errors: { zip: 'Please enter a valid ZIP code' } },
    ],
    [
      'an invalid submit shows its messages',
      typed,
      { type: 'submitInvalid', errors: { zip: 'Please enter a valid ZIP code' } },
      { ...typed, errors: { zip: 'Please enter a valid ZIP code' } },
    ],
    ['a valid submit clears the messages', bothInvalid, { type: 'submitValid' }, { ...bothInvalid, errors: {} }],
    [
      'setInputValue() sets the text and leaves the messages',
      bothInvalid,
      { type: 'functionSetInputValue', query: 'deck' },
      { ...bothInvalid, query: 'deck' },
    ],
    ['reset() empties everything', bothInvalid, { type: 'functionReset' }, initialSearchFieldsState],
  ])('%s', (_name, state, action, expected) => {
    const next = searchFieldsReducer(state, action);
    expect(next).toEqual(expected);
    expect(next.errors).toStrictEqual(expected.errors); // a cleared message is there as undefined
    expect(next).not.toBe(state);
  });

  it.each<[string, SearchFieldsState, SearchFieldsAction]>([
    ['typing the same text', typed, { type: 'inputChange', query: 'roof' }],
    ["Downshift's report of the text it already has", typed, { type: 'comboboxInputValueChange', query: 'roof' }],
    ['the same ZIP', typed, { type: 'zipChange', zip: '1234' }],
    ['setInputValue() with the same text', bothInvalid, { type: 'functionSetInputValue', query: ' ' }],
    [
      'a blocked pick with the message already shown',
      bothInvalid,
      {
        type: 'pickZipInvalid',
        message: 'Please enter a valid ZIP code',
      },
    ],
    ['a valid submit without messages', typed, { type: 'submitValid' }],
    ['reset() when already empty', initialSearchFieldsState, { type: 'functionReset' }],
  ])('should return the same state for %s', (_name, state, action) => {
    expect(searchFieldsReducer(state, action)).toBe(state);
  });

  it('should throw on an unknown action', () => {
    expect(() => searchFieldsReducer(typed, { type: 'nope' } as unknown as SearchFieldsAction)).toThrow(
      'Unexpected value',
    );
  });
});
