import { chatInputReducer, initialChatInputState, type ChatInputAction, type ChatInputState } from './chatInputReducer';

type State = ChatInputState;
const at = (changes: Partial<State>): State => ({ ...initialChatInputState, ...changes });
const failure = new Error('offline');

// [given, state, action, the fields that change]
const TRANSITIONS: Array<[string, State, ChatInputAction, Partial<State>]> = [
  ['blurred', at({}), { type: 'formFocus' }, { focused: true }],
  ['focused', at({ focused: true }), { type: 'formBlur' }, { focused: false }],
  ['idle', at({}), { type: 'submitStart' }, { submitStatus: 'pending' }],
  [
    'a failure',
    at({ submitStatus: 'error', error: failure }),
    { type: 'submitStart' },
    { submitStatus: 'pending', error: undefined },
  ],
  ['pending', at({ submitStatus: 'pending' }), { type: 'submitSuccess' }, { submitStatus: 'success' }],
  [
    'a failure',
    at({ submitStatus: 'error', error: failure }),
    { type: 'submitSuccess' },
    { submitStatus: 'success', error: undefined },
  ],
  [
    'pending',
    at({ submitStatus: 'pending' }),
    { type: 'submitFailure', error: failure },
    { submitStatus: 'error', error: failure },
  ],
  ['unmeasured', at({}), { type: 'layoutMeasure', rows: 3 }, { measuredRows: 3 }],
];

describe('chatInputReducer', () => {
  it.each(TRANSITIONS.map(([given, state, action, changes]) => ({ given, type: action.type, state, action, changes })))(
    'given $given, after $type, should change $changes',
    ({ state, action, changes }) => {
      expect(chatInputReducer(state, action)).toEqual({ ...state, ...changes });
    },
  );

  it.each<[string, State, ChatInputAction]>([
    ['focused', at({ focused: true }), { type: 'formFocus' }],
    ['blurred', at({}), { type: 'formBlur' }],
    ['sent', at({ submitStatus: 'success' }), { type: 'submitSuccess' }],
    ['measured', at({ measuredRows: 2 }), { type: 'layoutMeasure', rows: 2 }],
  ])('given %s, should keep the same state object when nothing changes', (_given, state, action) => {
    expect(chatInputReducer(state, action)).toBe(state);
  });
});
