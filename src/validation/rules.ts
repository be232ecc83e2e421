/**
 * The built-in rule checks. Each check gets a value that is not empty (except `acceptance` and `equalTo`, which
 * see every value) and returns the message arguments `[label, param1, param2]` when the value fails, else null.
 */
import {
  BUSINESS_NAME_PATTERN,
  CITY_PATTERN,
  CREDIT_CARD_SECURITY_CODE_PATTERN,
  HOURS_PATTERN,
  NUMBER_PATTERN,
  PASSWORD_PATTERN,
  POSTAL_CODE_PATTERN,
  TEXT_AREA_PATTERN,
  TITLE_PATTERN,
  isCreditCard,
  isEmail,
  isPhoneNumber,
  isValidDate,
} from './patterns';
import { toSentenceCase } from './messages';
import type { FieldRules, FormValues, RuleName, RuleSet } from './validation.types';

/** What a check knows besides the value. */
export interface RuleContext {
  /** All the form's values. */
  values: FormValues;
  /** The whole rule set (for `equalTo`'s other label). */
  ruleSet: RuleSet;
  /** This field's label. */
  label: string;
}

type Failure = readonly unknown[] | null;
type Check = (value: unknown, rules: FieldRules, context: RuleContext) => Failure;

/** The built-in rules in the order they run; the first failure is the field's message. `custom` runs last. */
export const RULE_ORDER = [
  'required',
  'acceptance',
  'email',
  'postalCode',
  'phoneNumber',
  'creditCard',
  'creditCardSecurityCode',
  'validateHours',
  'date',
  'password',
  'textArea',
  'title',
  'city',
  'businessName',
  'pattern',
  'min',
  'max',
  'range',
  'length',
  'minLength',
  'maxLength',
  'rangeLength',
  'oneOf',
  'containsNoneOf',
  'equalTo',
  'custom',
] as const satisfies readonly RuleName[];

/** The values `acceptance` accepts. */
export const ACCEPTED_VALUES: readonly unknown[] = [true, 'true', 'on', 'yes', '1', 1];

/** True for undefined, null, NaN, a blank string and an empty array: the values `required` refuses. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Reads a field value: an own key first (`'address.city'` as written), then a dot path (`address.city`). */
export function getValue(values: FormValues, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(values, name)) return values[name];
  let current: unknown = values;
  for (const segment of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A field's label: its `label` rule, else its name in sentence case. */
export function labelOf(name: string, rules: FieldRules | undefined): string {
  return rules?.label ?? toSentenceCase(name);
}

/** The text of a string, number or boolean value; undefined for anything else (which then fails text rules). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The number in a number or a `NUMBER_PATTERN` string (thousands commas allowed); NaN otherwise. */
function asNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && NUMBER_PATTERN.test(value.trim())) return Number(value.trim().replace(/,/g, ''));
  return NaN;
}

/** Characters in a text (Unicode code points, so an emoji counts once) or items in an array; NaN otherwise. */
function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === undefined ? NaN : Array.from(text).length;
}

function textRule(test: (text: string) => boolean): Check {
  return (value, _rules, { label }) => {
    const text = asText(value);
    return text !== undefined && test(text) ? null : [label];
  };
}

function fails(ok: boolean, ...args: readonly unknown[]): Failure {
  return ok ? null : args;
}

/** Every built-in check but `required` and `custom`, which the engine runs itself. */
export const CHECKS: Readonly<Record<Exclude<RuleName, 'required' | 'custom'>, Check>> = {
  acceptance: (value, _rules, { label }) => fails(ACCEPTED_VALUES.includes(value), label),
  email: textRule(isEmail),
  postalCode: textRule((text) => POSTAL_CODE_PATTERN.test(text)),
  phoneNumber: textRule(isPhoneNumber),
  creditCard: textRule(isCreditCard),
  creditCardSecurityCode: textRule((text) => CREDIT_CARD_SECURITY_CODE_PATTERN.test(text)),
  validateHours: textRule((text) => HOURS_PATTERN.test(text)),
  date: (value, rules, { label }) => {
    if (value instanceof Date) return fails(!Number.isNaN(value.getTime()), label);
    const text = asText(value);
    return fails(text !== undefined && isValidDate(text, rules.date === true ? undefined : rules.date), label);
  },
  password: textRule((text) => PASSWORD_PATTERN.test(text)),
  textArea: textRule((text) => TEXT_AREA_PATTERN.test(text)),
  title: textRule((text) => TITLE_PATTERN.test(text)),
  city: textRule((text) => CITY_PATTERN.test(text)),
  businessName: textRule((text) => BUSINESS_NAME_PATTERN.test(text)),
  pattern: (value, rules, { label }) => {
    const text = asText(value);
    const pattern = rules.pattern as RegExp;
    pattern.lastIndex = 0; // a `g` or `y` pattern would otherwise remember where its last match ended
    return fails(text !== undefined && pattern.test(text), label);
  },
  min: (value, rules, { label }) => fails(asNumber(value) >= (rules.min as number), label, rules.min),
  max: (value, rules, { label }) => fails(asNumber(value) <= (rules.max as number), label, rules.max),
  range: (value, rules, { label }) => {
    const [low, high] = rules.range as readonly [number, number];
    const number = asNumber(value);
    return fails(number >= low && number <= high, label, low, high);
  },
  length: (value, rules, { label }) => fails(countOf(value) === rules.length, label, rules.length),
  minLength: (value, rules, { label }) => fails(countOf(value) >= (rules.minLength as number), label, rules.minLength),
  maxLength: (value, rules, { label }) => fails(countOf(value) <= (rules.maxLength as number), label, rules.maxLength),
  rangeLength: (value, rules, { label }) => {
    const [low, high] = rules.rangeLength as readonly [number, number];
    const count = countOf(value);
    return fails(count >= low && count <= high, label, low, high);
  },
  oneOf: (value, rules, { label }) => {
    const allowed = rules.oneOf as readonly unknown[];
    const isAllowed = (item: unknown) => allowed.some((option) => Object.is(option, item));
    return fails(
      Array.isArray(value) ? value.every(isAllowed) : isAllowed(value),
      label,
      allowed.map(String).join(', '),
    );
  },
  containsNoneOf: (value, rules, { label }) => {
    const forbidden = rules.containsNoneOf as readonly string[];
    const items = Array.isArray(value) ? value : [value];
    const texts = items.map((item) => asText(item)?.toLowerCase() ?? '');
    const found = forbidden.some((term) => texts.some((text) => text.includes(term.toLowerCase())));
    return fails(!found, label, forbidden.join(', '));
  },
  equalTo: (value, rules, { values, ruleSet, label }) => {
    const otherName = rules.equalTo as string;
    const other = getValue(values, otherName);
    const same = Object.is(value, other) || (isEmptyValue(value) && isEmptyValue(other));
    return fails(same, label, labelOf(otherName, ruleSet[otherName]));
  },
};
