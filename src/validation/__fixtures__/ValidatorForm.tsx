import { useValidator } from '../useValidator';
import type { UseValidatorOptions, UseValidatorResult } from '../useValidator.types';
import type { FormValues } from '../validation.types';

export interface ValidatorFormProps extends UseValidatorOptions {
  onValid?: (values: FormValues) => unknown;
  onInvalid?: (errors: Record<string, string>) => unknown;
  /** Receives the hook's result on every render, for assertions on state and actions. */
  spy?: (result: UseValidatorResult) => void;
}

/** A minimal reference UI over useValidator: text fields, a select and a checkbox, each with its message. */
export function ValidatorForm({ onValid = () => undefined, onInvalid, spy, ...options }: ValidatorFormProps) {
  const validator = useValidator(options);
  spy?.(validator);
  const { getFieldProps, getErrorProps, getFieldId, errors, handleSubmit } = validator;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      {(['email', 'zipCode', 'password', 'confirmPassword'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={getFieldId(name)}>{name}</label>
          <input {...getFieldProps(name)} />
          <p {...getErrorProps(name)}>{errors[name]}</p>
        </div>
      ))}
      <label htmlFor={getFieldId('size')}>size</label>
      <select {...getFieldProps('size')} defaultValue="">
        <option value="">Choose</option>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      <p {...getErrorProps('size')}>{errors.size}</p>
      <input type="checkbox" {...getFieldProps('terms')} />
      <label htmlFor={getFieldId('terms')}>terms</label>
      <p {...getErrorProps('terms')}>{errors.terms}</p>
      <button type="submit">Send</button>
    </form>
  );
}
