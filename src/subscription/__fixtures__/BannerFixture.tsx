import { useSubscription } from '../useSubscription';
import type { UseSubscriptionOptions } from '../useSubscription.types';

/** A minimal, unstyled banner on the hook: what a custom UI would write. */
export function BannerFixture(props: UseSubscriptionOptions) {
  const banner = useSubscription(props);
  if (!banner.isVisible) return null;
  return (
    <section aria-label="Email sign-up">
      <p {...banner.getStatusProps()}>
        {banner.status === 'submitted' ? 'Thanks for signing up!' : banner.statusMessage}
      </p>
      {banner.status === 'failed' && <button {...banner.getRetryButtonProps()}>{banner.retryLabel}</button>}
      {banner.status !== 'submitted' && (
        <form {...banner.getFormProps()}>
          <label {...banner.getEmailLabelProps()}>Email address</label>
          <input {...banner.getEmailInputProps()} />
          <span {...banner.getEmailErrorProps()}>{banner.emailError}</span>
          <label {...banner.getZipLabelProps()}>Zip code</label>
          <input {...banner.getZipInputProps()} />
          <button {...banner.getSubmitButtonProps()}>Sign me up</button>
        </form>
      )}
    </section>
  );
}
