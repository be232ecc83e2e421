import { isEmail, type RuleSet } from '../validation';
import { isZip5 } from './zip';

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

function emailRule(messages: SubscriptionMessages) {
  return (value: unknown) => {
    const email = asText(value);
    if (!email) return messages.emailRequired;
    return isEmail(email) ? undefined : messages.emailInvalid;
  };
}

/**
 * The banner's rules (spec 5): the email is required and must match the loose pattern; the zip never
 * blocks a submission (the input keeps digits only and it is sent only when it has five).
 */
export function createBannerRules(messages: SubscriptionMessages): RuleSet {
  return { email: { custom: emailRule(messages) } };
}

/** The footer's rules (spec 5): a valid email, and a ZIP that is empty or exactly five digits. */
export function createFooterRules(messages: SubscriptionMessages): RuleSet {
  return {
    email: { custom: emailRule(messages) },
    zipCode: {
      custom: (value: unknown) => {
        const zip = asText(value);
        return zip === '' || isZip5(zip) ? undefined : messages.zipInvalid;
      },
    },
  };
}
