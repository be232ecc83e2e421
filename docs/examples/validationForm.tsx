/**
 * A react-hook-form sign-up form validated by the library's rule engine through `createResolver`.
 * The rules are defined once, outside the component, so the resolver is created once.
 */
import { useForm } from 'react-hook-form';
import { createResolver, type RuleSet } from '../../src';

export interface SignUpValues {
  emailAddress: string;
  zipCode: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

const signUpRules: RuleSet = {
  emailAddress: { required: true, email: true },
  zipCode: { label: 'ZIP code', postalCode: true },
  password: { required: true, password: true },
  confirmPassword: { required: true, equalTo: 'password' },
  terms: { label: 'The terms', acceptance: true },
};

const resolver = createResolver<SignUpValues>(signUpRules);

const textFields = [
  { name: 'emailAddress', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'zipCode', label: 'ZIP code', type: 'text', autoComplete: 'postal-code' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
] as const;

export function SignUpForm({ onSignUp }: { onSignUp: (values: SignUpValues) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver, mode: 'onTouched', defaultValues: { terms: false } });

  return (
    <form onSubmit={handleSubmit(onSignUp)} noValidate>
      {textFields.map(({ name, label, type, autoComplete }) => (
        <div key={name}>
          <label htmlFor={`signup-${name}`}>{label}</label>
          <input
            id={`signup-${name}`}
            type={type}
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? 'true' : undefined}
            aria-describedby={`signup-${name}-error`}
            {...register(name)}
          />
          {/* Always rendered, so aria-describedby never points at nothing. */}
          <p id={`signup-${name}-error`}>{errors[name]?.message}</p>
        </div>
      ))}
      <input
        id="signup-terms"
        type="checkbox"
        aria-invalid={errors.terms ? 'true' : undefined}
        aria-describedby="signup-terms-error"
        {...register('terms')}
      />
      <label htmlFor="signup-terms">I accept the terms</label>
      <p id="signup-terms-error">{errors.terms?.message}</p>
      <button type="submit" disabled={isSubmitting}>
        Sign me up
      </button>
    </form>
  );
}
