import { assertNever } from '../shared';

/**
 * Where the last submission is: `idle` (none yet), `pending` (its Promise has not settled),
 * `success` (sent), `error` (`onSubmit` threw or its Promise rejected; see `error`).
 */
export type ChatSubmitStatus = 'idle' | 'pending' | 'success' | 'error';

/** The chat input's internal state apart from the text itself. */
export interface ChatInputState {
  /** Where the last submission is. */
  submitStatus: ChatSubmitStatus;
  /** The form holds the focus. */
  focused: boolean;
  /** Rows measured from the textarea's scrollHeight (browser only), or null before measuring. */
  measuredRows: number | null;
  /** The last failure of onSubmit while `submitStatus` is `error`, else undefined. */
  error: unknown;
}

/** Actions, named after where they came from. */
export type ChatInputAction =
  | { type: 'formFocus' }
  | { type: 'formBlur' }
  | { type: 'submitStart' }
  | { type: 'submitSuccess' }
  | { type: 'submitFailure'; error: unknown }
  | { type: 'layoutMeasure'; rows: number | null };

export const initialChatInputState: ChatInputState = {
  submitStatus: 'idle',
  focused: false,
  measuredRows: null,
  error: undefined,
};

/** The chat input's state machine (pure): focus, the submission's status, the measured rows. */
export function chatInputReducer(state: ChatInputState, action: ChatInputAction): ChatInputState {
  switch (action.type) {
    case 'formFocus':
      return state.focused ? state : { ...state, focused: true };
    case 'formBlur':
      return state.focused ? { ...state, focused: false } : state;
    case 'submitStart':
      return { ...state, submitStatus: 'pending', error: undefined };
    case 'submitSuccess':
      return state.submitStatus === 'success' ? state : { ...state, submitStatus: 'success', error: undefined };
    case 'submitFailure':
      return { ...state, submitStatus: 'error', error: action.error };
    case 'layoutMeasure':
      return state.measuredRows === action.rows ? state : { ...state, measuredRows: action.rows };
    default:
      return assertNever(action);
  }
}
