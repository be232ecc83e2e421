import { assertNever } from '../shared';

/**
 * The banner form's state (spec 4.2): `editing`, `submitting` while the call is out, then `submitted`
 * (thank-you shown) or `failed` (error shown). Editing a field leaves `failed`.
 */
export type SubscriptionStatus = 'editing' | 'submitting' | 'submitted' | 'failed';

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** The recomputed visibility (spec 4.1); null until the profile lookup answered. */
  lookedUpVisibility: boolean | null;
}

/** Actions, named after where they came from. */
export type SubscriptionAction =
  | { type: 'profileLookupDone'; isVisible: boolean }
  | { type: 'fieldEdit' }
  | { type: 'submitStart' }
  | { type: 'submitSuccess' }
  | { type: 'submitFailure' }
  | { type: 'functionReset' };

export const initialSubscriptionState: SubscriptionState = { status: 'editing', lookedUpVisibility: null };

export function subscriptionReducer(state: SubscriptionState, action: SubscriptionAction): SubscriptionState {
  switch (action.type) {
    case 'profileLookupDone':
      return state.lookedUpVisibility === action.isVisible ? state : { ...state, lookedUpVisibility: action.isVisible };
    case 'fieldEdit':
      return state.status === 'failed' ? { ...state, status: 'editing' } : state;
    case 'submitStart':
      return { ...state, status: 'submitting' };
    case 'submitSuccess':
      return { ...state, status: 'submitted' };
    case 'submitFailure':
      return { ...state, status: 'failed' };
    case 'functionReset':
      return { ...state, status: 'editing' };
    default:
      return assertNever(action);
  }
}
