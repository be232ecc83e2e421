import { assertNever } from '../shared';

/** The footer form's view (spec 4.3): the form, then the success message as soon as a valid submission starts. */
export type FooterSignupStatus = 'editing' | 'submitted';

/** Where the sign-up call is; never changes the view (spec 8: the footer shows no error). */
export type FooterDeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface FooterSignupState {
  status: FooterSignupStatus;
  delivery: FooterDeliveryStatus;
}

/** Actions, named after where they came from. */
export type FooterSignupAction =
  { type: 'submitStart' } | { type: 'deliverySuccess' } | { type: 'deliveryFailure' } | { type: 'functionReset' };

export const initialFooterSignupState: FooterSignupState = { status: 'editing', delivery: 'idle' };

export function footerSignupReducer(state: FooterSignupState, action: FooterSignupAction): FooterSignupState {
  switch (action.type) {
    case 'submitStart':
      return { status: 'submitted', delivery: 'sending' };
    case 'deliverySuccess':
      return { ...state, delivery: 'sent' };
    case 'deliveryFailure':
      return { ...state, delivery: 'failed' };
    case 'functionReset':
      return initialFooterSignupState;
    default:
      return assertNever(action);
  }
}
