import { validate } from '../validation';
import {
  buildSearchRules,
  combineSearchMessage,
  validateSearch,
  type SearchValidationOptions,
} from './searchValidation';

const BOTH = { validateText: true, validateZip: true };
const LONG = 'a'.repeat(513);
// 512 emoji: 1024 UTF-16 units but 512 characters, so still within the limit.
const EMOJI_512 = '\u{1F3E0}'.repeat(512);
const TEXTS: Record<string, string> = { '513 characters': LONG, '512 emoji': EMOJI_512 };

describe('validateSearch', () => {
  it.each([
    [{}, '', '', true, null],
    [{ validateText: true }, '', '10001', false, 'Please enter a project'],
    [{ validateText: true }, '   ', '', false, 'Please enter a project'],
    [{ validateText: true }, 'roof', '', true, null],
    [{ validateText: true }, '513 characters', '', false, 'Please enter a project'],
    [{ validateText: true }, '512 emoji', '', true, null],
    [{ validateZip: true }, '', '1234', false, 'Please enter a valid ZIP code'],
    [{ validateZip: true }, '', '', false, 'Please enter a valid ZIP code'],
    [{ validateZip: true }, '', '12345', true, null],
    [{ validateZip: true }, '', ' 12345', false, 'Please enter a valid ZIP code'],
    [BOTH, ' ', 'abcde', false, 'Please enter a valid project and ZIP code'],
    [BOTH, 'roof', '12345', true, null],
  ])('with %j, text %j and ZIP %j should give valid=%s and %j', (options, query, zip, valid, message) => {
    const result = validateSearch({ query: TEXTS[query] ?? query, zip }, options);
    expect(result.valid).toBe(valid);
    expect(result.message).toBe(message);
  });

  it('should give each failing field its own message', () => {
    expect(validateSearch({ query: '', zip: '1' }, BOTH).errors).toEqual({
      query: 'Please enter a project',
      zip: 'Please enter a valid ZIP code',
    });
    expect(validateSearch({ query: 'roof', zip: '1' }, BOTH).errors).toEqual({ zip: 'Please enter a valid ZIP code' });
  });

  it('should use replaced messages, and the defaults for the ones left undefined', () => {
    const messages = { project: 'Projet ?', zip: undefined, projectAndZip: 'Les deux' };
    expect(validateSearch({ query: '', zip: '' }, { ...BOTH, messages }).message).toBe('Les deux');
    expect(validateSearch({ query: '', zip: '12345' }, { ...BOTH, messages }).message).toBe('Projet ?');
    expect(validateSearch({ query: 'roof', zip: '' }, { ...BOTH, messages }).message).toBe(
      'Please enter a valid ZIP code',
    );
    expect(combineSearchMessage({ query: 'a', zip: 'b' }, { projectAndZip: undefined })).toBe(
      'Please enter a valid project and ZIP code',
    );
  });

  it('should describe its rules for the library validator', () => {
    expect(buildSearchRules(BOTH)).toMatchObject({
      query: { required: true, maxLength: 512, message: 'Please enter a project' },
      zip: { required: true, pattern: /^\d{5}$/, message: 'Please enter a valid ZIP code' },
    });
    expect(buildSearchRules({})).toEqual({});
  });
});

// validateSearch checks inline what buildSearchRules describes: both must answer alike.
describe('validateSearch against validate(values, buildSearchRules(options))', () => {
  const optionSets: SearchValidationOptions[] = [
    {},
    { validateText: true },
    { validateZip: true },
    BOTH,
    { ...BOTH, messages: { project: '{0} please', zip: '{0}? ({1})', projectAndZip: 'Both' } },
    { validateText: true, messages: { project: '{0} up to {1}' } },
  ];
  const values: Array<[text: string, query: string, zip: string]> = [
    ['empty', '', ''],
    ['blank', ' ', '1234'],
    ['roof', 'roof', '12345'],
    ['roof', 'roof', '123456'],
    ['roof', 'roof', '1234a'],
    ['roof', 'roof', '   '],
    ['513 characters', LONG, '12345'],
    ['512 emoji', EMOJI_512, '02134'],
  ];
  const cases = optionSets.flatMap((options) =>
    values.map(([text, query, zip]) => ({ options: JSON.stringify(options), text, zip, query, opts: options })),
  );

  it.each(cases)('with $options, text $text and ZIP "$zip"', ({ query, zip, opts: options }) => {
    const ours = validateSearch({ query, zip }, options);
    const theirs = validate({ query, zip }, buildSearchRules(options));
    expect({ valid: ours.valid, errors: ours.errors }).toEqual(theirs);
    expect(ours.message).toBe(combineSearchMessage(theirs.errors, options.messages));
  });
});

describe("validateSearch by the site's country", () => {
  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'SW1A 1A', false],
    ['GB', '10001', false],
    ['NL', '1012 AB', true],
    ['NL', '1012 SA', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'K1A0B1', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['IT', '00184', true],
    ['US', '10001', true],
    ['US', 'SW1A 1AA', false],
  ])('%s: the postal code %j should be valid=%s', (country, zip, valid) => {
    const result = validateSearch({ query: 'roof', zip }, { validateZip: true }, country);
    expect(result.valid).toBe(valid);
    expect(result.message).toBe(valid ? null : 'Please enter a valid ZIP code');
  });

  it.each(['GB', 'NL', 'CA', 'AT', 'FR'])('%s: should answer as validate(values, buildSearchRules(...))', (country) => {
    for (const zip of ['', ' ', 'SW1A 1AA', 'M1 1AA', '1012 AB', 'K1A 0B1', '1010', '75008', 'abc', '1012AB']) {
      const ours = validateSearch({ query: 'roof', zip }, BOTH, country);
      const theirs = validate({ query: 'roof', zip }, buildSearchRules(BOTH, country));
      expect({ valid: ours.valid, errors: ours.errors }).toEqual(theirs);
    }
  });
});
