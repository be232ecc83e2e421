import { useCallback, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '../constants';
import { createResolver, type RuleSet } from '../validation';
import { devWarn } from '../shared';
import { joinIds, mergeProps } from '../shared/propGetters';
import { useLatestRef } from '../shared/useLatestRef';
import { BLOCKED_ZIP_KEYS, sanitizeZipInput } from './zip';
import type {
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
  SignupFieldGetters,
  SignupFieldName,
  SignupFormValues,
} from './useSignupForm.types';

/** What to do with the submit lock once a valid submission is handled. */
export type SubmitLockDecision = 'release' | 'hold';

export interface UseSignupFormOptions {
  rules: RuleSet;
  defaultZipCode: string;
  /** When validation first runs: on submit (banner) or on blur (footer). */
  mode: 'onSubmit' | 'onBlur';
  /** 'digitsOnly' strips everything but digits as the user types (banner); 'maxLength' only caps the length (footer). */
  zipInput: 'digitsOnly' | 'maxLength';
  /** True while a submission is being sent (the button gets `aria-disabled`). */
  isBusy: boolean;
  /** Called when the user edits a field. */
  onFieldEdit: (name: SignupFieldName) => void;
  /** Handles a valid submission; its answer says whether another submission may start. */
  onValidSubmit: (values: SignupFormValues) => Promise<SubmitLockDecision>;
  /** The id of an element describing the submit button (a status message), if any. */
  submitDescriptionId?: string;
}

export interface UseSignupFormResult extends SignupFieldGetters {
  form: UseFormReturn<SignupFormValues>;
  emailError: string | undefined;
  zipError: string | undefined;
  /** Validates and, when valid, hands the values to `onValidSubmit`. One submission at a time. */
  submit: () => Promise<void>;
  /** Empties the fields (the zip goes back to its default) and releases the submit lock. */
  resetForm: () => void;
}

/** The form machinery both sign-up hooks share: react-hook-form on the validation engine, the submit lock, the getters. */
export function useSignupForm(options: UseSignupFormOptions): UseSignupFormResult {
  const { rules, defaultZipCode, mode, zipInput, isBusy } = options;
  const resolver = useMemo(() => createResolver<SignupFormValues>(rules), [rules]);
  const form = useForm<SignupFormValues>({
    defaultValues: { email: '', zipCode: defaultZipCode },
    resolver,
    mode,
    reValidateMode: mode === 'onBlur' ? 'onBlur' : 'onSubmit',
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const emailError = errors.email?.message;
  const zipError = errors.zipCode?.message;

  // Handlers read the latest options (render reads `options` itself).
  const latest = useLatestRef(options);

  // Element ids.
  const baseId = useId();
  const ids = {
    email: `${baseId}-email`,
    emailLabel: `${baseId}-email-label`,
    emailError: `${baseId}-email-error`,
    zip: `${baseId}-zip`,
    zipLabel: `${baseId}-zip-label`,
    zipError: `${baseId}-zip-error`,
  };

  // The submit lock: taken synchronously before anything is awaited, so a double click or a repeated
  // Enter between two renders cannot start a second submission.
  const lockRef = useRef(false);

  const submit = useCallback(async () => {
    if (lockRef.current) return;
    lockRef.current = true;
    let decision: SubmitLockDecision = 'release';
    try {
      await form.handleSubmit(async (values) => {
        decision = await latest.current.onValidSubmit(values);
      })();
    } catch (error) {
      devWarn('Email sign-up: the submission failed unexpectedly.', error);
      decision = 'release';
    } finally {
      if (decision === 'release') lockRef.current = false;
    }
  }, [form, latest]);

  const resetForm = useCallback(() => {
    form.reset({ email: '', zipCode: latest.current.defaultZipCode });
    lockRef.current = false;
  }, [form, latest]);

  // Getter props: ours merged with yours (`mergeProps`): your handlers run first (`preventDefault()`
  // skips ours), refs merge, a prop you set wins; `aria-describedby` joins yours with ours.
  const getFormProps = (userProps: SignupFormPropsOptions = {}): SignupFormPropsReturn =>
    mergeProps(
      {
        noValidate: true,
        onSubmit: (event: { preventDefault: () => void }) => {
          event.preventDefault();
          void submit();
        },
      },
      userProps,
    );

  /** The props both inputs share: react-hook-form's registration, the error wiring, the edit handler. */
  const fieldProps = (name: SignupFieldName, errorId: string, error: string | undefined, describedBy?: string) => {
    const registered = form.register(name);
    return {
      name,
      ref: registered.ref,
      onBlur: (event: { target: unknown; type?: unknown }) => void registered.onBlur(event),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (name === 'zipCode' && latest.current.zipInput === 'digitsOnly') {
          const cleaned = sanitizeZipInput(event.target.value);
          if (cleaned !== event.target.value) event.target.value = cleaned;
        }
        void registered.onChange(event);
        form.clearErrors(name);
        latest.current.onFieldEdit(name);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': joinIds(errorId, describedBy) ?? '',
    };
  };

  const getEmailInputProps = (userProps: SignupInputPropsOptions = {}): SignupInputPropsReturn => {
    const { 'aria-describedby': describedBy, ...rest } = userProps;
    return mergeProps(
      {
        id: ids.email,
        type: 'email',
        autoComplete: 'email',
        'aria-required': true,
        ...fieldProps('email', ids.emailError, emailError, describedBy),
      },
      rest,
    );
  };

  const getZipInputProps = (userProps: SignupInputPropsOptions = {}): SignupInputPropsReturn => {
    const { 'aria-describedby': describedBy, ...rest } = userProps;
    return mergeProps(
      {
        id: ids.zip,
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: LIMITS.zipLength,
        // Shows a prefilled zip in the server-rendered HTML too (react-hook-form sets it on mount otherwise).
        defaultValue: defaultZipCode,
        ...(zipInput === 'digitsOnly' ? { pattern: '[0-9]*' } : {}),
        onKeyDown: (event: { key: string; preventDefault: () => void }) => {
          if (BLOCKED_ZIP_KEYS.includes(event.key)) event.preventDefault();
        },
        ...fieldProps('zipCode', ids.zipError, zipError, describedBy),
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
    const describedByIds = joinIds(options.submitDescriptionId, describedBy);
    return mergeProps(
      {
        type: 'submit',
        'aria-disabled': isBusy ? true : undefined,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      } as const,
      rest,
    );
  };

  return {
    form,
    emailError,
    zipError,
    submit,
    resetForm,
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
