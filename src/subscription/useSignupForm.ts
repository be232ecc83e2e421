import { useCallback, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { createResolver, type RuleSet } from '../validation';
import { devWarn } from '../shared';
import { useLatestRef } from '../shared/useLatestRef';
import { isServerRender } from './serverRender';
import { createSignupGetters, getSignupIds, type SignupFieldBinding } from './signupGetters';
import { sanitizeZipInput } from './zip';
import type { SignupFieldGetters, SignupFieldName, SignupFormValues } from './useSignupForm.types';

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
  emailError: string | undefined;
  zipError: string | undefined;
  /** Validates and, when valid, hands the values to `onValidSubmit`. One submission at a time. */
  submit: () => Promise<void>;
  /** Empties the fields (the zip goes back to its default) and releases the submit lock. */
  resetForm: () => void;
  /** Puts a zip detected after the first render in the zip field, unless the user typed one. */
  prefillZip: (zipCode: string) => void;
}

/**
 * The form machinery both sign-up hooks share: react-hook-form on the validation engine, the submit
 * lock, the getters. A server render runs no react-hook-form: it renders the same getters from a light
 * stand-in (nothing to validate or submit there), so the markup is the one the client hydrates.
 */
export function useSignupForm(options: UseSignupFormOptions): UseSignupFormResult {
  // `isServerRender()` never changes within one environment (no `window` on the server), so every
  // render of a component calls the same one of the two, and so the same hooks.
  const useImplementation = isServerRender() ? useServerSignupForm : useClientSignupForm;
  return useImplementation(options);
}

/** The client: react-hook-form with the rule engine's resolver. */
function useClientSignupForm(options: UseSignupFormOptions): UseSignupFormResult {
  const { rules, defaultZipCode, mode } = options;
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
  const ids = getSignupIds(useId());

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

  const prefillZip = useCallback(
    (zipCode: string) => {
      if (!form.getFieldState('zipCode').isDirty) form.setValue('zipCode', zipCode);
    },
    [form],
  );

  const bindField = (name: SignupFieldName): SignupFieldBinding => {
    const registered = form.register(name);
    return {
      ref: registered.ref,
      onChange: (event) => {
        if (name === 'zipCode' && latest.current.zipInput === 'digitsOnly') {
          const cleaned = sanitizeZipInput(event.target.value);
          if (cleaned !== event.target.value) event.target.value = cleaned;
        }
        void registered.onChange(event);
        form.clearErrors(name);
        latest.current.onFieldEdit(name);
      },
      onBlur: (event) => void registered.onBlur(event),
    };
  };

  const getters = createSignupGetters({
    ids,
    defaultZipCode,
    zipInput: options.zipInput,
    isBusy: options.isBusy,
    submitDescriptionId: options.submitDescriptionId,
    emailError,
    zipError,
    bindField,
    onSubmit: () => void submit(),
  });
  return { ...getters, emailError, zipError, submit, resetForm, prefillZip };
}

const noop = () => undefined;
const SERVER_FIELD: SignupFieldBinding = { ref: noop, onChange: noop, onBlur: noop };
const serverSubmit = async () => undefined;

/**
 * The server: the same getters with no errors and no-op handlers (a server render has no events), and
 * no react-hook-form. The client's first render has no errors either, so both render the same markup.
 */
function useServerSignupForm(options: UseSignupFormOptions): UseSignupFormResult {
  const ids = getSignupIds(useId());
  const getters = createSignupGetters({
    ids,
    defaultZipCode: options.defaultZipCode,
    zipInput: options.zipInput,
    isBusy: options.isBusy,
    submitDescriptionId: options.submitDescriptionId,
    emailError: undefined,
    zipError: undefined,
    bindField: () => SERVER_FIELD,
    onSubmit: noop,
  });
  return {
    ...getters,
    emailError: undefined,
    zipError: undefined,
    submit: serverSubmit,
    resetForm: noop,
    prefillZip: noop,
  };
}
