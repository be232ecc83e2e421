import { buildSearchRules, validateSearch } from './searchValidation';

describe('validateSearch', () => {
  it.each([
    [{}, '', '', true, null],
    [{ validateText: true }, '', '10001', false, 'Please enter a project'],
    [{ validateText: true }, 'roof', '', true, null],
    [{ validateZip: true }, '', '1234', false, 'Please enter a valid ZIP code'],
    [{ validateZip: true }, '', '12345', true, null],
    [{ validateText: true, validateZip: true }, ' ', 'abcde', false, 'Please enter a valid project and ZIP code'],
  ])('with %j, text %j and ZIP %j should give valid=%s and %j', (options, query, zip, valid, message) => {
    const result = validateSearch({ query, zip }, options);
    expect(result.valid).toBe(valid);
    expect(result.message).toBe(message);
  });

  it('should describe its rules for the library validator', () => {
    expect(buildSearchRules({ validateText: true, validateZip: true })).toMatchObject({
      query: { required: true, maxLength: 512, message: 'Please enter a project' },
      zip: { required: true, pattern: /^\d{5}$/, message: 'Please enter a valid ZIP code' },
    });
    expect(buildSearchRules({})).toEqual({});
  });
});
