'use client';

import { useCallback, useEffect, useReducer } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { joinIds, mergeProps } from '../shared/propGetters';
import { bannerVisibilityAfterLookup, fetchProfileAttributes, initialBannerVisibility } from './profileAttributes';
import { signupDeliveryCode } from './signupDeliveryCode';
import { BANNER_SIGNUP_SOURCE } from './signupConstants';
import { initialSubscriptionState, subscriptionReducer } from './subscriptionReducer';
import { createBannerChecks } from './subscriptionRules';
import { SIGNUP_CODE_DEADLINE_MS, useSignupForm, type SubmitLockDecision } from './useSignupForm';
import type { SignupFormValues } from './useSignupForm.types';
import { useSignupSetup } from './useSignupSetup';
import type { SubscribeValues, UseSubscriptionOptions, UseSubscriptionResult } from './useSubscription.types';
import { sanitizeZipInput, zipToSend } from './zip';

/**
 * The email subscription banner (spec 2.1, 4.1, 4.2, 5, 7.1 to 7.3): its visibility from the visitor's
 * profile, the email and zip form on react-hook-form, the member-create call (or your `onSubscribe`),
 * the 'Lite Registration' attribution event, and a durable retry of failed sign-ups.
 *
 * @example
 * const banner = useSubscription({ cfPostalCode: '10001' });
 * if (!banner.isVisible) return null;
 * if (banner.status === 'submitted') return <p>Thanks!</p>;
 * return <form {...banner.getFormProps()}>...</form>;
 */
export function useSubscription(options: UseSubscriptionOptions = {}): UseSubscriptionResult {
  const config = useChromeConfig(pickConfig(options));
  const { latest, messages, checks, statusId } = useSignupSetup(config, options, createBannerChecks);
  const { brand, anonymousId, landingPagesBackendHost } = config;
  const { family } = config.brandFamily;
  const [state, dispatch] = useReducer(subscriptionReducer, initialSubscriptionState);

  // Visibility (spec 4.1): recomputed when a backend host and an anonymous id are both known.
  useEffect(() => {
    if (!landingPagesBackendHost || !anonymousId) return undefined;
    const report = (isVisible: boolean) => {
      dispatch({ type: 'profileLookupDone', isVisible });
      latest.current.options.onVisibilityChange?.(isVisible);
    };
    // HomeAdvisor always shows the banner: no need to ask.
    if (family === 'homeadvisor') {
      report(true);
      return undefined;
    }
    const controller = new AbortController();
    // The latest client, read here rather than a dependency: an inline `fetch` must not re-run the lookup.
    const { httpClient, timeouts } = latest.current.config;
    const lookup = { signal: controller.signal, timeout: timeouts.profileAttributes };
    void fetchProfileAttributes(httpClient, landingPagesBackendHost, anonymousId, lookup).then((profile) => {
      if (!controller.signal.aborted) report(bannerVisibilityAfterLookup(family, profile));
    });
    return () => controller.abort();
  }, [family, anonymousId, landingPagesBackendHost, latest]);

  const send = useCallback(
    async (values: SignupFormValues): Promise<SubmitLockDecision> => {
      const { options: opts, config: cfg } = latest.current;
      const subscribeValues: SubscribeValues = {
        emailAddress: values.email.trim(),
        zipCode: zipToSend(values.zipCode, cfg.site.country) ?? '',
      };
      dispatch({ type: 'submitStart' });
      const delivery = await signupDeliveryCode.start(SIGNUP_CODE_DEADLINE_MS).catch(() => undefined);
      if (!delivery) {
        // The sign-up's code could not load (offline): the send failed, the user may try again.
        dispatch({ type: 'submitFailure' });
        return 'release';
      }
      const { planBannerSignup, submitSignup } = delivery;
      const plan = planBannerSignup(cfg, {
        ...subscribeValues,
        task: opts.task,
        category: opts.category,
        source: BANNER_SIGNUP_SOURCE,
        onSubscribe: opts.onSubscribe,
      });
      // A failed banner sign-up is not kept: the user was told it failed and may try again (`retry`).
      const outcome = await submitSignup(cfg, plan, {
        keepForRetry: false,
        onOutcome: ({ status }) => {
          dispatch({ type: status === 'success' ? 'submitSuccess' : 'submitFailure' });
          if (status === 'success') opts.onSubscribed?.(subscribeValues);
        },
      });
      return outcome.status === 'success' ? 'hold' : 'release';
    },
    [latest],
  );

  const defaultZipCode = sanitizeZipInput(options.cfPostalCode, config.site.country);
  const signup = useSignupForm({
    checks,
    defaultZipCode,
    mode: 'onSubmit',
    zipInput: 'digitsOnly',
    country: config.site.country,
    isBusy: state.status === 'submitting',
    onFieldEdit: () => dispatch({ type: 'fieldEdit' }),
    onValidSubmit: send,
    submitDescriptionId: statusId,
  });
  const { prefillZip, resetForm } = signup;

  // A zip detected after the first render still prefills the field, unless the user typed one.
  useEffect(() => {
    if (defaultZipCode) prefillZip(defaultZipCode);
  }, [defaultZipCode, prefillZip]);

  const reset = useCallback(() => {
    resetForm();
    dispatch({ type: 'functionReset' });
  }, [resetForm]);

  const { status } = state;
  const { submit } = signup;
  const retry = useCallback(async () => {
    if (status === 'failed') await submit();
  }, [status, submit]);

  const isVisible = state.lookedUpVisibility ?? initialBannerVisibility(family);
  const { resetForm: _resetForm, prefillZip: _prefillZip, ...getters } = signup;

  return {
    // prop getters
    ...getters,
    getStatusProps: (userProps = {}) =>
      mergeProps({ id: statusId, role: 'status', 'aria-live': 'polite', 'aria-atomic': true } as const, userProps),
    getRetryButtonProps: ({ 'aria-describedby': describedBy, ...userProps } = {}) =>
      mergeProps(
        {
          type: 'button',
          disabled: status !== 'failed',
          'aria-describedby': joinIds(statusId, describedBy),
          onClick: () => void retry(),
        } as const,
        userProps,
      ),
    // actions
    submit,
    retry,
    reset,
    // state
    isVisible,
    status: state.status,
    emailError: signup.emailError,
    zipError: signup.zipError,
    statusMessage: state.status === 'failed' ? messages.sendFailed : undefined,
    retryLabel: messages.tryAgain,
    brand,
    variant: config.brandFamily.family,
    isInFooter: options.isInFooter ?? false,
  };
}
