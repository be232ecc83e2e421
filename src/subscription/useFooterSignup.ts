'use client';

import { catalogueOf } from '../i18n/catalogue';
import { useCallback, useReducer } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { mergeProps } from '../shared/propGetters';
import { footerSignupReducer, initialFooterSignupState } from './footerSignupReducer';
import { keepUnsentSignup } from './keepUnsentSignup';
import { signupDeliveryCode } from './signupDeliveryCode';
import { footerSignupTexts } from './signupTexts';
import { createFooterChecks } from './subscriptionRules';
import type { UseFooterSignupOptions, UseFooterSignupResult } from './useFooterSignup.types';
import { SIGNUP_CODE_DEADLINE_MS, useSignupForm, type SubmitLockDecision } from './useSignupForm';
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
  const config = useChromeConfig(pickConfig(options));
  const { latest, checks, statusId } = useSignupSetup(config, options, createFooterChecks);
  const [state, dispatch] = useReducer(footerSignupReducer, initialFooterSignupState);

  const send = useCallback(
    async (values: SignupFormValues): Promise<SubmitLockDecision> => {
      const { options: opts, config: cfg } = latest.current;
      const email = values.email.trim();
      const zipCode = resolveFooterZip(values.zipCode, opts.calculatedZip, opts.cfPostalCode, cfg.site.country);
      // The success view shows now, whatever the calls do later (spec 4.3).
      dispatch({ type: 'submitStart' });
      opts.onSubmitted?.({ email, zipCode });

      const delivery = await signupDeliveryCode.start(SIGNUP_CODE_DEADLINE_MS).catch(() => undefined);
      if (!delivery) {
        // The sign-up's code could not load (offline, or removed by a deploy): kept for a later load.
        keepUnsentSignup(cfg, opts, email, zipCode);
        dispatch({ type: 'deliveryFailure' });
        return 'hold';
      }
      const { planFooterSignup, submitSignup } = delivery;
      const plan = planFooterSignup(cfg, {
        email,
        zipCode,
        homeAdvisorSignupBaseUrl: opts.homeAdvisorSignupBaseUrl,
        marketingOptIn: opts.marketingOptIn,
        bypassWelcomeEmail: opts.bypassWelcomeEmail,
        appName: opts.appName,
        source: opts.source,
        task: opts.task,
        category: opts.category,
        activityLocation: opts.activityLocation,
        userId: opts.userId,
        trackSource: FOOTER_TRACK_SOURCE,
      });
      // The user has been told "You're all set!": a failure that may work later is kept and sent on a later load.
      await submitSignup(cfg, plan, {
        keepForRetry: true,
        onOutcome: ({ status }) => dispatch({ type: status === 'success' ? 'deliverySuccess' : 'deliveryFailure' }),
      });
      return 'hold';
    },
    [latest],
  );

  const signup = useSignupForm({
    checks,
    defaultZipCode: '',
    mode: 'onBlur',
    zipInput: 'maxLength',
    country: config.site.country,
    isBusy: false,
    onFieldEdit: () => undefined,
    onValidSubmit: send,
  });
  const { resetForm, prefillZip: _prefillZip, ...getters } = signup;

  const reset = useCallback(() => {
    resetForm();
    dispatch({ type: 'functionReset' });
  }, [resetForm]);

  return {
    // prop getters
    ...getters,
    getStatusProps: (userProps = {}) =>
      mergeProps({ id: statusId, role: 'status', 'aria-live': 'polite', 'aria-atomic': true } as const, userProps),
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
    variant: config.brandFamily.family,
    texts: footerSignupTexts(catalogueOf(config).messages.signup, config.brandFamily.mainBrand),
  };
}
