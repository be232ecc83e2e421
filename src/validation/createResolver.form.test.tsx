import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useForm } from 'react-hook-form';
import { createResolver } from './createResolver';
import type { RuleSet } from './validation.types';

interface SignUp {
  email: string;
  zipCode: string;
  password: string;
  confirmPassword: string;
  username: string;
  terms: boolean;
}

const takenNames = new Set(['taken']);
const rules: RuleSet = {
  email: { label: 'Email address', required: true, email: true },
  zipCode: { label: 'ZIP code', postalCode: true },
  password: { required: true, password: true },
  confirmPassword: { required: true, equalTo: 'password' },
  username: {
    required: true,
    custom: async (value) => (takenNames.has(String(value)) ? '{0} is already taken' : undefined),
  },
  terms: { label: 'The terms', acceptance: true },
};
const resolver = createResolver<SignUp>(rules);
const fields: ReadonlyArray<readonly [keyof SignUp, string]> = [
  ['email', 'Email address'],
  ['zipCode', 'ZIP code'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm password'],
  ['username', 'Username'],
];

function SignUpForm({ onValid }: { onValid: (values: SignUp) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUp>({ resolver, defaultValues: { terms: false } });
  const invalid = (name: keyof SignUp) => (errors[name] ? ('true' as const) : undefined);
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {fields.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={name}>{label}</label>
          <input id={name} aria-invalid={invalid(name)} aria-describedby={`${name}-error`} {...register(name)} />
          <p id={`${name}-error`}>{errors[name]?.message}</p>
        </div>
      ))}
      <input id="terms" type="checkbox" aria-describedby="terms-error" {...register('terms')} />
      <label htmlFor="terms">I accept the terms</label>
      <p id="terms-error">{errors.terms?.message}</p>
      <button type="submit">Sign up</button>
    </form>
  );
}

function renderForm() {
  const onValid = jest.fn();
  const user = userEvent.setup();
  const view = render(<SignUpForm onValid={onValid} />);
  return { ...view, user, onValid };
}

describe('given a react-hook-form form with createResolver', () => {
  describe('after submitting it empty', () => {
    it("should show each field's message, link it, focus the first field and not submit", async () => {
      const { user, onValid } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      const email = screen.getByLabelText('Email address');
      await waitFor(() => expect(email).toHaveAccessibleDescription('Email address is required'));
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveFocus();
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirm password is required');
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
      expect(screen.getByLabelText('I accept the terms')).toHaveAccessibleDescription('The terms must be accepted');
      expect(screen.getByLabelText('ZIP code')).not.toHaveAttribute('aria-invalid');
      expect(onValid).not.toHaveBeenCalled();
    });
  });

  describe('after typing invalid values and submitting', () => {
    it('should show the rule messages, including the async custom one', async () => {
      const { user, onValid } = renderForm();
      await user.type(screen.getByLabelText('Email address'), 'someone@');
      await user.type(screen.getByLabelText('ZIP code'), '1234');
      await user.type(screen.getByLabelText('Password'), 'aaa12345');
      await user.type(screen.getByLabelText('Confirm password'), 'aaa1234');
      await user.type(screen.getByLabelText('Username'), 'taken');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      expect(await screen.findByText('Must enter a valid email address')).toBeInTheDocument();
      expect(screen.getByText('Must enter a valid ZIP code')).toBeInTheDocument();
      expect(
        screen.getByText('Must be at least 8 characters. No more than 2 consecutive repeated characters'),
      ).toBeInTheDocument();
      expect(screen.getByText('Confirm password must be the same as Password')).toBeInTheDocument();
      expect(screen.getByText('Username is already taken')).toBeInTheDocument();
      expect(onValid).not.toHaveBeenCalled();
    });
  });

  describe('after fixing every field and submitting', () => {
    it('should call the submit handler with the values and clear the messages', async () => {
      const { user, onValid, container } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await screen.findByText('Email address is required');

      await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
      await user.type(screen.getByLabelText('ZIP code'), '10001-1234');
      await user.type(screen.getByLabelText('Password'), 'correct horse 1');
      await user.type(screen.getByLabelText('Confirm password'), 'correct horse 1');
      await user.type(screen.getByLabelText('Username'), 'new-person');
      await user.click(screen.getByLabelText('I accept the terms'));
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid.mock.calls[0][0]).toEqual({
        email: 'someone@example.com',
        zipCode: '10001-1234',
        password: 'correct horse 1',
        confirmPassword: 'correct horse 1',
        username: 'new-person',
        terms: true,
      });
      expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
