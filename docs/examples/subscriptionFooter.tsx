// useFooterSignup: a hooks-only footer sign-up, and the skin's form for HomeAdvisor.
import { ChromeProvider, useFooterSignup } from '../../src';
import { FooterSignupForm, ThemeProvider } from '../../skins/homeadvisor';

/** A custom footer form: invalid fields are highlighted (aria-invalid) and their reason is read aloud. */
export function CustomFooterSignup({ calculatedZip }: { calculatedZip?: string }) {
  const signup = useFooterSignup({ calculatedZip, activityLocation: 'Denver, CO' });
  return (
    <div>
      <p {...signup.getStatusProps()}>{signup.status === 'submitted' ? "You're all set!" : ''}</p>
      {signup.status === 'editing' && (
        <form {...signup.getFormProps()}>
          <label {...signup.getEmailLabelProps()}>Email address</label>
          <input {...signup.getEmailInputProps({ className: signup.isEmailInvalid ? 'is-invalid' : undefined })} />
          <span className="visually-hidden" {...signup.getEmailErrorProps()}>
            {signup.emailError}
          </span>
          <label {...signup.getZipLabelProps()}>Zip code</label>
          <input {...signup.getZipInputProps({ className: signup.isZipInvalid ? 'is-invalid' : undefined })} />
          <span className="visually-hidden" {...signup.getZipErrorProps()}>
            {signup.zipError}
          </span>
          <button {...signup.getSubmitButtonProps()}>Subscribe</button>
        </form>
      )}
    </div>
  );
}

/** The HomeAdvisor footer form: posts /sm/emailprefs/signup, then the 'Lite Registration' event. */
export function HomeAdvisorFooterSignup() {
  return (
    <ChromeProvider
      config={{
        brand: 'HOME_ADVISOR',
        applicationName: 'ha-footer',
        subscriptionServiceBaseUrl: 'https://www.homeadvisor.example.com',
        eventGatewayBaseUrl: 'https://events.example.com',
      }}
    >
      <ThemeProvider>
        <FooterSignupForm task="40133" category="12" activityLocation="Denver, CO" cfPostalCode="80202" />
      </ThemeProvider>
    </ChromeProvider>
  );
}
