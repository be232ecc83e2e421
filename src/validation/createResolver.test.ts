import type { ResolverOptions } from 'react-hook-form';
import { createResolver, toFieldErrors } from './createResolver';
import type { RuleSet } from './validation.types';

const options = (criteriaMode?: 'all' | 'firstError'): ResolverOptions<Record<string, unknown>> => ({
  fields: {},
  shouldUseNativeValidation: undefined,
  criteriaMode,
});

describe('given createResolver as a plain function', () => {
  const rules: RuleSet = { email: { required: true, email: true }, zip: { postalCode: true } };
  const resolver = createResolver(rules);

  it('should pass valid values through with no errors', async () => {
    const values = { email: 'a@b.co', zip: '' };
    const result = await resolver(values, undefined, options());
    expect(result).toEqual({ values, errors: {} });
    expect(result.values).toBe(values);
  });

  it("should give react-hook-form errors of type 'validation' with the engine's messages", async () => {
    await expect(resolver({ email: '', zip: '123' }, undefined, options())).resolves.toEqual({
      values: {},
      errors: {
        email: { type: 'validation', message: 'Email is required' },
        zip: { type: 'validation', message: 'Must enter a valid ZIP code' },
      },
    });
  });

  it("should add types when criteriaMode is 'all'", async () => {
    const result = await resolver({ email: 'x' }, undefined, options('all'));
    expect(result.errors.email).toEqual({
      type: 'validation',
      message: 'Must enter a valid email address',
      types: { validation: 'Must enter a valid email address' },
    });
  });

  it('should await async custom rules', async () => {
    const lookup = createResolver({ user: { custom: async (value) => (value === 'taken' ? 'Taken' : null) } });
    await expect(lookup({ user: 'taken' }, undefined, options())).resolves.toEqual({
      values: {},
      errors: { user: { type: 'validation', message: 'Taken' } },
    });
  });

  it('should throw where it is created when the rules are misconfigured', () => {
    expect(() => createResolver({ zip: { postalcode: true } as never })).toThrow(/unknown rule "postalcode"/);
  });
});

describe('given toFieldErrors', () => {
  const error = (message: string) => ({ type: 'validation', message });

  it('should nest array items as arrays', () => {
    const errors = toFieldErrors({ 'emails.1': 'Bad' });
    expect(Array.isArray(errors.emails)).toBe(true);
    expect((errors.emails as unknown as unknown[])[1]).toEqual(error('Bad'));
  });

  it('should nest dot paths as objects', () => {
    expect(toFieldErrors({ 'address.city': 'Bad city' })).toEqual({ address: { city: error('Bad city') } });
  });

  it("should put an array's own error in root beside its item errors, in either order", () => {
    const first = toFieldErrors({ emails: 'Too many', 'emails.0': 'Bad' }).emails as unknown as Record<string, unknown>;
    const second = toFieldErrors({ 'emails.0': 'Bad', emails: 'Too many' }).emails as unknown as Record<
      string,
      unknown
    >;
    for (const emails of [first, second]) {
      expect(emails.root).toEqual(error('Too many'));
      expect(emails[0]).toEqual(error('Bad'));
    }
  });
});
