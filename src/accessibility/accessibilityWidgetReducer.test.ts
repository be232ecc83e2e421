import {
  accessibilityWidgetReducer,
  initialAccessibilityWidgetState,
  type AccessibilityWidgetAction,
  type AccessibilityWidgetReducerState,
} from './accessibilityWidgetReducer';

type State = AccessibilityWidgetReducerState;
const at = (changes: Partial<State>): State => ({ ...initialAccessibilityWidgetState, ...changes });
const click = (remembered: boolean | null): AccessibilityWidgetAction => ({ type: 'triggerClick', remembered });

// [given, state, action, the fields that change]
const TRANSITIONS: Array<[string, State, AccessibilityWidgetAction, Partial<State>]> = [
  ['idle', at({}), click(true), { status: 'loading', isOpenRequested: true, isRemembered: true }],
  [
    'failed after polling',
    at({ status: 'failed', isScriptLoaded: true }),
    click(true),
    { status: 'loading', isScriptLoaded: false, isOpenRequested: true, isRemembered: true },
  ],
  ['ready', at({ status: 'ready', isScriptLoaded: true }), click(true), { isOpenRequested: true, isRemembered: true }],
  ['loading', at({ status: 'loading' }), click(true), { isOpenRequested: true, isRemembered: true }],
  ['idle, storage throwing', at({ isRemembered: true }), click(null), { status: 'loading', isOpenRequested: true }],
  [
    'idle, no storage',
    at({ isRemembered: true }),
    click(false),
    { status: 'loading', isOpenRequested: true, isRemembered: false },
  ],
  [
    'ready, remembered',
    at({ status: 'ready', isRemembered: true }),
    { type: 'functionForget' },
    { isRemembered: false },
  ],
  ['idle', at({}), { type: 'mountRemembered' }, { status: 'loading', isRemembered: true }],
  ['ready', at({ status: 'ready', isScriptLoaded: true }), { type: 'mountRemembered' }, { isRemembered: true }],
  ['loading', at({ status: 'loading' }), { type: 'scriptLoad' }, { isScriptLoaded: true }],
  ['failed', at({ status: 'failed' }), { type: 'scriptLoad' }, {}],
  [
    'loading, asked to open',
    at({ status: 'loading', isOpenRequested: true }),
    { type: 'scriptFailure' },
    { status: 'failed', isOpenRequested: false },
  ],
  [
    'loading, asked to open',
    at({ status: 'loading', isScriptLoaded: true, isOpenRequested: true }),
    { type: 'pollExhausted' },
    { status: 'failed', isOpenRequested: false },
  ],
  [
    'loading, asked to open',
    at({ status: 'loading', isScriptLoaded: true, isOpenRequested: true }),
    { type: 'pollTriggerFound' },
    { status: 'ready' },
  ],
  [
    'ready, asked to open',
    at({ status: 'ready', isScriptLoaded: true, isOpenRequested: true }),
    { type: 'pollTriggerLost' },
    { status: 'loading' },
  ],
  [
    'ready, asked to open',
    at({ status: 'ready', isOpenRequested: true }),
    { type: 'widgetOpen' },
    { isOpenRequested: false },
  ],
];

describe('accessibilityWidgetReducer', () => {
  it.each(TRANSITIONS.map(([given, state, action, changes]) => ({ given, type: action.type, state, action, changes })))(
    'given $given, after $type, should change $changes',
    ({ state, action, changes }) => {
      expect(accessibilityWidgetReducer(state, action)).toEqual({ ...state, ...changes });
    },
  );

  it('should keep the same state object when forget finds nothing remembered', () => {
    const state = at({ status: 'ready' });
    expect(accessibilityWidgetReducer(state, { type: 'functionForget' })).toBe(state);
  });
});
