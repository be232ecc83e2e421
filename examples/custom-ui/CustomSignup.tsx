import { useSubscription } from '../../src';

/** The cost-guide sign-up from `useSubscription` alone: validation, member create, tracking, status. */
export function CustomSignup({ anonymousId }: { anonymousId: string }) {
  const signup = useSubscription({ brand: 'HOME_ADVISOR', anonymousId });
  if (!signup.isVisible) return null;
  if (signup.status === 'submitted') {
    return (
      <p className="cu-success" {...signup.getStatusProps()}>
        {signup.statusMessage}
      </p>
    );
  }
  return (
    <form {...signup.getFormProps({ className: 'cu-signup' })}>
      <div className="cu-field cu-grow">
        <label {...signup.getEmailLabelProps()}>Your email</label>
        <input {...signup.getEmailInputProps({ className: 'cu-input' })} />
        <p {...signup.getEmailErrorProps({ className: 'cu-error' })}>{signup.emailError}</p>
      </div>
      <div className="cu-field">
        <label {...signup.getZipLabelProps()}>ZIP (optional)</label>
        <input {...signup.getZipInputProps({ className: 'cu-input cu-zip' })} />
        <p {...signup.getZipErrorProps({ className: 'cu-error' })}>{signup.zipError}</p>
      </div>
      <button {...signup.getSubmitButtonProps({ className: 'cu-button' })}>Send me the guides</button>
      <p {...signup.getStatusProps({ className: 'cu-error' })}>
        {signup.status === 'failed' ? signup.statusMessage : null}
      </p>
    </form>
  );
}
