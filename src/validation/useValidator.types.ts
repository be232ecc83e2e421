import type { ValidationTexts } from '../i18n/messages.types';
import type { ChangeEvent, FocusEvent, FormEvent, HTMLAttributes, Ref } from 'react';
import type { FormValues, RuleSet, ValidationResult } from './validation.types';

/** When the field getters' handlers validate a field. Submit always validates every field. */
export type ValidateOn = 'blur' | 'change' | 'submit';

/**
 * The validator's status: `idle` (nothing validated yet, or reset), `validating` (an async form validation is
 * running), `valid` / `invalid` (the outcome of the last form validation, kept up to date by field validations).
 */
export type ValidatorStatus = 'idle' | 'validating' | 'valid' | 'invalid';

export interface UseValidatorOptions {
  /** The rules of each field (see `FieldRules`). Checked on every change of identity: a mistake throws. */
  rules: RuleSet;
  /** The values the hook starts from, before any field reports its own. @default {} */
  defaultValues?: FormValues | undefined;
  /**
   * When a field is validated on its own: on `blur` (then a change clears its error, spec 4.3), on every
   * `change`, or only on `submit` (a change still clears a shown error). @default 'blur'
   */
  validateOn?: ValidateOn | undefined;
  /** On an invalid submit, focus the first invalid field (in rule-set order). @default true */
  shouldFocusError?: boolean | undefined;
  /** Base for the element ids. @default a React `useId()` value */
  id?: string | undefined;
  /**
   * The rules' default messages of this form, any subset, over the catalogue's (`validation`, the page's
   * language) and the spec's en-US ones. A field's own `message` still wins.
   */
  messages?: Partial<ValidationTexts> | undefined;
}

/** The validator's state. */
export interface UseValidatorState {
  /** The values the hook knows: `defaultValues`, then what the fields reported and `setValue` set. */
  values: FormValues;
  /** The message per invalid field (array items as 'field.0'). */
  errors: Record<string, string>;
  /** See `ValidatorStatus`. */
  status: ValidatorStatus;
}

/** Every state change, named after where it came from. */
export type UseValidatorAction =
  | { type: 'fieldChange'; name: string; value: unknown; clearError: boolean }
  | { type: 'fieldValidated'; name: string; message: string | undefined }
  | { type: 'formValidationStart' }
  | { type: 'formValidated'; values: FormValues; errors: Record<string, string> }
  | { type: 'functionSetValue'; name: string; value: unknown }
  | { type: 'functionSetErrors'; errors: Record<string, string | undefined> }
  | { type: 'functionClearErrors'; names: readonly string[] | undefined }
  | { type: 'functionReset'; values: FormValues };

/** The element a field getter is spread on. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Props a caller may pass to `getFieldProps`; handlers run before ours (`preventDefault()` skips ours). */
export interface GetFieldPropsOptions<E extends FieldElement = FieldElement> {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  ref?: Ref<E> | undefined;
  [prop: string]: unknown;
}

/** What `getFieldProps(name)` returns: spread it on the input, select or textarea. */
export interface GetFieldPropsReturn<E extends FieldElement = FieldElement> {
  /** The field's id (yours when given). */
  id: string;
  /** The field's name. */
  name: string;
  /** Registers the element, to read its value on submit and focus it when invalid. */
  ref: (node: E | null) => void;
  /** 'true' while the field has an error (never the message itself). */
  'aria-invalid': 'true' | undefined;
  /** Yours, then the id of the always-rendered error element. */
  'aria-describedby': string;
  /** True when the field is unconditionally required. */
  'aria-required': true | undefined;
  /** Reports the value; validates or clears the error as `validateOn` says. */
  onChange: (event: ChangeEvent<E>) => void;
  /** Validates the field when `validateOn` is 'blur'. */
  onBlur: (event: FocusEvent<E>) => void;
}

/** Props a caller may pass to `getErrorProps`. */
export type GetErrorPropsOptions = HTMLAttributes<HTMLElement> & { [prop: `data-${string}`]: unknown };

/** What `getErrorProps(name)` returns: spread it on the message element, rendered always (also when empty). */
export interface GetErrorPropsReturn {
  /** The id the field's `aria-describedby` points at. */
  id: string;
  /** Announces a message when it appears, without interrupting. */
  'aria-live': 'polite';
  /** 'invalid' while the field has an error, else 'valid' (a styling hook). */
  'data-state': 'invalid' | 'valid';
}

export interface UseValidatorResult extends UseValidatorState {
  // prop getters
  /** Props for a field element: id, name, ref, ARIA wiring to its message, change and blur handlers. */
  getFieldProps: <E extends FieldElement = FieldElement, P extends GetFieldPropsOptions<E> = GetFieldPropsOptions<E>>(
    name: string,
    userProps?: P,
  ) => Omit<P, keyof GetFieldPropsReturn<E>> & GetFieldPropsReturn<E>;
  /** Props for the element that shows a field's message. */
  getErrorProps: <P extends GetErrorPropsOptions>(
    name: string,
    userProps?: P,
  ) => Omit<P, keyof GetErrorPropsReturn> & GetErrorPropsReturn;
  /** The id of a field's element (for a `<label htmlFor>`). */
  getFieldId: (name: string) => string;
  /** The id of a field's message element. */
  getErrorId: (name: string) => string;
  // actions
  /**
   * A submit handler: validates every field (async rules awaited), then calls `onValid(values)` or focuses the
   * first invalid field and calls `onInvalid(errors)`. A submit while one is validating is ignored.
   */
  handleSubmit: (
    onValid: (values: FormValues) => unknown,
    onInvalid?: (errors: Record<string, string>) => unknown,
  ) => (event?: FormEvent) => Promise<void>;
  /** Validates every field synchronously (given values, else the known ones) and shows the errors. */
  validate: (values?: FormValues) => ValidationResult;
  /** Validates every field, awaiting async custom rules, and shows the errors. */
  validateAsync: (values?: FormValues) => Promise<ValidationResult>;
  /** Validates one field (or 'field.0' item) synchronously and shows its message. */
  validateField: (name: string, values?: FormValues) => string | undefined;
  /** Sets a value the hook knows (for custom widgets without a native change event). */
  setValue: (name: string, value: unknown) => void;
  /** Shows messages you got elsewhere (a server reply); `undefined` clears a field's message. */
  setErrors: (errors: Record<string, string | undefined>) => void;
  /** Clears the messages of the named fields, or all. */
  clearErrors: (names?: readonly string[]) => void;
  /** Back to `values` (default: `defaultValues`), no errors, status 'idle'. Resetting the DOM inputs is yours. */
  reset: (values?: FormValues) => void;
}
