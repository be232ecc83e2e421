import { validate, validateAsync, validateField, validateFieldAsync } from './validate';
import type { FormValues, RuleSet } from './validation.types';

describe('given labels', () => {
  it('should show the field name in sentence case by default', () => {
    expect(validate({}, { firstName: { required: true } }).errors).toEqual({ firstName: 'First name is required' });
  });

  it('should show the label rule when given', () => {
    expect(validate({}, { fn: { required: true, label: 'Given name' } }).errors).toEqual({
      fn: 'Given name is required',
    });
  });
});

describe('given a field message', () => {
  const rules: RuleSet = { age: { required: true, range: [18, 99], message: '{0} must be {1} to {2}' } };

  it('should replace the default message of every rule, with placeholders filled', () => {
    expect(validate({ age: 12 }, rules).errors.age).toBe('Age must be 18 to 99');
    expect(validate({ age: '' }, rules).errors.age).toBe('Age must be {1} to {2}');
  });

  it('should leave the messages of custom rules as they are', () => {
    const custom = { code: { message: 'Bad code', custom: () => 'Taken' } };
    expect(validate({ code: 'x' }, custom).errors.code).toBe('Taken');
  });
});

describe('given several failing rules on one field', () => {
  it('should report only the first in rule order', () => {
    const rules: RuleSet = { email: { maxLength: 3, email: true, required: true } };
    expect(validate({ email: '' }, rules).errors.email).toBe('Email is required');
    expect(validate({ email: 'abcd' }, rules).errors.email).toBe('Must enter a valid email address');
    expect(validate({ email: 'a@bc.de' }, rules).errors.email).toBe('Email cannot exceed 3 characters');
  });

  it('should report every failing field', () => {
    const result = validate({ a: '', b: 'x' }, { a: { required: true }, b: { minLength: 2 }, c: {} });
    expect(result).toEqual({ valid: false, errors: { a: 'A is required', b: 'B must be at least 2 characters' } });
  });
});

describe('given an array field with each', () => {
  const rules: RuleSet = { emails: { required: true, maxLength: 3, each: { required: true, email: true } } };

  it('should key item errors field.index', () => {
    const result = validate({ emails: ['a@b.co', 'nope', ''] }, rules);
    expect(result.errors).toEqual({ 'emails.1': 'Must enter a valid email address', 'emails.2': 'Emails is required' });
  });

  it('should check the array itself too (count of items)', () => {
    const result = validate({ emails: ['a@b.co', 'c@d.co', 'e@f.co', 'g@h.co'] }, rules);
    expect(result.errors).toEqual({ emails: 'Emails cannot exceed 3 characters' });
  });

  it('should use the item label when each has one', () => {
    const labelled: RuleSet = { phones: { each: { label: 'Phone', required: true } } };
    expect(validate({ phones: [''] }, labelled).errors).toEqual({ 'phones.0': 'Phone is required' });
  });

  it('should validate nested arrays as field.i.j', () => {
    const nested: RuleSet = { grid: { each: { each: { min: 0 } } } };
    expect(validate({ grid: [[1], [2, -1]] }, nested).errors).toEqual({
      'grid.1.1': 'Grid must be greater than or equal to 0',
    });
  });

  it('should ignore each for a value that is not an array', () => {
    expect(validate({ emails: 'a@b.co' }, { emails: { each: { email: true, minLength: 50 } } }).valid).toBe(true);
  });
});

describe('given nested values', () => {
  it('should read a dot path', () => {
    const rules: RuleSet = { 'address.city': { required: true, city: true } };
    expect(validate({ address: { city: '' } }, rules).errors).toEqual({ 'address.city': 'Address city is required' });
    expect(validate({ address: { city: 'Denver' } }, rules).valid).toBe(true);
  });

  it('should prefer a key written with a dot', () => {
    expect(validate({ 'a.b': 'x', a: { b: '' } }, { 'a.b': { required: true } }).valid).toBe(true);
  });
});

describe('given custom rules', () => {
  it('should report the returned message with {0} filled', () => {
    const rules: RuleSet = { nickname: { custom: (value) => (value === 'admin' ? '{0} is reserved' : undefined) } };
    expect(validate({ nickname: 'admin' }, rules).errors.nickname).toBe('Nickname is reserved');
    expect(validate({ nickname: 'bob' }, rules).valid).toBe(true);
  });

  it('should run after the built-in rules and in the given order, stopping at the first message', () => {
    const second = jest.fn(() => 'second');
    const rules: RuleSet = { code: { minLength: 2, custom: [() => null, () => 'first', second] } };
    expect(validate({ code: 'a' }, rules).errors.code).toBe('Code must be at least 2 characters');
    expect(validate({ code: 'ab' }, rules).errors.code).toBe('first');
    expect(second).not.toHaveBeenCalled();
  });

  it('should receive the value and all values, even when the value is empty', () => {
    const custom = jest.fn((_value: unknown, values: FormValues) => (values.phone || values.email ? null : 'Give one'));
    const result = validate({ phone: '', email: undefined }, { phone: { custom }, email: {} });
    expect(custom).toHaveBeenCalledWith('', { phone: '', email: undefined });
    expect(result.errors).toEqual({ phone: 'Give one' });
  });

  it('should throw a developer error when a custom rule returns a Promise to validate', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const rules: RuleSet = { user: { custom: () => Promise.reject(new Error('network down')) } };
      expect(() => validate({ user: 'x' }, rules)).toThrow(
        /custom rule of field "user" returned a Promise.*validateAsync/,
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      // The abandoned promise's rejection is handled, so nothing surfaces as an unhandled rejection.
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('given validateAsync', () => {
  it('should await async custom rules', async () => {
    const rules: RuleSet = {
      username: { required: true, custom: async (value) => (value === 'taken' ? 'Username is taken' : undefined) },
    };
    await expect(validateAsync({ username: 'taken' }, rules)).resolves.toEqual({
      valid: false,
      errors: { username: 'Username is taken' },
    });
    await expect(validateAsync({ username: 'free' }, rules)).resolves.toEqual({ valid: true, errors: {} });
  });

  it('should give the same result as validate for sync rules', async () => {
    const rules: RuleSet = { a: { required: true }, b: { email: true }, c: { each: { postalCode: true } } };
    const values = { a: '', b: 'x', c: ['1'] };
    await expect(validateAsync(values, rules)).resolves.toEqual(validate(values, rules));
  });

  it('should skip async custom rules once a built-in rule failed', async () => {
    const lookup = jest.fn(async () => 'taken');
    await validateAsync({ username: '' }, { username: { required: true, custom: lookup } });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('should reject when a custom rule rejects', async () => {
    const rules: RuleSet = { username: { custom: async () => Promise.reject(new Error('lookup failed')) } };
    await expect(validateAsync({ username: 'x' }, rules)).rejects.toThrow('lookup failed');
  });
});

describe('given validateField', () => {
  const rules: RuleSet = { email: { required: true, email: true }, zips: { each: { postalCode: true } } };

  it('should give the message of one field', () => {
    expect(validateField('email', { email: 'x' }, rules)).toBe('Must enter a valid email address');
    expect(validateField('email', { email: 'a@b.co' }, rules)).toBeUndefined();
  });

  it('should give the message of one array item', () => {
    expect(validateField('zips.1', { zips: ['10001', '1'] }, rules)).toBe('Must enter a valid ZIP code');
  });

  it('should give undefined for a field without rules', () => {
    expect(validateField('other', { other: '' }, rules)).toBeUndefined();
  });

  it('should have an async twin', async () => {
    const asyncRules: RuleSet = { code: { custom: async () => 'No' } };
    await expect(validateFieldAsync('code', {}, asyncRules)).resolves.toBe('No');
    await expect(validateFieldAsync('missing', {}, asyncRules)).resolves.toBeUndefined();
  });
});

describe('given purity', () => {
  it('should not change the values or the rules', () => {
    const values = { emails: ['x'], name: '' };
    const rules: RuleSet = { emails: { each: { email: true } }, name: { required: true } };
    const before = JSON.stringify({ values, rules });
    validate(values, rules);
    expect(JSON.stringify({ values, rules })).toBe(before);
  });

  it('should give the same answer twice for a global pattern', () => {
    const rules: RuleSet = { code: { pattern: /^ab/g } };
    expect(validate({ code: 'abc' }, rules).valid).toBe(true);
    expect(validate({ code: 'abc' }, rules).valid).toBe(true);
  });

  it('should treat missing values as empty', () => {
    expect(validate(undefined as unknown as FormValues, { a: { required: true } }).errors).toEqual({
      a: 'A is required',
    });
  });
});
