import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ValidatorForm, type ValidatorFormProps } from './__fixtures__/ValidatorForm';
import { useValidator } from './useValidator';
import type { UseValidatorResult } from './useValidator.types';
import type { RuleSet } from './validation.types';

const rules: RuleSet = {
  email: { label: 'Email address', required: true, email: true },
  zipCode: { postalCode: true },
  password: { password: true },
  confirmPassword: { equalTo: 'password' },
  size: { oneOf: ['small', 'large'] },
  terms: { label: 'The terms', acceptance: true },
};

function renderForm(props: Partial<ValidatorFormProps> = {}) {
  const user = userEvent.setup();
  const onValid = jest.fn();
  const onInvalid = jest.fn();
  let latest: UseValidatorResult | undefined;
  const view = render(
    <ValidatorForm
      rules={rules}
      onValid={onValid}
      onInvalid={onInvalid}
      spy={(result) => (latest = result)}
      {...props}
    />,
  );
  return { ...view, user, onValid, onInvalid, hook: () => latest as UseValidatorResult };
}

describe('given useValidator field props', () => {
  it('should link every field to its always-rendered, empty message element', () => {
    renderForm();
    const email = screen.getByLabelText('email');
    const describedBy = email.getAttribute('aria-describedby') as string;
    expect(document.getElementById(describedBy)).toBeEmptyDOMElement();
    expect(document.getElementById(describedBy)).toHaveAttribute('aria-live', 'polite');
    expect(document.getElementById(describedBy)).toHaveAttribute('data-state', 'valid');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('zipCode')).not.toHaveAttribute('aria-required');
  });

  it('should have no axe violations, valid or invalid', async () => {
    const { container, user } = renderForm();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Email address is required');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("given validateOn 'blur' (the default)", () => {
  describe('after leaving an invalid field', () => {
    it('should show the message, mark the field invalid and describe it', async () => {
      const { user } = renderForm();
      await user.type(screen.getByLabelText('zipCode'), '123');
      await user.tab();
      const zip = screen.getByLabelText('zipCode');
      await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
      expect(zip).toHaveAccessibleDescription('Must enter a valid ZIP code');
      expect(screen.getByText('Must enter a valid ZIP code')).toHaveAttribute('data-state', 'invalid');
    });
  });

  describe('after changing a field with a message', () => {
    it('should clear the message at once (spec 4.3) and re-check on the next blur', async () => {
      const { user } = renderForm();
      const zip = screen.getByLabelText('zipCode');
      await user.type(zip, '123');
      await user.tab();
      await screen.findByText('Must enter a valid ZIP code');
      await user.type(zip, '4');
      expect(zip).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Must enter a valid ZIP code')).not.toBeInTheDocument();
      await user.tab();
      await screen.findByText('Must enter a valid ZIP code');
      await user.type(zip, '5');
      await user.tab();
      await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'));
    });
  });

  it('should check a field against the current values of the others (equalTo)', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('password'), 'correct horse');
    await user.type(screen.getByLabelText('confirmPassword'), 'correct hors');
    await user.tab();
    expect(await screen.findByText('Confirm password must be the same as Password')).toBeInTheDocument();
  });
});

describe("given validateOn 'change'", () => {
  it('should validate on every change', async () => {
    const { user } = renderForm({ validateOn: 'change' });
    await user.type(screen.getByLabelText('zipCode'), '1');
    expect(await screen.findByText('Must enter a valid ZIP code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('zipCode'), '0001');
    await waitFor(() => expect(screen.queryByText('Must enter a valid ZIP code')).not.toBeInTheDocument());
  });
});

describe("given validateOn 'submit'", () => {
  it('should not validate on blur', async () => {
    const { user, hook } = renderForm({ validateOn: 'submit' });
    await user.type(screen.getByLabelText('zipCode'), '1');
    await user.tab();
    await act(() => Promise.resolve());
    expect(hook().errors).toEqual({});
  });
});

describe('given handleSubmit', () => {
  describe('after an invalid submit', () => {
    it('should show the messages, focus the first invalid field in rule order and call onInvalid', async () => {
      const { user, onValid, onInvalid, hook } = renderForm();
      await user.type(screen.getByLabelText('email'), 'a@b.co');
      await user.type(screen.getByLabelText('zipCode'), '1');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
      expect(onInvalid).toHaveBeenCalledWith({
        zipCode: 'Must enter a valid ZIP code',
        terms: 'The terms must be accepted',
      });
      expect(screen.getByLabelText('zipCode')).toHaveFocus();
      expect(screen.getByLabelText('terms')).toHaveAccessibleDescription('The terms must be accepted');
      expect(onValid).not.toHaveBeenCalled();
      expect(hook().status).toBe('invalid');
    });
  });

  describe('after a valid submit', () => {
    it('should call onValid with the values read from the fields', async () => {
      const { user, onValid, hook } = renderForm();
      await user.type(screen.getByLabelText('email'), 'a@b.co');
      await user.selectOptions(screen.getByLabelText('size'), 'large');
      await user.click(screen.getByLabelText('terms'));
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid).toHaveBeenCalledWith({
        email: 'a@b.co',
        zipCode: '',
        password: '',
        confirmPassword: '',
        size: 'large',
        terms: true,
      });
      expect(hook().status).toBe('valid');
    });
  });

  it('should ignore a second submit while async rules are still running', async () => {
    let release: (message: string | undefined) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string | undefined>((resolve) => (release = resolve)));
    const { user, onValid, hook } = renderForm({ rules: { email: { custom: slow } } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(hook().status).toBe('validating');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(slow).toHaveBeenCalledTimes(1);
    await act(async () => release(undefined));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});

describe('given async field checks that finish out of order', () => {
  it('should keep the result of the latest check', async () => {
    const pending: Array<(message: string | undefined) => void> = [];
    const check = () => new Promise<string | undefined>((resolve) => pending.push(resolve));
    const { user, hook } = renderForm({ rules: { email: { custom: check } } });
    const email = screen.getByLabelText('email');
    await user.click(email);
    await user.tab(); // first check starts
    await user.click(email);
    await user.tab(); // second check starts
    await act(async () => pending[1]?.(undefined));
    await act(async () => pending[0]?.('Stale message'));
    expect(hook().errors).toEqual({});
  });
});

describe('given user props', () => {
  it('should run user handlers first and skip ours after preventDefault', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Field() {
      const { getFieldProps, errors } = useValidator({ rules: { zip: { postalCode: true } } });
      return (
        <>
          <input aria-label="zip" {...getFieldProps('zip', { onBlur, 'aria-describedby': 'hint' })} />
          <span id="hint">5 digits</span>
          <output>{errors.zip}</output>
        </>
      );
    }
    render(<Field />);
    await user.type(screen.getByLabelText('zip'), '1');
    await user.tab();
    await act(() => Promise.resolve());
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('zip').getAttribute('aria-describedby')).toMatch(/^hint \S+-zip-error$/);
  });

  it('should merge a user ref and keep the error id even when an id is passed', () => {
    const ref = { current: null as HTMLInputElement | null };
    const { result } = renderHook(() => useValidator({ rules: { a: {} }, id: 'signup' }));
    render(<input {...result.current.getFieldProps('a', { ref, id: 'mine', 'data-x': '1' })} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('id', 'mine');
    expect(ref.current).toHaveAttribute('data-x', '1');
    expect(result.current.getErrorProps('a', { id: 'other', className: 'm' })).toEqual({
      id: 'signup-a-error',
      'aria-live': 'polite',
      'data-state': 'valid',
      className: 'm',
    });
  });
  it('should keep our id for an id passed as undefined, pass a className and still register a field given a ref', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    const calls: string[] = [];
    function Field() {
      const { getFieldProps, getFieldId, handleSubmit } = useValidator({
        rules: { email: { label: 'Email', required: true, email: true } },
        validateOn: 'change',
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)}>
          <label htmlFor={getFieldId('email')}>Email</label>
          <input
            {...getFieldProps('email', {
              id: undefined,
              ref,
              className: 'mine',
              onChange: () => calls.push('caller'),
            })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Field />);
    const input = screen.getByLabelText('Email');
    expect(ref.current).toBe(input);
    expect(input).toHaveClass('mine');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Our ref registered the field too: the invalid submit focused it.
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'a@b.co');
    // The caller's onChange ran on every key, and ours still validated on change.
    expect(calls).toHaveLength(6);
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });
});

describe('given new rules on a re-render', () => {
  it('should mark the field required from the rules of this render', () => {
    function Field({ required }: { required: boolean }) {
      const { getFieldProps } = useValidator({ rules: { email: { required } } });
      return <input aria-label="email" {...getFieldProps('email')} />;
    }
    const { rerender } = render(<Field required={false} />);
    expect(screen.getByLabelText('email')).not.toHaveAttribute('aria-required');
    rerender(<Field required />);
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-required', 'true');
  });
});

describe('given the actions', () => {
  const setup = () => renderHook(() => useValidator({ rules, defaultValues: { email: '' } }));

  it('should validate given values synchronously and show the errors', () => {
    const { result } = setup();
    let outcome: ReturnType<UseValidatorResult['validate']> | undefined;
    act(() => {
      outcome = result.current.validate({ email: 'x', terms: true });
    });
    expect(outcome).toEqual({ valid: false, errors: { email: 'Must enter a valid email address' } });
    expect(result.current.errors).toEqual({ email: 'Must enter a valid email address' });
    expect(result.current.status).toBe('invalid');
  });

  it('should validate one field from the known values', () => {
    const { result } = setup();
    act(() => result.current.setValue('zipCode', '12'));
    act(() => {
      result.current.validateField('zipCode');
    });
    expect(result.current.errors).toEqual({ zipCode: 'Must enter a valid ZIP code' });
    expect(result.current.values).toEqual({ email: '', zipCode: '12' });
  });

  it('should show server errors, clear them and reset', async () => {
    const { result } = setup();
    act(() => result.current.setErrors({ email: 'Already subscribed', zipCode: 'Unknown ZIP' }));
    expect(result.current.status).toBe('invalid');
    act(() => result.current.clearErrors(['zipCode']));
    expect(result.current.errors).toEqual({ email: 'Already subscribed' });
    act(() => result.current.setErrors({ email: undefined }));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.validateAsync({ email: 'a@b.co', terms: 'on' }));
    expect(result.current.status).toBe('valid');
    act(() => result.current.setValue('email', 'z'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ values: { email: '' }, errors: {}, status: 'idle' });
  });

  it('should throw a developer error for misconfigured rules', () => {
    jest.spyOn(console, 'error');
    expect(() => renderHook(() => useValidator({ rules: { a: { min: '1' } } as never }))).toThrow(/rule "min"/);
    jest.restoreAllMocks();
  });
});
