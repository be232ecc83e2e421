import { FIELD_RULE_KEYS, assertRuleSet } from './assertRuleSet';
import { validate } from './validate';
import type { FieldRules, RuleSet } from './validation.types';

const bad = (rules: unknown) => () => validate({}, rules as RuleSet);

describe('given a misconfigured rule set', () => {
  it.each([
    [
      'an unknown rule',
      { email: { emial: true } },
      /field "email" has an unknown rule "emial"\. Known rules: required/,
    ],
    ['a rule set that is not an object', [], /rule set must be an object/],
    ['field rules that are not an object', { email: true }, /field "email" must have an object of rules/],
    ['a non-string label', { a: { label: 3 } }, /rule "label" of field "a" must be a string/],
    ['a non-string message', { a: { message: null } }, /rule "message" of field "a" must be a string/],
    [
      'required as a string',
      { a: { required: 'yes' } },
      /rule "required" of field "a" must be a boolean or a function/,
    ],
    ['a boolean rule given a string', { a: { email: 'true' } }, /rule "email" of field "a" must be true or false/],
    ['min as a string', { a: { min: '5' } }, /rule "min" of field "a" must be a finite number, got "5"/],
    ['max as NaN', { a: { max: NaN } }, /rule "max" of field "a" must be a finite number/],
    ['min greater than max', { a: { min: 5, max: 1 } }, /field "a" has min 5 greater than max 1/],
    [
      'a range with low above high',
      { a: { range: [10, 1] } },
      /rule "range" of field "a" has low 10 greater than high 1/,
    ],
    ['a range of one number', { a: { range: [1] } }, /rule "range" of field "a" must be a pair \[low, high\]/],
    ['a negative length', { a: { length: -1 } }, /rule "length" of field "a" must be a whole number 0 or more/],
    ['a fractional minLength', { a: { minLength: 1.5 } }, /rule "minLength" of field "a" must be a whole number/],
    ['minLength above maxLength', { a: { minLength: 5, maxLength: 2 } }, /has minLength 5 greater than maxLength 2/],
    ['a rangeLength with low above high', { a: { rangeLength: [4, 2] } }, /rule "rangeLength" of field "a" has low 4/],
    ['an empty oneOf', { a: { oneOf: [] } }, /rule "oneOf" of field "a" must be a non-empty array/],
    ['containsNoneOf with an empty string', { a: { containsNoneOf: ['x', ''] } }, /rule "containsNoneOf" of field "a"/],
    [
      'equalTo a field missing from the rules',
      { a: { equalTo: 'b' } },
      /rule "equalTo" of field "a" names "b", which has no entry/,
    ],
    ['equalTo the field itself', { a: { equalTo: 'a' } }, /rule "equalTo" of field "a" names the field itself/],
    ['equalTo not a string', { a: { equalTo: 1 } }, /rule "equalTo" of field "a" must be the name of another field/],
    [
      'a string pattern',
      { a: { pattern: '^\\d+$' } },
      /rule "pattern" of field "a" must be a RegExp, got "\^\\\\d\+\$"/,
    ],
    [
      'an unknown date format',
      { a: { date: 'yyyy-MM-dd' } },
      /rule "date" of field "a" must be true or one of MM\/dd\/yyyy/,
    ],
    ['date: false', { a: { date: false } }, /rule "date" of field "a" must be true or one of/],
    [
      'a custom rule that is not a function',
      { a: { custom: 'check' } },
      /rule "custom" of field "a" must be a function or an array/,
    ],
    ['a custom list with a non-function', { a: { custom: [() => null, 1] } }, /rule "custom" of field "a"/],
    ['a bad rule inside each', { a: { each: { maxLenght: 3 } } }, /field "a\[each\]" has an unknown rule "maxLenght"/],
  ])('should throw a developer error for %s', (_case, rules, message) => {
    expect(bad(rules)).toThrow(message);
    expect(bad(rules)).toThrow(/^\[@roofline\/chrome\] Invalid validation rules:/);
  });
});

describe('given a valid rule set', () => {
  it('should return it unchanged', () => {
    const rules: RuleSet = {
      a: { required: () => true, range: [1, 1], custom: [() => null], date: 'MMddyyyy' },
      b: {},
    };
    expect(assertRuleSet(rules)).toBe(rules);
  });

  it('should know exactly the keys of FieldRules', () => {
    // A key added to FieldRules but not to the engine fails to compile here or fails this test.
    const keys: Record<keyof FieldRules, true> = {
      label: true,
      message: true,
      required: true,
      acceptance: true,
      min: true,
      max: true,
      range: true,
      length: true,
      minLength: true,
      maxLength: true,
      rangeLength: true,
      oneOf: true,
      containsNoneOf: true,
      equalTo: true,
      pattern: true,
      date: true,
      textArea: true,
      password: true,
      phoneNumber: true,
      title: true,
      city: true,
      businessName: true,
      creditCard: true,
      creditCardSecurityCode: true,
      validateHours: true,
      email: true,
      postalCode: true,
      custom: true,
      each: true,
    };
    expect([...FIELD_RULE_KEYS].sort()).toEqual(Object.keys(keys).sort());
  });

  it('should accept undefined for any rule (an unset option)', () => {
    expect(() => assertRuleSet({ a: { min: undefined, pattern: undefined, label: undefined } })).not.toThrow();
  });
});
