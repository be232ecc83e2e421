import { validate } from './validate';
import type { FieldRules, FormValues } from './validation.types';

/** One row per rule: its rules, values that pass, values that fail and the exact message they give. */
const cases: ReadonlyArray<{ rule: string; rules: FieldRules; pass: unknown[]; fail: unknown[]; message: string }> = [
  {
    rule: 'required',
    rules: { required: true },
    pass: ['x', 0, false, ['a'], {}],
    fail: [undefined, null, '', '   ', [], NaN],
    message: 'Field is required',
  },
  {
    rule: 'acceptance',
    rules: { acceptance: true },
    pass: [true, 'true', 'on', 'yes', '1', 1],
    fail: [false, undefined, '', 'no', 0, 'TRUE'],
    message: 'Field must be accepted',
  },
  {
    rule: 'min',
    rules: { min: 5 },
    pass: [5, '5', 10.5, '1,000'],
    fail: [4.99, '4', -5, 'abc', '5a', {}],
    message: 'Field must be greater than or equal to 5',
  },
  {
    rule: 'max',
    rules: { max: 5 },
    pass: [5, '-1,000', 0],
    fail: [5.01, '6', 'abc', Infinity],
    message: 'Field must be less than or equal to 5',
  },
  {
    rule: 'range',
    rules: { range: [1, 10] },
    pass: [1, 10, '5.5'],
    fail: [0, 11, '10.01', 'x'],
    message: 'Field must be between 1 and 10',
  },
  {
    rule: 'length',
    rules: { length: 5 },
    pass: ['abcde', 12345, '😀bcde'],
    fail: ['abcd', 'abcdef', {}],
    message: 'Field must be 5 characters',
  },
  {
    rule: 'minLength',
    rules: { minLength: 3 },
    pass: ['abc', 'abcd'],
    fail: ['ab', '😀😀'],
    message: 'Field must be at least 3 characters',
  },
  {
    rule: 'maxLength',
    rules: { maxLength: 3 },
    pass: ['abc', '😀😀😀'],
    fail: ['abcd', 1234],
    message: 'Field cannot exceed 3 characters',
  },
  {
    rule: 'rangeLength',
    rules: { rangeLength: [2, 4] },
    pass: ['ab', 'abcd'],
    fail: ['a', 'abcde'],
    message: 'Field must be between 2 and 4 characters',
  },
  {
    rule: 'oneOf',
    rules: { oneOf: ['a', 'b', 3] },
    pass: ['a', 3, ['a', 'b']],
    fail: ['c', '3', ['a', 'c']],
    message: 'Field must be one of: a, b, 3',
  },
  {
    rule: 'containsNoneOf',
    rules: { containsNoneOf: ['spam', 'http'] },
    pass: ['hello', 'sp am'],
    fail: ['SPAM here', 'see http://x', ['ok', 'spam']],
    message: 'Field must not contain: spam, http',
  },
  {
    rule: 'pattern',
    rules: { pattern: /^[a-z]+$/ },
    pass: ['abc'],
    fail: ['ABC', 'a1', {}],
    message: 'Is this a valid Field?',
  },
  {
    rule: 'date',
    rules: { date: true },
    pass: ['02/29/2024', new Date(2024, 1, 29)],
    fail: ['02/29/2023', '2024-02-29', new Date('x'), 20240229],
    message: 'Must be a valid date',
  },
  {
    rule: 'date (dd.MM.yyyy)',
    rules: { date: 'dd.MM.yyyy' },
    pass: ['29.02.2024'],
    fail: ['02.29.2024', '29/02/2024'],
    message: 'Must be a valid date',
  },
  {
    rule: 'textArea',
    rules: { textArea: true },
    pass: ['Line one.\nLine two!'],
    fail: ['<b>bold</b>', '{x}'],
    message:
      'Field can only contain letters, numbers, spaces, line breaks and these symbols: . , ! ? \' " - ( ) : ; & / @ # $ % + * = _',
  },
  {
    rule: 'password',
    rules: { password: true },
    pass: ['correct horse 1!'],
    fail: ['short1!', 'paaassword', 'pässwörd1', 11123456],
    message: 'Must be at least 8 characters. No more than 2 consecutive repeated characters',
  },
  {
    rule: 'phoneNumber',
    rules: { phoneNumber: true },
    pass: ['(212) 555-1234', 2125551234],
    fail: ['112-555-1234', '555-1234'],
    message: 'Must enter a valid 10-digit phone number',
  },
  {
    rule: 'title',
    rules: { title: true },
    pass: ["Owner's Guide: Roofs & More!"],
    fail: ['Roofs; DROP TABLE'],
    message: "Field can only contain letters, numbers, spaces and these symbols: . , ' - & ( ) : ! ?",
  },
  {
    rule: 'city',
    rules: { city: true },
    pass: ["St. John's"],
    fail: ['Denver 80202', '-Denver'],
    message: "Field can only contain letters, spaces and these symbols: . ' - (and must start with a letter)",
  },
  {
    rule: 'businessName',
    rules: { businessName: true },
    pass: ["Bob's Roofing & Sons, Inc."],
    fail: ['Acme <script>'],
    message: "Field can only contain letters, numbers, spaces and these symbols: . , ' - & ( ) / + # @ !",
  },
  {
    rule: 'creditCard',
    rules: { creditCard: true },
    pass: ['4111 1111 1111 1111'],
    fail: ['4111 1111 1111 1112', '1234567890123'],
    message: 'Must be a valid credit card number',
  },
  {
    rule: 'creditCardSecurityCode',
    rules: { creditCardSecurityCode: true },
    pass: ['123', '1234', 123],
    fail: ['12', '12345', 'abc'],
    message: 'Must be a 3 or 4 digit number',
  },
  {
    rule: 'validateHours',
    rules: { validateHours: true },
    pass: ['09:30 AM', '12:15 pm'],
    fail: ['13:30 PM', '09:30'],
    message: 'Please enter a valid time: ##:## AM or PM',
  },
  {
    rule: 'email',
    rules: { email: true },
    pass: ['a@b.co'],
    fail: ['a@b', 'a b@c.com', ['a@b.co']],
    message: 'Must enter a valid email address',
  },
  {
    rule: 'postalCode',
    rules: { postalCode: true },
    pass: ['10001', '10001-1234'],
    fail: ['1000', '10001-12', 10001.5],
    message: 'Must enter a valid ZIP code',
  },
];

describe.each(cases)('given the $rule rule', ({ rules, pass, fail, message }) => {
  const check = (value: unknown) => validate({ field: value }, { field: rules });

  it.each(pass.map((value) => [value]))('should pass %p', (value) => {
    expect(check(value)).toEqual({ valid: true, errors: {} });
  });

  it.each(fail.map((value) => [value]))(`should fail %p with '${message}'`, (value) => {
    expect(check(value)).toEqual({ valid: false, errors: { field: message } });
  });
});

describe('given the equalTo rule', () => {
  const rules = { password: {}, confirmPassword: { equalTo: 'password' } };
  const check = (values: FormValues) => validate(values, rules).errors.confirmPassword;

  it('should pass when both values are the same', () => {
    expect(check({ password: 'abc', confirmPassword: 'abc' })).toBeUndefined();
  });

  it('should fail with the other field label when they differ', () => {
    expect(check({ password: 'abc', confirmPassword: 'abd' })).toBe('Confirm password must be the same as Password');
  });

  it('should fail when only the other field has a value (it sees empty values)', () => {
    expect(check({ password: 'abc', confirmPassword: '' })).toBe('Confirm password must be the same as Password');
  });

  it('should pass when both are empty', () => {
    expect(check({ password: '', confirmPassword: undefined })).toBeUndefined();
  });

  it("should use the other field's own label", () => {
    const labelled = { pw: { label: 'New password' }, again: { equalTo: 'pw' } };
    expect(validate({ pw: 'a', again: 'b' }, labelled).errors.again).toBe('Again must be the same as New password');
  });
});

describe('given a conditional required rule', () => {
  const rules: Record<string, FieldRules> = {
    contactBy: {},
    phone: { required: (values) => values.contactBy === 'phone', phoneNumber: true },
  };

  it('should require the field when the condition holds', () => {
    expect(validate({ contactBy: 'phone' }, rules).errors.phone).toBe('Phone is required');
  });

  it('should let an empty field pass when the condition does not hold', () => {
    expect(validate({ contactBy: 'email' }, rules).valid).toBe(true);
  });

  it('should still check the other rules of a filled field', () => {
    expect(validate({ contactBy: 'email', phone: '123' }, rules).errors.phone).toBe(
      'Must enter a valid 10-digit phone number',
    );
  });
});

describe('given an empty value and rules other than required', () => {
  it.each(cases.filter(({ rule }) => rule !== 'required' && rule !== 'acceptance'))(
    'should let $rule pass an empty value',
    ({ rules }) => {
      for (const empty of [undefined, null, '', '  ', []]) {
        expect(validate({ field: empty }, { field: rules }).valid).toBe(true);
      }
    },
  );
});
