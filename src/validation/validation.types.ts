/** The values of a form, keyed by field name. Nested paths (`address.city`, `emails.0`) are read too. */
export type FormValues = Record<string, unknown>;

/** The message returned by a custom rule when the value is invalid; nothing when it is valid. */
export type CustomRuleResult = string | undefined | null;

/**
 * A custom rule: returns a message when the value is invalid, nothing (`undefined`/`null`/'') when it is valid.
 * It may return a Promise only on the async paths (`validateAsync`, `createResolver`, `useValidator`'s
 * `validateAsync`/`handleSubmit`); the sync `validate` throws a developer error when it gets one.
 * A `{0}` in the returned message is filled with the field's label.
 */
export type CustomRule = (value: unknown, values: FormValues) => CustomRuleResult | Promise<CustomRuleResult>;

/** The date formats the `date` rule accepts. `true` means `'MM/dd/yyyy'`. */
export type DateFormat =
  'MM/dd/yyyy' | 'dd/MM/yyyy' | 'MM-dd-yyyy' | 'dd-MM-yyyy' | 'MM.dd.yyyy' | 'dd.MM.yyyy' | 'MMddyyyy';

/**
 * The rules of one field. Every rule but `required`, `acceptance`, `equalTo` and `custom` passes an empty value
 * (undefined, null, a blank string, an empty array): combine with `required` to demand a value.
 * Rules run in a fixed order (see `RULE_ORDER`) and the first failing one gives the field's message.
 */
export interface FieldRules {
  /** Shown in messages as `{0}`. @default sentence case of the field name (`firstName` gives 'First name') */
  label?: string | undefined;
  /** Replaces every default message of this field (`{0}`, `{1}`, `{2}` are filled as in the default). */
  message?: string | undefined;
  /** The value must not be empty; a function makes it conditional on the other values. */
  required?: boolean | ((values: FormValues) => boolean) | undefined;
  /** The value must be an acceptance: `true`, 'true', 'on', 'yes', '1' or 1 (a ticked checkbox). */
  acceptance?: boolean | undefined;
  /** The value must be a number greater than or equal to this. */
  min?: number | undefined;
  /** The value must be a number less than or equal to this. */
  max?: number | undefined;
  /** The value must be a number between both bounds, inclusive. */
  range?: readonly [number, number] | undefined;
  /** The value must have exactly this many characters. */
  length?: number | undefined;
  /** The value must have at least this many characters. */
  minLength?: number | undefined;
  /** The value must have at most this many characters. */
  maxLength?: number | undefined;
  /** The value's character count must be between both bounds, inclusive. */
  rangeLength?: readonly [number, number] | undefined;
  /** The value must be one of these (compared with `Object.is`). */
  oneOf?: readonly unknown[] | undefined;
  /** The value must not contain any of these strings (case-insensitive). */
  containsNoneOf?: readonly string[] | undefined;
  /** The value must equal the value of this other field (which must have an entry in the rule set). */
  equalTo?: string | undefined;
  /** The value must match this regular expression. */
  pattern?: RegExp | undefined;
  /** The value must be a real calendar date in this format. `true` means 'MM/dd/yyyy'. */
  date?: true | DateFormat | undefined;
  /** Letters, digits, spaces, line breaks and common punctuation only (see `TEXT_AREA_PATTERN`). */
  textArea?: boolean | undefined;
  /** 8 to 120 letters, digits, spaces or ASCII symbols, no character three times in a row. */
  password?: boolean | undefined;
  /** A 10-digit US phone number whose first digit is 2 to 9 (spaces, dashes, dots and brackets are ignored). */
  phoneNumber?: boolean | undefined;
  /** Letters, digits, spaces and `. , ' - & ( ) : ! ?` only (see `TITLE_PATTERN`). */
  title?: boolean | undefined;
  /** Letters, spaces and `. ' -`, starting with a letter (see `CITY_PATTERN`). */
  city?: boolean | undefined;
  /** Letters, digits, spaces and `. , ' - & ( ) / + # @ !` only (see `BUSINESS_NAME_PATTERN`). */
  businessName?: boolean | undefined;
  /** A 13 to 19 digit Visa, Mastercard, Amex, Diners, Discover or JCB number that passes Luhn. */
  creditCard?: boolean | undefined;
  /** A 3 or 4 digit card security code. */
  creditCardSecurityCode?: boolean | undefined;
  /** A 12-hour time with AM or PM, for example '09:30 AM'. */
  validateHours?: boolean | undefined;
  /** The loose email pattern (see `EMAIL_PATTERN`). */
  email?: boolean | undefined;
  /** A US ZIP code: 5 digits, optionally a dash and 4 more. */
  postalCode?: boolean | undefined;
  /** Your own checks, run after the built-in rules, even on an empty value. */
  custom?: CustomRule | readonly CustomRule[] | undefined;
  /** For array values: validate every item with these rules; errors are keyed 'field.0', 'field.1'... */
  each?: FieldRules | undefined;
}

/** The rules of a form, keyed by field name. */
export type RuleSet = Record<string, FieldRules>;

/** The outcome of a validation. */
export interface ValidationResult {
  /** True when no field failed. */
  valid: boolean;
  /** The first failing message per field (array items as 'field.0', 'field.1'...). */
  errors: Record<string, string>;
}

/** A rule name, as written in `FieldRules` (label, message and each are options, not rules). */
export type RuleName = Exclude<keyof FieldRules, 'label' | 'message' | 'each'>;
