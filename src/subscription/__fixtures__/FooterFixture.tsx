import { useFooterSignup } from '../useFooterSignup';
import type { UseFooterSignupOptions } from '../useFooterSignup.types';

/** A minimal, unstyled footer sign-up on the hook. */
export function FooterFixture(props: UseFooterSignupOptions) {
  const signup = useFooterSignup(props);
  return (
    <section aria-label="Footer sign-up" data-delivery={signup.delivery}>
      <p {...signup.getStatusProps()}>{signup.status === 'submitted' ? "You're all set!" : ''}</p>
      {signup.status === 'editing' && (
        <form {...signup.getFormProps()}>
          <label {...signup.getEmailLabelProps()}>Email address</label>
          <input {...signup.getEmailInputProps()} data-highlight={signup.isEmailInvalid || undefined} />
          <span {...signup.getEmailErrorProps()}>{signup.emailError}</span>
          <label {...signup.getZipLabelProps()}>Zip code</label>
          <input {...signup.getZipInputProps()} data-highlight={signup.isZipInvalid || undefined} />
          <span {...signup.getZipErrorProps()}>{signup.zipError}</span>
          <button {...signup.getSubmitButtonProps()}>Sign me up</button>
        </form>
      )}
    </section>
  );
}
