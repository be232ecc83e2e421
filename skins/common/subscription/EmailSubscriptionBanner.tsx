'use client';

import { useEffect, useId, useRef } from 'react';
import { useChromeTexts, useSubscription } from '../../../src';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { MailIcon } from './icons';
import { signupSheet } from './styles';
import type { EmailSubscriptionBannerProps } from './types';

const u = signupSheet.classes;

/**
 * The free cost-guide email sign-up (spec 2.1): title, subtitle, email and zip fields and a button,
 * replaced by a thank-you after success. The look follows the hook's `variant`; with
 * `isInFooter` it takes the footer's colours and a compact layout. Renders nothing while hidden (spec 4.1).
 */
export function EmailSubscriptionBanner(props: EmailSubscriptionBannerProps) {
  const { texts, lang } = useChromeTexts('signup');
  const {
    text = texts.bannerTitle,
    subtext = texts.bannerSubtitle,
    zipCodePlaceholder = texts.zipCodePlaceholder,
    emailPlaceholder = texts.emailPlaceholder,
    buttonText = texts.buttonText,
    submittedText = texts.submittedText,
    headingLevel = 2,
    className,
    ...options
  } = props;
  const banner = useSubscription(options);
  const headingId = useId();
  const root = useSkinRoot([signupSheet]);
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
    <>
      {root.styles}
      <section
        {...root.props(u.bannerStyle, className)}
        lang={lang}
        data-variant={variant}
        data-placement={banner.isInFooter ? 'footer' : 'page'}
        data-state={banner.status}
        aria-labelledby={isSubmitted ? undefined : headingId}
        aria-label={isSubmitted ? text : undefined}
      >
        {variant === 'homeadvisor' && !isSubmitted && <MailIcon className={u.iconStyle} />}
        {!isSubmitted && (
          <div>
            <Heading className={u.titleStyle} id={headingId}>
              {text}
            </Heading>
            <p className={u.subtitleStyle}>{subtext}</p>
          </div>
        )}
        <p
          className={isSubmitted ? u.thankYouStyle : u.errorStyle}
          ref={statusRef}
          tabIndex={isSubmitted ? -1 : undefined}
          {...banner.getStatusProps()}
        >
          {isSubmitted ? submittedText : banner.statusMessage}
        </p>
        {banner.status === 'failed' && (
          <button className={u.retryButtonStyle} {...banner.getRetryButtonProps()}>
            {banner.retryLabel}
          </button>
        )}
        {!isSubmitted && (
          <form className={u.formStyle} {...banner.getFormProps({ 'aria-labelledby': headingId })}>
            <div className={u.rowStyle}>
              <div className={u.fieldStyle}>
                <label className={u.visuallyHidden} {...banner.getEmailLabelProps()}>
                  {emailPlaceholder}
                </label>
                <input className={u.inputStyle} {...banner.getEmailInputProps({ placeholder: emailPlaceholder })} />
                <p className={u.errorStyle} {...banner.getEmailErrorProps()}>
                  {banner.emailError}
                </p>
              </div>
              <div className={u.zipFieldStyle}>
                <label className={u.visuallyHidden} {...banner.getZipLabelProps()}>
                  {zipCodePlaceholder}
                </label>
                <input className={u.inputStyle} {...banner.getZipInputProps({ placeholder: zipCodePlaceholder })} />
              </div>
              <button className={u.buttonStyle} {...banner.getSubmitButtonProps()}>
                {buttonText}
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
