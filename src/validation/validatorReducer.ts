import { assertNever } from '../shared';
import type { UseValidatorAction, UseValidatorState, ValidatorStatus } from './useValidator.types';
import type { FormValues } from './validation.types';

/** The starting state for some values. */
export function getInitialValidatorState(values: FormValues = {}): UseValidatorState {
  return { values, errors: {}, status: 'idle' };
}

function withoutKeys(errors: Record<string, string>, names: readonly string[]): Record<string, string> {
  const next = { ...errors };
  for (const name of names) delete next[name];
  return next;
}

/** Keeps 'valid'/'invalid' in step with the errors shown; 'idle' and 'validating' stay as they are. */
function statusFor(status: ValidatorStatus, errors: Record<string, string>): ValidatorStatus {
  if (status !== 'valid' && status !== 'invalid') return status;
  return Object.keys(errors).length === 0 ? 'valid' : 'invalid';
}

function withErrors(state: UseValidatorState, errors: Record<string, string>): UseValidatorState {
  return { ...state, errors, status: statusFor(state.status, errors) };
}

/** The validator's reducer: pure, one case per action. */
export function validatorReducer(state: UseValidatorState, action: UseValidatorAction): UseValidatorState {
  switch (action.type) {
    case 'fieldChange': {
      const next = { ...state, values: { ...state.values, [action.name]: action.value } };
      return action.clearError && action.name in state.errors
        ? withErrors(next, withoutKeys(state.errors, [action.name]))
        : next;
    }
    case 'functionSetValue':
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'fieldValidated': {
      if (action.message === undefined) {
        return action.name in state.errors ? withErrors(state, withoutKeys(state.errors, [action.name])) : state;
      }
      if (state.errors[action.name] === action.message) return state;
      return withErrors(state, { ...state.errors, [action.name]: action.message });
    }
    case 'formValidationStart':
      return { ...state, status: 'validating' };
    case 'formValidated': {
      const valid = Object.keys(action.errors).length === 0;
      return { values: action.values, errors: action.errors, status: valid ? 'valid' : 'invalid' };
    }
    case 'functionSetErrors': {
      const next = { ...state.errors };
      for (const [name, message] of Object.entries(action.errors)) {
        if (message === undefined) delete next[name];
        else next[name] = message;
      }
      const status = state.status === 'idle' && Object.keys(next).length > 0 ? 'invalid' : state.status;
      return { ...state, errors: next, status: statusFor(status, next) };
    }
    case 'functionClearErrors':
      return withErrors(state, action.names ? withoutKeys(state.errors, action.names) : {});
    case 'functionReset':
      return getInitialValidatorState(action.values);
    default:
      return assertNever(action);
  }
}
