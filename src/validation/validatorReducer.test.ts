import { getInitialValidatorState, validatorReducer } from './validatorReducer';
import type { UseValidatorAction, UseValidatorState } from './useValidator.types';

const state = (overrides: Partial<UseValidatorState> = {}): UseValidatorState => ({
  ...getInitialValidatorState({ a: '' }),
  ...overrides,
});

describe('given the validator reducer', () => {
  it.each<[string, UseValidatorState, UseValidatorAction, Partial<UseValidatorState>]>([
    [
      'fieldChange stores the value and clears the error when asked',
      state({ errors: { a: 'Bad', b: 'Bad' }, status: 'invalid' }),
      { type: 'fieldChange', name: 'a', value: 'x', clearError: true },
      { values: { a: 'x' }, errors: { b: 'Bad' }, status: 'invalid' },
    ],
    [
      'fieldChange keeps the error otherwise',
      state({ errors: { a: 'Bad' } }),
      { type: 'fieldChange', name: 'a', value: 'x', clearError: false },
      { values: { a: 'x' }, errors: { a: 'Bad' } },
    ],
    [
      'fieldChange clearing the last error turns invalid into valid',
      state({ errors: { a: 'Bad' }, status: 'invalid' }),
      { type: 'fieldChange', name: 'a', value: 'x', clearError: true },
      { errors: {}, status: 'valid' },
    ],
    [
      'fieldValidated with a message shows it, idle stays idle',
      state(),
      { type: 'fieldValidated', name: 'a', message: 'Bad' },
      { errors: { a: 'Bad' }, status: 'idle' },
    ],
    [
      'fieldValidated without a message clears it',
      state({ errors: { a: 'Bad' }, status: 'invalid' }),
      { type: 'fieldValidated', name: 'a', message: undefined },
      { errors: {}, status: 'valid' },
    ],
    ['formValidationStart marks validating', state(), { type: 'formValidationStart' }, { status: 'validating' }],
    [
      'formValidated stores values and errors',
      state({ status: 'validating' }),
      { type: 'formValidated', values: { a: 'y' }, errors: { a: 'Bad' } },
      { values: { a: 'y' }, errors: { a: 'Bad' }, status: 'invalid' },
    ],
    [
      'formValidated without errors is valid',
      state({ status: 'validating' }),
      { type: 'formValidated', values: { a: 'y' }, errors: {} },
      { status: 'valid' },
    ],
    [
      'functionSetValue stores a value',
      state(),
      { type: 'functionSetValue', name: 'b', value: 1 },
      { values: { a: '', b: 1 } },
    ],
    [
      'functionSetErrors sets and removes messages',
      state({ errors: { a: 'Old' } }),
      { type: 'functionSetErrors', errors: { a: undefined, b: 'Server says no' } },
      { errors: { b: 'Server says no' }, status: 'invalid' },
    ],
    [
      'functionClearErrors without names clears all',
      state({ errors: { a: 'x', b: 'y' }, status: 'invalid' }),
      { type: 'functionClearErrors', names: undefined },
      { errors: {}, status: 'valid' },
    ],
    [
      'functionReset starts over from the given values',
      state({ errors: { a: 'x' }, status: 'invalid' }),
      { type: 'functionReset', values: { a: 'z' } },
      { values: { a: 'z' }, errors: {}, status: 'idle' },
    ],
  ])('%s', (_name, before, action, expected) => {
    expect(validatorReducer(before, action)).toMatchObject(expected);
  });

  it('should return the same state when a field message does not change', () => {
    const before = state({ errors: { a: 'Bad' } });
    expect(validatorReducer(before, { type: 'fieldValidated', name: 'a', message: 'Bad' })).toBe(before);
  });

  it('should throw on an unknown action', () => {
    expect(() => validatorReducer(state(), { type: 'nope' } as never)).toThrow(/Unexpected value/);
  });
});
