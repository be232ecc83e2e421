'use client';

import { catalogueOf } from '../i18n/catalogue';
import { useId, useMemo } from 'react';
import type { ChromeConfig, ResolvedChromeConfig } from '../config';
import { useLatestRef } from '../shared/useLatestRef';
import type { SignupChecks, SubscriptionMessages } from './subscriptionRules';
import { useSignupRetry } from './useSignupRetry';

/**
 * What both sign-up hooks set up alike, over the config the public hook resolved: a ref to the latest options and config
 * (read by async work without re-running effects), the messages and checks, the status element's id,
 * and the retry of sign-ups kept from an earlier load.
 */
export function useSignupSetup<
  TOptions extends ChromeConfig & { messages?: Partial<SubscriptionMessages> | undefined },
>(
  config: ResolvedChromeConfig,
  options: TOptions,
  createChecks: (messages: SubscriptionMessages, country: string) => SignupChecks,
) {
  const latest = useLatestRef<{ options: TOptions; config: ResolvedChromeConfig }>({ options, config });

  const { emailRequired, emailInvalid, zipInvalid, sendFailed, tryAgain } = options.messages ?? {};
  // Compared by value: the messages are usually an inline object.
  // Over the texts of the site's locale (the provider's catalogue).
  const texts = catalogueOf(config).messages.signup;
  const messages = useMemo<SubscriptionMessages>(
    () => ({
      emailRequired: texts.emailRequired,
      emailInvalid: texts.emailInvalid,
      zipInvalid: texts.zipInvalid,
      sendFailed: texts.sendFailed,
      tryAgain: texts.tryAgain,
      ...definedOnly({ emailRequired, emailInvalid, zipInvalid, sendFailed, tryAgain }),
    }),
    [texts, emailRequired, emailInvalid, zipInvalid, sendFailed, tryAgain],
  );
  const { country } = config.site;
  const checks = useMemo(() => createChecks(messages, country), [createChecks, messages, country]);
  const statusId = `${useId()}-status`;

  // The sign-up calls load with the form engine, on the form's first use (useSignupForm).
  useSignupRetry(config);

  return { latest, messages, checks, statusId };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
