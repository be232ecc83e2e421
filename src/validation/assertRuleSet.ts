/**
 * Checks a rule set's configuration and throws a developer error on a mistake, so a typo never turns into a rule
 * that silently passes. Checked rule sets are remembered by identity (a rule set is treated as immutable).
 */
import { DATE_FORMATS } from './patterns';
import { RULE_ORDER } from './rules';
import type { FieldRules, RuleSet } from './validation.types';

const PREFIX = '[@roofline/chrome] Invalid validation rules:';

const BOOLEAN_RULES = [
  'acceptance',
  'textArea',
  'password',
  'phoneNumber',
  'title',
  'city',
  'businessName',
  'creditCard',
  'creditCardSecurityCode',
  'validateHours',
  'email',
  'postalCode',
] as const;

/** Every key a `FieldRules` object may have. */
export const FIELD_RULE_KEYS: readonly string[] = [...RULE_ORDER, 'label', 'message', 'each'];

const checked = new WeakSet<object>();

function fail(where: string, problem: string): never {
  throw new Error(`${PREFIX} ${where} ${problem}`);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isCount(value: unknown): value is number {
  return isFiniteNumber(value) && Number.isInteger(value) && value >= 0;
}

function assertPair(where: string, value: unknown, isItem: (item: unknown) => boolean, kind: string): void {
  if (!Array.isArray(value) || value.length !== 2 || !isItem(value[0]) || !isItem(value[1])) {
    fail(where, `must be a pair [low, high] of ${kind}, got ${describe(value)}.`);
  }
  if (value[0] > value[1]) fail(where, `has low ${value[0]} greater than high ${value[1]}.`);
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (value instanceof RegExp) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function assertFieldRules(field: string, rules: unknown, ruleSet: RuleSet): void {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
    fail(`field "${field}"`, `must have an object of rules, got ${describe(rules)}.`);
  }
  const fieldRules = rules as FieldRules & Record<string, unknown>;
  const at = (key: string) => `rule "${key}" of field "${field}"`;
  for (const key of Object.keys(fieldRules)) {
    if (!FIELD_RULE_KEYS.includes(key)) {
      fail(`field "${field}"`, `has an unknown rule "${key}". Known rules: ${FIELD_RULE_KEYS.join(', ')}.`);
    }
  }
  const has = (key: string) => fieldRules[key] !== undefined;
  for (const key of ['label', 'message'] as const) {
    if (has(key) && typeof fieldRules[key] !== 'string')
      fail(at(key), `must be a string, got ${describe(fieldRules[key])}.`);
  }
  if (has('required') && typeof fieldRules.required !== 'boolean' && typeof fieldRules.required !== 'function') {
    fail(at('required'), `must be a boolean or a function of the values, got ${describe(fieldRules.required)}.`);
  }
  for (const key of BOOLEAN_RULES) {
    if (has(key) && typeof fieldRules[key] !== 'boolean')
      fail(at(key), `must be true or false, got ${describe(fieldRules[key])}.`);
  }
  for (const key of ['min', 'max'] as const) {
    if (has(key) && !isFiniteNumber(fieldRules[key]))
      fail(at(key), `must be a finite number, got ${describe(fieldRules[key])}.`);
  }
  if (has('min') && has('max') && (fieldRules.min as number) > (fieldRules.max as number)) {
    fail(`field "${field}"`, `has min ${fieldRules.min} greater than max ${fieldRules.max}.`);
  }
  if (has('range')) assertPair(at('range'), fieldRules.range, isFiniteNumber, 'finite numbers');
  for (const key of ['length', 'minLength', 'maxLength'] as const) {
    if (has(key) && !isCount(fieldRules[key]))
      fail(at(key), `must be a whole number 0 or more, got ${describe(fieldRules[key])}.`);
  }
  if (has('minLength') && has('maxLength') && (fieldRules.minLength as number) > (fieldRules.maxLength as number)) {
    fail(`field "${field}"`, `has minLength ${fieldRules.minLength} greater than maxLength ${fieldRules.maxLength}.`);
  }
  if (has('rangeLength')) assertPair(at('rangeLength'), fieldRules.rangeLength, isCount, 'whole numbers 0 or more');
  if (has('oneOf') && (!Array.isArray(fieldRules.oneOf) || fieldRules.oneOf.length === 0)) {
    fail(at('oneOf'), `must be a non-empty array, got ${describe(fieldRules.oneOf)}.`);
  }
  if (has('containsNoneOf')) {
    const list = fieldRules.containsNoneOf;
    if (!Array.isArray(list) || list.length === 0 || !list.every((term) => typeof term === 'string' && term !== '')) {
      fail(at('containsNoneOf'), `must be a non-empty array of non-empty strings, got ${describe(list)}.`);
    }
  }
  if (has('equalTo')) {
    const other = fieldRules.equalTo;
    if (typeof other !== 'string') fail(at('equalTo'), `must be the name of another field, got ${describe(other)}.`);
    if (other === field) fail(at('equalTo'), 'names the field itself.');
    if (!Object.prototype.hasOwnProperty.call(ruleSet, other)) {
      fail(
        at('equalTo'),
        `names "${other}", which has no entry in the rule set (add "${other}": {} if it has no rules).`,
      );
    }
  }
  if (has('pattern') && !(fieldRules.pattern instanceof RegExp)) {
    fail(at('pattern'), `must be a RegExp, got ${describe(fieldRules.pattern)}.`);
  }
  if (has('date') && fieldRules.date !== true && !DATE_FORMATS.includes(fieldRules.date as never)) {
    fail(at('date'), `must be true or one of ${DATE_FORMATS.join(', ')}, got ${describe(fieldRules.date)}.`);
  }
  if (has('custom')) {
    const custom = fieldRules.custom;
    const list: readonly unknown[] = Array.isArray(custom) ? custom : [custom];
    if (!list.every((rule) => typeof rule === 'function')) {
      fail(at('custom'), `must be a function or an array of functions, got ${describe(custom)}.`);
    }
  }
  if (has('each')) assertFieldRules(`${field}[each]`, fieldRules.each, ruleSet);
}

/** Throws a clear developer `Error` when a rule set is misconfigured; returns it unchanged otherwise. */
export function assertRuleSet<T extends RuleSet>(ruleSet: T): T {
  if (checked.has(ruleSet)) return ruleSet;
  if (ruleSet === null || typeof ruleSet !== 'object' || Array.isArray(ruleSet)) {
    throw new Error(`${PREFIX} the rule set must be an object keyed by field name, got ${describe(ruleSet)}.`);
  }
  for (const [field, rules] of Object.entries(ruleSet)) assertFieldRules(field, rules, ruleSet);
  checked.add(ruleSet);
  return ruleSet;
}
