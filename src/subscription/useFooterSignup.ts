import { useCallback, useReducer } from 'react';
import { buildLiteRegistrationEvent, sendAttributionEvent } from '../analytics';
import { Brand } from '../brand';
import { compactTrack } from './attributionTrack';
import { footerSignupReducer, initialFooterSignupState } from './footerSignupReducer';
import { sendHomeAdvisorSignup, type HomeAdvisorSignupFields } from './homeAdvisorSignup';
import { buildFooterMemberCreateBody, sendMemberCreate } from './memberCreate';
import { enqueueSignupJob, removeSignupJobs, type SignupJobRequest } from './retryQueue';
import type { SignupOutcome } from './signupOutcome';
import { createFooterRules } from './subscriptionRules';
import type { UseFooterSignupOptions, UseFooterSignupResult } from './useFooterSignup.types';
import { useSignupForm, type SubmitLockDecision } from './useSignupForm';
import type { SignupFormValues } from './useSignupForm.types';
import { useSignupSetup } from './useSignupSetup';
import { resolveFooterZip } from './zip';

/** The `source` of the footer's attribution event (spec 3). */
export const FOOTER_TRACK_SOURCE = 'Footer';

/**
 * The footer's email sign-up (spec 4.3, 5, 7.1, 7.3, 7.4). HOME_ADVISOR posts the form-encoded
 * `/sm/emailprefs/signup` and reads the account id from the answer's `entityId`; every other brand
 * uses member-create with the footer body. The success view shows as soon as a valid submission
 * starts; a failed call is kept and retried on a later load.
 *
 * @example
 * const signup = useFooterSignup({ calculatedZip: '10001' });
 * if (signup.status === 'submitted') return <p>You're all set!</p>;
 * return <form {...signup.getFormProps()}>...</form>;
 */
export function useFooterSignup(options: UseFooterSignupOptions = {}): UseFooterSignupResult {
  const { config, latest, rules, statusId } = useSignupSetup(options, createFooterRules);
  const [state, dispatch] = useReducer(footerSignupReducer, initialFooterSignupState);

  const send = useCallback(
    async (values: SignupFormValues): Promise<SubmitLockDecision> => {
      const { options: opts, config: cfg } = latest.current;
      const email = values.email.trim();
      const zipCode = resolveFooterZip(values.zipCode, opts.calculatedZip, opts.cfPostalCode);
      // The success view shows now, whatever the calls do later (spec 4.3).
      dispatch({ type: 'submitStart' });
      opts.onSubmitted?.({ email, zipCode });

      const event = buildLiteRegistrationEvent({
        brand: cfg.brand,
        applicationName: cfg.applicationName,
        location: cfg.location().href,
        anonymousId: cfg.anonymousId,
        track: compactTrack({
          taskId: opts.task,
          categoryId: opts.category,
          activityLocation: opts.activityLocation,
          zipcode: zipCode,
          source: FOOTER_TRACK_SOURCE,
        }),
      });

      let request: SignupJobRequest | undefined;
      let outcome: SignupOutcome;
      if (cfg.brand === Brand.HOME_ADVISOR) {
        const baseUrl = opts.homeAdvisorSignupBaseUrl ?? cfg.subscriptionServiceBaseUrl;
        const fields: HomeAdvisorSignupFields = {
          email,
          zip: zipCode ?? '',
          marketingOptIn: opts.marketingOptIn ?? true,
          bypassWelcomeEmail: opts.bypassWelcomeEmail ?? false,
        };
        if (baseUrl) request = { kind: 'homeAdvisorSignup', baseUrl, fields };
        outcome = await sendHomeAdvisorSignup(cfg.fetch, baseUrl, fields);
      } else {
        const body = buildFooterMemberCreateBody({
          email,
          postalCode: zipCode,
          appName: opts.appName ?? cfg.applicationName,
          source: opts.source,
        });
        const baseUrl = cfg.subscriptionServiceBaseUrl;
        if (baseUrl) request = { kind: 'memberCreate', baseUrl, body, applicationName: cfg.applicationName };
        outcome = await sendMemberCreate(cfg.fetch, baseUrl, body, { applicationName: cfg.applicationName });
      }

      if (outcome.status === 'failure') {
        dispatch({ type: 'deliveryFailure' });
        if (outcome.retryable && request) {
          enqueueSignupJob(cfg.storage, {
            request,
            tracking: cfg.eventGatewayBaseUrl ? { eventGatewayBaseUrl: cfg.eventGatewayBaseUrl, event } : undefined,
            now: cfg.now(),
          });
        }
        return 'hold';
      }
      removeSignupJobs(cfg.storage, email);
      dispatch({ type: 'deliverySuccess' });
      const accountId = outcome.accountId ?? opts.userId;
      if (cfg.eventGatewayBaseUrl) {
        const tracked = accountId ? { ...event, user: { ...event.user, homeadvisorAccountId: accountId } } : event;
        await sendAttributionEvent(cfg.fetch, cfg.eventGatewayBaseUrl, tracked);
      }
      return 'hold';
    },
    [latest],
  );

  const signup = useSignupForm({
    rules,
    defaultZipCode: '',
    mode: 'onBlur',
    zipInput: 'maxLength',
    isBusy: false,
    onFieldEdit: () => undefined,
    onValidSubmit: send,
  });
  const { form: _form, resetForm, ...getters } = signup;

  const reset = useCallback(() => {
    resetForm();
    dispatch({ type: 'functionReset' });
  }, [resetForm]);

  return {
    // prop getters
    ...getters,
    getStatusProps: (userProps = {}) => ({
      id: statusId,
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': true,
      ...userProps,
    }),
    // actions
    submit: signup.submit,
    reset,
    // state
    status: state.status,
    delivery: state.delivery,
    isEmailInvalid: signup.emailError !== undefined,
    isZipInvalid: signup.zipError !== undefined,
    emailError: signup.emailError,
    zipError: signup.zipError,
    brand: config.brand,
  };
}
