import type { ChangeEvent, FocusEvent, KeyboardEvent, RefCallback } from 'react';
import { postalCodeInput } from '../shared/postalCode';
import { joinIds, mergeProps } from '../shared/propGetters';
import type {
  SignupFieldGetters,
  SignupFieldName,
  SignupFormPropsOptions,
  SignupFormPropsReturn,
  SignupInputPropsOptions,
  SignupInputPropsReturn,
  SignupLabelPropsOptions,
  SignupLabelPropsReturn,
  SignupMessagePropsOptions,
  SignupMessagePropsReturn,
  SignupSubmitButtonPropsOptions,
  SignupSubmitButtonPropsReturn,
} from './useSignupForm.types';
import { BLOCKED_ZIP_KEYS } from './zip';

/** The element ids of one sign-up form. */
export interface SignupIds {
  email: string;
  emailLabel: string;
  emailError: string;
  zip: string;
  zipLabel: string;
  zipError: string;
}

/** The ids of a sign-up form from one `useId()` value. */
export function getSignupIds(baseId: string): SignupIds {
  return {
    email: `${baseId}-email`,
    emailLabel: `${baseId}-email-label`,
    emailError: `${baseId}-email-error`,
    zip: `${baseId}-zip`,
    zipLabel: `${baseId}-zip-label`,
    zipError: `${baseId}-zip-error`,
  };
}

/** What an input gets from its field's registration (handed to react-hook-form once the form's engine runs). */
export interface SignupFieldBinding {
  ref: RefCallback<HTMLInputElement>;
  /** Intent: the form's engine starts (its code loads if the page was not idle yet). */
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Everything the getters read: the same on the server and on the client's first render. */
export interface SignupGettersContext {
  ids: SignupIds;
  defaultZipCode: string;
  zipInput: 'digitsOnly' | 'maxLength';
  /** The site's country (`site.country`): the zip field's keyboard and length. @default 'US' */
  country?: string | undefined;
  isBusy: boolean;
  submitDescriptionId: string | undefined;
  emailError: string | undefined;
  zipError: string | undefined;
  /**
   * Whether the form checks the zip (the footer's does, the banner's never blocks on it): only then
   * does the zip field point at its error element, which a skin renders for a form that checks it.
   */
  zipChecked: boolean;
  /** Registers a field and gives its ref and handlers. */
  bindField: (name: SignupFieldName) => SignupFieldBinding;
  /** Runs a submission (the form's default is already prevented). */
  onSubmit: () => void;
}

/**
 * The sign-up forms' prop getters, built from plain values so the server stand-in and the
 * the client render the same markup. Ours merge with yours (`mergeProps`): your
 * handlers run first (`preventDefault()` skips ours), refs merge, a prop you set wins;
 * `aria-describedby` joins yours with ours.
 */
export function createSignupGetters(ctx: SignupGettersContext): SignupFieldGetters {
  const { ids } = ctx;

  const getFormProps = (userProps: SignupFormPropsOptions = {}): SignupFormPropsReturn =>
    mergeProps(
      {
        noValidate: true,
        onSubmit: (event: { preventDefault: () => void }) => {
          event.preventDefault();
          ctx.onSubmit();
        },
      },
      userProps,
    );

  /** The props both inputs share: the field's registration and the error wiring. */
  const fieldProps = (
    name: SignupFieldName,
    errorId: string | undefined,
    error: string | undefined,
    describedBy?: string,
  ) => ({
    name,
    ...ctx.bindField(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': joinIds(errorId, describedBy),
  });

  const getEmailInputProps = (userProps: SignupInputPropsOptions = {}): SignupInputPropsReturn => {
    const { 'aria-describedby': describedBy, ...rest } = userProps;
    return mergeProps(
      {
        id: ids.email,
        type: 'email',
        autoComplete: 'email',
        'aria-required': true,
        ...fieldProps('email', ids.emailError, ctx.emailError, describedBy),
      },
      rest,
    );
  };

  const getZipInputProps = (userProps: SignupInputPropsOptions = {}): SignupInputPropsReturn => {
    const { 'aria-describedby': describedBy, ...rest } = userProps;
    // The country's keyboard: numeric with its length for digits (US: 5), text for letters (no length cap).
    const { inputMode, maxLength, pattern } = postalCodeInput(ctx.country);
    return mergeProps(
      {
        id: ids.zip,
        type: 'text',
        inputMode,
        autoComplete: 'postal-code',
        maxLength,
        // Shows a prefilled zip in the server-rendered HTML too (react-hook-form sets it on mount otherwise).
        defaultValue: ctx.defaultZipCode,
        ...(ctx.zipInput === 'digitsOnly' && pattern ? { pattern } : {}),
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (pattern && BLOCKED_ZIP_KEYS.includes(event.key)) event.preventDefault();
        },
        ...fieldProps('zipCode', ctx.zipChecked ? ids.zipError : undefined, ctx.zipError, describedBy),
      } as const,
      rest,
    );
  };

  const labelProps = (id: string, htmlFor: string, userProps: SignupLabelPropsOptions): SignupLabelPropsReturn =>
    mergeProps({ id, htmlFor }, userProps);

  const messageProps = (id: string, userProps: SignupMessagePropsOptions): SignupMessagePropsReturn =>
    mergeProps({ id, 'aria-live': 'polite', 'aria-atomic': true } as const, userProps);

  const getSubmitButtonProps = (userProps: SignupSubmitButtonPropsOptions = {}): SignupSubmitButtonPropsReturn => {
    const { 'aria-describedby': describedBy, ...rest } = userProps;
    const describedByIds = joinIds(ctx.submitDescriptionId, describedBy);
    return mergeProps(
      {
        type: 'submit',
        'aria-disabled': ctx.isBusy ? true : undefined,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      } as const,
      rest,
    );
  };

  return {
    getFormProps,
    getEmailInputProps,
    getZipInputProps,
    getEmailLabelProps: (userProps = {}) => labelProps(ids.emailLabel, ids.email, userProps),
    getZipLabelProps: (userProps = {}) => labelProps(ids.zipLabel, ids.zip, userProps),
    getEmailErrorProps: (userProps = {}) => messageProps(ids.emailError, userProps),
    getZipErrorProps: (userProps = {}) => messageProps(ids.zipError, userProps),
    getSubmitButtonProps,
  };
}
