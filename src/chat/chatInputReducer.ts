import { assertNever } from '../shared';

/** The chat input's internal state apart from the text itself. */
export interface ChatInputState {
  /** A submission's Promise is pending. */
  pending: boolean;
  /** The form holds the focus. */
  focused: boolean;
  /** Rows measured from the textarea's scrollHeight (browser only), or null before measuring. */
  measuredRows: number | null;
  /** The last rejection of onSubmit. */
  error: unknown;
}

/** Actions, named after where they came from. */
export type ChatInputAction =
  | { type: 'formFocus' }
  | { type: 'formBlur' }
  | { type: 'submitStart' }
  | { type: 'submitSettled' }
  | { type: 'submitFailure'; error: unknown }
  | { type: 'layoutMeasure'; rows: number | null };

export const initialChatInputState: ChatInputState = {
  pending: false,
  focused: false,
  measuredRows: null,
  error: undefined,
};

export function chatInputReducer(state: ChatInputState, action: ChatInputAction): ChatInputState {
  switch (action.type) {
    case 'formFocus':
      return state.focused ? state : { ...state, focused: true };
    case 'formBlur':
      return state.focused ? { ...state, focused: false } : state;
    case 'submitStart':
      return { ...state, pending: true, error: undefined };
    case 'submitSettled':
      return { ...state, pending: false };
    case 'submitFailure':
      return { ...state, pending: false, error: action.error };
    case 'layoutMeasure':
      return state.measuredRows === action.rows ? state : { ...state, measuredRows: action.rows };
    default:
      return assertNever(action);
  }
}
