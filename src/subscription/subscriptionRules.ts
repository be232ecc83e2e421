import { isEmail } from '../validation/patterns';
import type { RuleSet } from '../validation/validation.types';
import type { SignupFieldName } from './useSignupForm.types';
import { isPostalCode } from '../shared/postalCode';

/** The user-visible messages of the sign-up forms (spec 8). Pass your own to translate them. */
export interface SubscriptionMessages {
  /** @default 'Email address is required' */
  emailRequired: string;
  /** @default 'Please enter a valid email address' */
  emailInvalid: string;
  /** Footer only, read by screen readers (the footer shows highlighting, spec 5). @default 'Please enter a valid ZIP code' */
  zipInvalid: string;
  /** Banner send failure. @default "Sorry, we couldn't send the email." */
  sendFailed: string;
  /** Banner: the label of the button that sends again after a failure. @default 'Try again' */
  tryAgain: string;
}

export const DEFAULT_SUBSCRIPTION_MESSAGES: SubscriptionMessages = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  zipInvalid: 'Please enter a valid ZIP code',
  sendFailed: "Sorry, we couldn't send the email.",
  tryAgain: 'Try again',
};

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A sign-up form's checks: per field, the message when the value is invalid, nothing when it is valid. */
export type SignupChecks = Partial<Record<SignupFieldName, (value: unknown) => string | undefined>>;

function checkEmail(messages: SubscriptionMessages) {
  return (value: unknown) => {
    const email = asText(value);
    if (!email) return messages.emailRequired;
    return isEmail(email) ? undefined : messages.emailInvalid;
  };
}

/**
 * The banner's checks (spec 5): the email is required and must match the loose pattern; the zip never
 * blocks a submission, in any country (the input keeps the postal code's characters only and it is
 * sent only when complete).
 */
export function createBannerChecks(messages: SubscriptionMessages): SignupChecks {
  return { email: checkEmail(messages) };
}

/**
 * The footer's checks (spec 5): a valid email, and a ZIP that is empty or a postal code of `country`,
 * the site's (`site.country`; US: exactly five digits).
 */
export function createFooterChecks(messages: SubscriptionMessages, country = 'US'): SignupChecks {
  return {
    email: checkEmail(messages),
    zipCode: (value: unknown) => {
      const zip = asText(value);
      return zip === '' || isPostalCode(zip, country) ? undefined : messages.zipInvalid;
    },
  };
}

/** The same checks as the generic validator's custom rules (for `createResolver` or `validate`). */
function toRuleSet(checks: SignupChecks): RuleSet {
  return Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, { custom: check }]));
}

/** The banner's rules (spec 5) for the generic validator: {@link createBannerChecks} as custom rules. */
export function createBannerRules(messages: SubscriptionMessages): RuleSet {
  return toRuleSet(createBannerChecks(messages));
}

/** The footer's rules (spec 5) for the generic validator: {@link createFooterChecks} as custom rules. */
export function createFooterRules(messages: SubscriptionMessages, country?: string): RuleSet {
  return toRuleSet(createFooterChecks(messages, country));
}
