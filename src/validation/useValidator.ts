'use client';

import {
  useCallback,
  useId,
  useMemo,
  useReducer,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { joinIds, mergeProps, mergeRefs } from '../shared/propGetters';
import { useLatestRef } from '../shared/useLatestRef';
import { assertRuleSet } from './assertRuleSet';
import { FieldRegistry, readFieldValue } from './fieldElements';
import {
  validate as validateValues,
  validateAsync as validateValuesAsync,
  validateField as validateOne,
  validateFieldAsync,
} from './validate';
import { useValidationMessages } from './useValidationMessages';
import { getInitialValidatorState, validatorReducer } from './validatorReducer';
import type {
  FieldElement,
  GetErrorPropsOptions,
  GetErrorPropsReturn,
  GetFieldPropsOptions,
  GetFieldPropsReturn,
  UseValidatorOptions,
  UseValidatorResult,
} from './useValidator.types';
import type { FormValues } from './validation.types';

const EMPTY_VALUES: FormValues = {};

/**
 * Validates a form with the rule engine and wires the messages to the fields accessibly: each field gets
 * `aria-invalid="true"` while invalid and `aria-describedby` pointing at its always-rendered message element.
 * The hook holds no markup; spread `getFieldProps(name)` on a field and `getErrorProps(name)` on its message.
 * The rules' default messages are the page's catalogue's (`validation`; the spec's en-US ones without),
 * `messages` over them, a field's own `message` over all.
 * For react-hook-form forms use `createResolver(rules)`, which runs the same engine.
 */
export function useValidator(options: UseValidatorOptions): UseValidatorResult {
  const { rules, defaultValues = EMPTY_VALUES, validateOn = 'blur', shouldFocusError = true } = options;
  useMemo(() => assertRuleSet(rules), [rules]);
  const reactId = useId();
  const baseId = options.id ?? `validator${reactId}`;
  const [state, dispatch] = useReducer(validatorReducer, defaultValues, getInitialValidatorState);

  // Refs: the latest state and options for handlers, the registered elements, the run counters.
  // The rules' default messages: the catalogue's (the page's language), the hook's own over them.
  const messages = useValidationMessages(options.messages);
  const latest = useLatestRef({ state, rules, defaultValues, validateOn, shouldFocusError, engine: { messages } });
  const registry = useRef<FieldRegistry | null>(null);
  registry.current ??= new FieldRegistry();
  const runs = useRef({ counter: 0, form: 0, field: new Map<string, number>() });
  const submitting = useRef(false);

  const getFieldId = useCallback((name: string) => `${baseId}-${name}-field`, [baseId]);
  const getErrorId = useCallback((name: string) => `${baseId}-${name}-error`, [baseId]);

  /** The known values with the registered elements' current values on top. */
  const currentValues = useCallback(
    (): FormValues => ({ ...latest.current.state.values, ...registry.current?.readAll() }),
    [latest],
  );

  /** Validates one field (async rules awaited); a result older than a newer run is dropped. */
  const runField = useCallback(
    (name: string, values: FormValues) => {
      const run = ++runs.current.counter;
      runs.current.field.set(name, run);
      validateFieldAsync(name, values, latest.current.rules, latest.current.engine).then(
        (message) => {
          if (runs.current.field.get(name) === run && runs.current.form < run) {
            dispatch({ type: 'fieldValidated', name, message });
          }
        },
        (error: unknown) => {
          // A custom rule threw (a bug in that rule): report it, leave the field's message as it was.
          console.error(`[@roofline/chrome] A custom rule of field "${name}" threw.`, error);
        },
      );
    },
    [latest],
  );

  // Event handler functions.
  const onFieldChange = useCallback(
    (name: string, target: FieldElement) => {
      const elements = registry.current?.get(name) ?? [];
      const value = readFieldValue(elements.length > 0 ? elements : [target]);
      const mode = latest.current.validateOn;
      dispatch({ type: 'fieldChange', name, value, clearError: mode !== 'change' });
      if (mode === 'change') runField(name, { ...currentValues(), [name]: value });
    },
    [latest, currentValues, runField],
  );

  const onFieldBlur = useCallback(
    (name: string) => {
      if (latest.current.validateOn === 'blur') runField(name, currentValues());
    },
    [latest, currentValues, runField],
  );

  // Actions.
  const validate = useCallback(
    (values?: FormValues) => {
      const source = values ?? currentValues();
      const result = validateValues(source, latest.current.rules, latest.current.engine);
      runs.current.form = ++runs.current.counter;
      dispatch({ type: 'formValidated', values: source, errors: result.errors });
      return result;
    },
    [latest, currentValues],
  );

  const validateAsync = useCallback(
    async (values?: FormValues) => {
      const source = values ?? currentValues();
      const run = ++runs.current.counter;
      runs.current.form = run;
      dispatch({ type: 'formValidationStart' });
      const result = await validateValuesAsync(source, latest.current.rules, latest.current.engine);
      if (runs.current.form === run) dispatch({ type: 'formValidated', values: source, errors: result.errors });
      return result;
    },
    [latest, currentValues],
  );

  const validateField = useCallback(
    (name: string, values?: FormValues) => {
      const message = validateOne(name, values ?? currentValues(), latest.current.rules, latest.current.engine);
      runs.current.field.set(name, ++runs.current.counter);
      dispatch({ type: 'fieldValidated', name, message });
      return message;
    },
    [latest, currentValues],
  );

  const focusFirstError = useCallback(
    (errors: Record<string, string>) => {
      const names = Object.keys(latest.current.rules);
      const invalid = Object.keys(errors).sort(
        (a, b) => names.indexOf(a.split('.')[0] ?? a) - names.indexOf(b.split('.')[0] ?? b),
      );
      for (const name of invalid) {
        const [element] = registry.current?.get(name) ?? [];
        if (element) {
          element.focus();
          return;
        }
      }
    },
    [latest],
  );

  const handleSubmit = useCallback(
    (onValid: (values: FormValues) => unknown, onInvalid?: (errors: Record<string, string>) => unknown) =>
      async (event?: FormEvent) => {
        event?.preventDefault();
        if (submitting.current) return;
        submitting.current = true;
        try {
          const values = currentValues();
          const result = await validateAsync(values);
          if (result.valid) {
            await onValid(values);
          } else {
            if (latest.current.shouldFocusError) focusFirstError(result.errors);
            await onInvalid?.(result.errors);
          }
        } finally {
          submitting.current = false;
        }
      },
    [latest, currentValues, focusFirstError, validateAsync],
  );

  const setValue = useCallback(
    (name: string, value: unknown) => dispatch({ type: 'functionSetValue', name, value }),
    [],
  );
  const setErrors = useCallback(
    (errors: Record<string, string | undefined>) => dispatch({ type: 'functionSetErrors', errors }),
    [],
  );
  const clearErrors = useCallback((names?: readonly string[]) => dispatch({ type: 'functionClearErrors', names }), []);
  const reset = useCallback(
    (values?: FormValues) => {
      runs.current.form = ++runs.current.counter;
      dispatch({ type: 'functionReset', values: values ?? latest.current.defaultValues });
    },
    [latest],
  );

  // Getter props.
  const getFieldProps = useCallback(
    <E extends FieldElement = FieldElement, P extends GetFieldPropsOptions<E> = GetFieldPropsOptions<E>>(
      name: string,
      userProps?: P,
    ) => {
      const { 'aria-describedby': describedBy, ...rest } = (userProps ?? {}) as GetFieldPropsOptions<E>;
      // Ours merged with yours (`mergeProps`): your handlers run first (`preventDefault()` skips ours),
      // your ref gets the element too, a prop you set (your `id`) wins; `aria-describedby` joins both.
      const ours: GetFieldPropsReturn<E> = {
        id: getFieldId(name),
        name,
        ref: mergeRefs<E>(registry.current?.register(name)),
        'aria-invalid': state.errors[name] !== undefined ? 'true' : undefined,
        'aria-describedby': joinIds(describedBy, getErrorId(name)) ?? '',
        'aria-required': rules[name]?.required === true ? true : undefined,
        onChange: (event: ChangeEvent<E>) => onFieldChange(name, event.currentTarget),
        onBlur: (_event: FocusEvent<E>) => onFieldBlur(name),
      };
      return mergeProps(ours, rest) as Omit<P, keyof GetFieldPropsReturn<E>> & GetFieldPropsReturn<E>;
    },
    [getErrorId, getFieldId, onFieldBlur, onFieldChange, rules, state.errors],
  );

  const getErrorProps = useCallback(
    <P extends GetErrorPropsOptions>(name: string, userProps?: P) => {
      const ours: GetErrorPropsReturn = {
        id: getErrorId(name),
        'aria-live': 'polite',
        'data-state': state.errors[name] !== undefined ? 'invalid' : 'valid',
      };
      // Yours win, except the id the field's aria-describedby points at.
      return mergeProps(ours, { ...userProps, id: ours.id }) as Omit<P, keyof GetErrorPropsReturn> &
        GetErrorPropsReturn;
    },
    [getErrorId, state.errors],
  );

  // returns
  return {
    // prop getters
    getFieldProps,
    getErrorProps,
    getFieldId,
    getErrorId,
    // actions
    handleSubmit,
    validate,
    validateAsync,
    validateField,
    setValue,
    setErrors,
    clearErrors,
    reset,
    // state
    values: state.values,
    errors: state.errors,
    status: state.status,
  };
}
