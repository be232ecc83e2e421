/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef } from 'react';
import { DEFAULT_TEXTS, useSubscription } from '../../../src';
import { MailIcon } from './icons';
import {
  bannerStyle,
  buttonStyle,
  errorStyle,
  fieldStyle,
  formStyle,
  iconStyle,
  inputStyle,
  retryButtonStyle,
  rowStyle,
  subtitleStyle,
  thankYouStyle,
  titleStyle,
  visuallyHidden,
  zipFieldStyle,
} from './styles';
import type { EmailSubscriptionBannerProps } from './types';

/**
 * The free cost-guide email sign-up (spec 2.1): title, subtitle, email and zip fields and a button,
 * replaced by a thank-you after success. The look follows the hook's `variant`; with
 * `isInFooter` it takes the footer's colours and a compact layout. Renders nothing while hidden (spec 4.1).
 */
export function EmailSubscriptionBanner(props: EmailSubscriptionBannerProps) {
  const {
    text = DEFAULT_TEXTS.bannerTitle,
    subtext = DEFAULT_TEXTS.bannerSubtitle,
    zipCodePlaceholder = DEFAULT_TEXTS.zipCodePlaceholder,
    emailPlaceholder = DEFAULT_TEXTS.emailPlaceholder,
    buttonText = DEFAULT_TEXTS.buttonText,
    submittedText = DEFAULT_TEXTS.submittedText,
    headingLevel = 2,
    className,
    ...options
  } = props;
  const banner = useSubscription(options);
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const isSubmitted = banner.status === 'submitted';

  // The form goes away on success: move focus to the thank-you so keyboard users are not lost.
  useEffect(() => {
    if (isSubmitted && (!document.activeElement || document.activeElement === document.body)) {
      statusRef.current?.focus();
    }
  }, [isSubmitted]);

  if (!banner.isVisible) return null;
  const Heading = `h${headingLevel}` as const;
  const { variant } = banner;

  return (
    <section
      css={bannerStyle}
      className={className}
      data-variant={variant}
      data-placement={banner.isInFooter ? 'footer' : 'page'}
      data-state={banner.status}
      aria-labelledby={isSubmitted ? undefined : headingId}
      aria-label={isSubmitted ? text : undefined}
    >
      {variant === 'homeadvisor' && !isSubmitted && <MailIcon css={iconStyle} />}
      {!isSubmitted && (
        <div>
          <Heading css={titleStyle} id={headingId}>
            {text}
          </Heading>
          <p css={subtitleStyle}>{subtext}</p>
        </div>
      )}
      <p
        css={isSubmitted ? thankYouStyle : errorStyle}
        ref={statusRef}
        tabIndex={isSubmitted ? -1 : undefined}
        {...banner.getStatusProps()}
      >
        {isSubmitted ? submittedText : banner.statusMessage}
      </p>
      {banner.status === 'failed' && (
        <button css={retryButtonStyle} {...banner.getRetryButtonProps()}>
          {banner.retryLabel}
        </button>
      )}
      {!isSubmitted && (
        <form css={formStyle} {...banner.getFormProps({ 'aria-labelledby': headingId })}>
          <div css={rowStyle}>
            <div css={fieldStyle}>
              <label css={visuallyHidden} {...banner.getEmailLabelProps()}>
                {emailPlaceholder}
              </label>
              <input css={inputStyle} {...banner.getEmailInputProps({ placeholder: emailPlaceholder })} />
              <p css={errorStyle} {...banner.getEmailErrorProps()}>
                {banner.emailError}
              </p>
            </div>
            <div css={zipFieldStyle}>
              <label css={visuallyHidden} {...banner.getZipLabelProps()}>
                {zipCodePlaceholder}
              </label>
              <input css={inputStyle} {...banner.getZipInputProps({ placeholder: zipCodePlaceholder })} />
            </div>
            <button css={buttonStyle} {...banner.getSubmitButtonProps()}>
              {buttonText}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
