'use client';

import { useEffect, useId, useRef } from 'react';
import { useChromeTexts, useFooterSignup } from '../../../src';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { signupSheet } from './styles';
import type { FooterSignupFormProps } from './types';

const u = signupSheet.classes;

/**
 * The footer's email sign-up (spec 2.3, 2.4, 4.3): email and ZIP, highlighted when invalid, and
 * "You're all set!" as soon as a valid submission starts. The hook gives the variant's title and button
 * (HomeAdvisor has its own) and picks the sign-up call. Colours come from the surrounding footer.
 */
export function FooterSignupForm(props: FooterSignupFormProps) {
  const { texts, lang } = useChromeTexts('signup');
  const {
    title,
    emailPlaceholder = texts.emailPlaceholder,
    zipCodePlaceholder = texts.zipCodePlaceholder,
    buttonText,
    successText = texts.footerSuccess,
    headingLevel = 2,
    className,
    queryString: _queryString,
    ...options
  } = props;
  const signup = useFooterSignup(options);
  const headingId = useId();
  const root = useSkinRoot([signupSheet]);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const isSubmitted = signup.status === 'submitted';

  useEffect(() => {
    if (isSubmitted && (!document.activeElement || document.activeElement === document.body)) {
      statusRef.current?.focus();
    }
  }, [isSubmitted]);

  const Heading = `h${headingLevel}` as const;
  const heading = title ?? signup.texts.title;
  const button = buttonText ?? signup.texts.buttonText;

  return (
    <>
      {root.styles}
      <section
        {...root.props(u.footerFormStyle, className)}
        lang={lang}
        data-footer-form=""
        data-variant={signup.variant}
        data-state={signup.status}
        aria-labelledby={headingId}
      >
        <Heading className={u.titleStyle} id={headingId}>
          {heading}
        </Heading>
        <p
          className={u.thankYouStyle}
          ref={statusRef}
          tabIndex={isSubmitted ? -1 : undefined}
          {...signup.getStatusProps()}
        >
          {isSubmitted ? successText : ''}
        </p>
        {!isSubmitted && (
          <form className={u.formStyle} {...signup.getFormProps({ 'aria-labelledby': headingId })}>
            <div className={u.rowStyle}>
              <div className={u.fieldStyle}>
                <label className={u.visuallyHidden} {...signup.getEmailLabelProps()}>
                  {emailPlaceholder}
                </label>
                <input className={u.inputStyle} {...signup.getEmailInputProps({ placeholder: emailPlaceholder })} />
                {/* The footer shows highlighting only (spec 5); the reason is read by screen readers. */}
                <span className={u.visuallyHidden} {...signup.getEmailErrorProps()}>
                  {signup.emailError}
                </span>
              </div>
              <div className={u.zipFieldStyle}>
                <label className={u.visuallyHidden} {...signup.getZipLabelProps()}>
                  {zipCodePlaceholder}
                </label>
                <input className={u.inputStyle} {...signup.getZipInputProps({ placeholder: zipCodePlaceholder })} />
                <span className={u.visuallyHidden} {...signup.getZipErrorProps()}>
                  {signup.zipError}
                </span>
              </div>
              <button className={u.buttonStyle} {...signup.getSubmitButtonProps()}>
                {button}
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
