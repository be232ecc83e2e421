import { memoByKey } from '../shared/memoBySource';
import type { ValidationTexts } from '../i18n/messages.types';
import type { RuleName } from './validation.types';

/**
 * The default message of every rule, exactly as spec section 5 words them. `{0}` is the field's label,
 * `{1}` and `{2}` the rule's parameters. The text area, title, city and business name wordings (not shown by the
 * spec) list the characters their patterns allow. `custom` has no default: a custom rule returns its own message.
 * The en-US texts of the catalogues' `validation` area: another locale's catalogue carries its own, which
 * `useValidator` (and `useValidationMessages()`) lays over these.
 */
export const MESSAGES = {
  required: '{0} is required',
  acceptance: '{0} must be accepted',
  min: '{0} must be greater than or equal to {1}',
  max: '{0} must be less than or equal to {1}',
  range: '{0} must be between {1} and {2}',
  length: '{0} must be {1} characters',
  minLength: '{0} must be at least {1} characters',
  maxLength: '{0} cannot exceed {1} characters',
  rangeLength: '{0} must be between {1} and {2} characters',
  oneOf: '{0} must be one of: {1}',
  containsNoneOf: '{0} must not contain: {1}',
  equalTo: '{0} must be the same as {1}',
  pattern: 'Is this a valid {0}?',
  creditCard: 'Must be a valid credit card number',
  creditCardSecurityCode: 'Must be a 3 or 4 digit number',
  validateHours: 'Please enter a valid time: ##:## AM or PM',
  date: 'Must be a valid date',
  phoneNumber: 'Must enter a valid 10-digit phone number',
  password: 'Must be at least 8 characters. No more than 2 consecutive repeated characters',
  email: 'Must enter a valid email address',
  postalCode: 'Must enter a valid ZIP code',
  textArea:
    '{0} can only contain letters, numbers, spaces, line breaks and these symbols: . , ! ? \' " - ( ) : ; & / @ # $ % + * = _',
  title: "{0} can only contain letters, numbers, spaces and these symbols: . , ' - & ( ) : ! ?",
  city: "{0} can only contain letters, spaces and these symbols: . ' - (and must start with a letter)",
  businessName: "{0} can only contain letters, numbers, spaces and these symbols: . , ' - & ( ) / + # @ !",
} as const satisfies Record<Exclude<RuleName, 'custom'>, string> & ValidationTexts;

/** A rule that has a default message. */
export type MessageKey = keyof typeof MESSAGES;

/** Fills `{0}`, `{1}`, `{2}`... in a message with the given arguments (missing ones are left as written). */
export function formatValidationMessage(template: string, ...args: readonly unknown[]): string {
  return template.replace(/\{(\d)\}/g, (placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? placeholder : String(arg);
  });
}

/**
 * A field name in sentence case, for messages: `firstName` gives 'First name', `zip_code` 'Zip code',
 * `homeURL` 'Home URL', `address.city` 'Address city', `emails.0` 'Emails' (numeric path segments dropped).
 */
export function toSentenceCase(name: string): string {
  return labelOf(name);
}

/** Labels are computed on every validation, so the few field names of a form are remembered (bounded). */
const labelOf = /* @__PURE__ */ memoByKey((name: string) => sentenceCase(name), 500);

function sentenceCase(name: string): string {
  const words = name
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join(' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words
    .map((word, index) => {
      const isAcronym = word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
      if (isAcronym) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}
