import { footerSignupReducer, initialFooterSignupState, type FooterSignupAction } from './footerSignupReducer';
import {
  initialSubscriptionState,
  subscriptionReducer,
  type SubscriptionAction,
  type SubscriptionStatus,
} from './subscriptionReducer';

describe('subscriptionReducer (spec 4.2)', () => {
  it.each<[SubscriptionStatus, SubscriptionAction['type'], SubscriptionStatus]>([
    ['editing', 'submitStart', 'submitting'],
    ['submitting', 'submitSuccess', 'submitted'],
    ['submitting', 'submitFailure', 'failed'],
    ['failed', 'fieldEdit', 'editing'],
    ['submitting', 'fieldEdit', 'submitting'],
    ['submitted', 'functionReset', 'editing'],
  ])('from %s, %s should give %s', (status, type, next) => {
    const action = { type } as SubscriptionAction;
    expect(subscriptionReducer({ ...initialSubscriptionState, status }, action).status).toBe(next);
  });

  it('should record the looked-up visibility', () => {
    expect(
      subscriptionReducer(initialSubscriptionState, { type: 'profileLookupDone', isVisible: false }).lookedUpVisibility,
    ).toBe(false);
  });

  it('should throw on an unknown action', () => {
    expect(() => subscriptionReducer(initialSubscriptionState, { type: 'nope' } as never)).toThrow();
  });
});

describe('footerSignupReducer (spec 4.3)', () => {
  it.each<[FooterSignupAction['type'], { status: string; delivery: string }]>([
    ['submitStart', { status: 'submitted', delivery: 'sending' }],
    ['deliveryFailure', { status: 'editing', delivery: 'failed' }],
    ['deliverySuccess', { status: 'editing', delivery: 'sent' }],
    ['functionReset', { status: 'editing', delivery: 'idle' }],
  ])('%s should give %p', (type, next) => {
    expect(footerSignupReducer(initialFooterSignupState, { type } as FooterSignupAction)).toEqual(next);
  });

  it('should keep the success view when the delivery fails', () => {
    const submitted = footerSignupReducer(initialFooterSignupState, { type: 'submitStart' });
    expect(footerSignupReducer(submitted, { type: 'deliveryFailure' })).toEqual({
      status: 'submitted',
      delivery: 'failed',
    });
  });
});
