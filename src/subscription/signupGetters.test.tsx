import { createRef, type RefObject } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider } from '../config';
import { BASE_CONFIG, createFetch, fakeResponse } from './__fixtures__/testUtils';
import { useFooterSignup } from './useFooterSignup';

interface CallerProps {
  calls: string[];
  emailRef: RefObject<HTMLInputElement | null>;
  blockSubmit?: boolean;
}

/** A custom footer sign-up that passes its own props to every getter, as a caller's UI would. */
function CallerForm({ calls, emailRef, blockSubmit = false }: CallerProps) {
  const signup = useFooterSignup();
  if (signup.status === 'submitted') return <p>submitted</p>;
  return (
    <form
      {...signup.getFormProps({
        className: 'caller-form',
        onSubmit: (event) => {
          calls.push('caller submit');
          if (blockSubmit) event.preventDefault();
        },
      })}
    >
      <label {...signup.getEmailLabelProps({ className: 'caller-label' })}>Email address</label>
      <input
        {...signup.getEmailInputProps({
          id: undefined,
          ref: emailRef,
          className: 'caller-input',
          'aria-describedby': 'caller-hint',
          onChange: () => calls.push('caller change'),
          onBlur: () => calls.push('caller blur'),
        })}
      />
      <span id="caller-hint">We never share it</span>
      <span {...signup.getEmailErrorProps()}>{signup.emailError}</span>
      <label {...signup.getZipLabelProps()}>Zip code</label>
      <input {...signup.getZipInputProps({ onKeyDown: (event) => calls.push(`caller key ${event.key}`) })} />
      <button {...signup.getSubmitButtonProps({ className: 'caller-button' })}>Sign me up</button>
    </form>
  );
}

function setup(props: Partial<CallerProps> = {}) {
  const calls: string[] = [];
  const emailRef = createRef<HTMLInputElement>();
  const fetch = createFetch({
    '/member/create': () => fakeResponse(200, { userId: 'u-1' }),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  render(
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'ROOFLINE', storage: null, fetch }}>
      <CallerForm calls={calls} emailRef={emailRef} {...props} />
    </ChromeProvider>,
  );
  return { calls, emailRef, fetch, user: userEvent.setup() };
}

const email = () => screen.getByLabelText('Email address');

describe('given caller props on the sign-up getters (mergeProps)', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it('should keep our id for an id passed as undefined, pass classNames and join aria-describedby', () => {
    setup();
    const input = email();
    expect(input).toHaveAttribute('id', expect.stringMatching(/-email$/));
    expect(input).toHaveClass('caller-input');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toEqual([expect.stringMatching(/-email-error$/), 'caller-hint']);
    expect(screen.getByRole('button', { name: 'Sign me up' })).toHaveClass('caller-button');
  });

  it('should run the caller handlers first and still validate, register and block keys', async () => {
    const { calls, emailRef, user } = setup();
    await user.type(email(), 'x');
    await user.tab();
    expect(calls).toEqual(['caller change', 'caller blur']);
    // Ours ran too: the blur validated the field (react-hook-form registered the merged ref).
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(emailRef.current).toBe(email());

    const zip = screen.getByLabelText('Zip code');
    await user.type(zip, '1e2');
    expect(calls.slice(2)).toEqual(['caller key 1', 'caller key e', 'caller key 2']);
    expect(zip).toHaveValue('12');
  });

  it('should submit after the caller onSubmit, and not when it prevents the default', async () => {
    const blocked = setup({ blockSubmit: true });
    await blocked.user.type(email(), 'jane@example.com');
    await blocked.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(blocked.calls).toContain('caller submit');
    expect(blocked.fetch).not.toHaveBeenCalled();
    expect(screen.queryByText('submitted')).not.toBeInTheDocument();
  });

  it('should submit after the caller onSubmit when it does not prevent the default', async () => {
    const { calls, user } = setup();
    await user.type(email(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(calls).toContain('caller submit');
    expect(await screen.findByText('submitted')).toBeInTheDocument();
  });
});
