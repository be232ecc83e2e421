'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { devWarn } from '../shared';
import { lazyModule } from '../shared/lazyModule';
import { useLatestRef } from '../shared/useLatestRef';
import { signupDeliveryCode } from './signupDeliveryCode';
import { createSignupGetters, getSignupIds, type SignupFieldBinding } from './signupGetters';
import type { SignupFormEngine } from './signupFormEngine';
import type { SignupChecks } from './subscriptionRules';
import { cleanTypedZip } from './zip';
import type { SignupFieldGetters, SignupFieldName, SignupFormValues } from './useSignupForm.types';

/** What to do with the submit lock once a valid submission is handled. */
export type SubmitLockDecision = 'release' | 'hold';

export interface UseSignupFormOptions {
  /** The form's checks (read at each validation, so new messages apply at once). */
  checks: SignupChecks;
  defaultZipCode: string;
  /** When validation first runs: on submit (banner) or on blur (footer). */
  mode: 'onSubmit' | 'onBlur';
  /** 'digitsOnly' strips everything but digits as the user types (banner); 'maxLength' only caps the length (footer). */
  zipInput: 'digitsOnly' | 'maxLength';
  /** The site's country (`site.country`): a regional site's zip is normalised as typed (zip.ts). @default 'US' */
  country?: string | undefined;
  /** True while a submission is being sent (the button gets `aria-disabled`). */
  isBusy: boolean;
  /** Called when the user edits a field. */
  onFieldEdit: (name: SignupFieldName) => void;
  /** Handles a valid submission; its answer says whether another submission may start. */
  onValidSubmit: (values: SignupFormValues) => Promise<SubmitLockDecision>;
  /** The id of an element describing the submit button (a status message), if any. */
  submitDescriptionId?: string | undefined;
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
 * The form engine (react-hook-form's control): loaded on the form's first use (focus, typing, leaving
 * a field, submitting), not with the page: most visitors never sign up, and a page that waits for
 * nothing of it loads nothing of it. The sign-up calls start loading with it, so that a submission
 * finds them there.
 */
const engineCode = lazyModule(() => {
  signupDeliveryCode.preload();
  return import('./signupFormEngine');
});

/**
 * How long a submission waits for the sign-up code (the form engine, the sign-up calls) before it
 * goes on without it: the built-in checks without the engine; the failure state, or the queue, without the calls.
 */
export const SIGNUP_CODE_DEADLINE_MS = 5000;

const FIELD_NAMES: readonly SignupFieldName[] = ['email', 'zipCode'];

type SignupErrors = Partial<Record<SignupFieldName, string>>;
const NO_ERRORS: SignupErrors = {};

/** What the form holds outside React state: the inputs, and what happened before the engine was there. */
interface SignupFormSession {
  engine: SignupFormEngine | undefined;
  creating: Promise<SignupFormEngine> | undefined;
  unsubscribe: (() => void) | undefined;
  elements: Partial<Record<SignupFieldName, HTMLInputElement>>;
  /** Fields left (blurred) before the engine was there: an 'onBlur' form validates them once it is. */
  blurred: Set<SignupFieldName>;
  /** The values `resetForm` goes back to (the engine's default values). */
  defaults: SignupFormValues;
  /** A zip prefilled before its input was there. */
  pendingZip: string | undefined;
}

/**
 * The form machinery both sign-up hooks share: react-hook-form with the form's checks, the submit
 * lock, the getters. The engine's code (react-hook-form's control) is not in the
 * page's bundle: it loads, and the form's engine is created, on first use (focus, typing, leaving a
 * field, submitting). Until then the inputs are plain
 * uncontrolled inputs with the same markup; what the user typed is handed to the engine when it
 * starts, a field left before then is validated then ('onBlur' forms), and a submission waits for it
 * (`SIGNUP_CODE_DEADLINE_MS` at most: when its code cannot load, the same checks run on the inputs,
 * so a submission still ends in the errors, or in `onValidSubmit`).
 * A server render runs the same code (no events there, so no engine): the markup the client hydrates.
 */
export function useSignupForm(options: UseSignupFormOptions): UseSignupFormResult {
  const { defaultZipCode } = options;
  // Handlers read the latest options (render reads `options` itself).
  const latest = useLatestRef(options);
  const ids = getSignupIds(useId());
  const [errors, setErrors] = useState<SignupErrors>(NO_ERRORS);
  // One mutable session per form, created on the first render and never replaced.
  const [session] = useState<SignupFormSession>(() => ({
    engine: undefined,
    creating: undefined,
    unsubscribe: undefined,
    elements: {},
    blurred: new Set(),
    defaults: { email: '', zipCode: defaultZipCode },
    pendingZip: undefined,
  }));

  // The submit lock: taken synchronously before anything is awaited, so a double click or a repeated
  // Enter between two renders cannot start a second submission.
  const lockRef = useRef(false);

  useEffect(() => () => session.unsubscribe?.(), [session]);

  /** The engine, created (once) from the loaded code, with what the user did so far handed over. */
  const getEngine = useCallback((): Promise<SignupFormEngine> => {
    if (session.engine) return Promise.resolve(session.engine);
    session.creating ??= engineCode.start().then(
      ({ createSignupFormEngine }) => {
        const form = createSignupFormEngine({
          defaultZipCode: session.defaults.zipCode,
          mode: latest.current.mode,
          resolver: (values) => runChecks(latest.current.checks, values),
        });
        for (const name of FIELD_NAMES) {
          const element = session.elements[name];
          const value = element ? element.value : name === 'zipCode' ? session.pendingZip : undefined;
          // Set before registering: react-hook-form then keeps the typed value instead of its default.
          if (value !== undefined) form.setValue(name, value);
          if (element) form.register(name).ref(element);
        }
        const readErrors = () =>
          setErrors((previous) => {
            const next: SignupErrors = {
              email: form.getFieldState('email').error?.message,
              zipCode: form.getFieldState('zipCode').error?.message,
            };
            return next.email === previous.email && next.zipCode === previous.zipCode ? previous : next;
          });
        session.unsubscribe = form.subscribe({ formState: { errors: true }, callback: readErrors });
        session.engine = form;
        if (latest.current.mode === 'onBlur' && session.blurred.size > 0) void form.trigger([...session.blurred]);
        session.blurred.clear();
        return form;
      },
      (error: unknown) => {
        session.creating = undefined;
        throw error;
      },
    );
    return session.creating;
  }, [session, latest]);

  const startEngine = useCallback(() => {
    getEngine().catch((error: unknown) => devWarn('Email sign-up: the form could not load.', error));
  }, [getEngine]);

  const submit = useCallback(async () => {
    if (lockRef.current) return;
    lockRef.current = true;
    let decision: SubmitLockDecision = 'release';
    const onValid = async (values: SignupFormValues) => {
      decision = await latest.current.onValidSubmit(values);
    };
    try {
      const form = await engineCode.start(SIGNUP_CODE_DEADLINE_MS).then(getEngine, () => undefined);
      if (form) await form.handleSubmit(onValid)();
      else {
        // Without the engine: the form's checks on the inputs, the first invalid field focused.
        const values = {
          email: session.elements.email?.value ?? '',
          zipCode: session.elements.zipCode?.value ?? session.defaults.zipCode,
        };
        const found = checkFields(latest.current.checks, values);
        setErrors(found);
        const invalid = FIELD_NAMES.find((name) => found[name]);
        if (invalid) session.elements[invalid]?.focus();
        else await onValid(values);
      }
    } catch (error) {
      devWarn('Email sign-up: the submission failed unexpectedly.', error);
      decision = 'release';
    } finally {
      if (decision === 'release') lockRef.current = false;
    }
  }, [getEngine, latest, session]);

  const resetForm = useCallback(() => {
    session.defaults = { email: '', zipCode: latest.current.defaultZipCode };
    if (session.engine) session.engine.reset(session.defaults);
    else for (const name of FIELD_NAMES) setElementValue(session.elements[name], session.defaults[name]);
    session.blurred.clear();
    session.pendingZip = undefined;
    lockRef.current = false;
  }, [session, latest]);

  const prefillZip = useCallback(
    (zipCode: string) => {
      const form = session.engine;
      const element = session.elements.zipCode;
      const current = form ? form.getValues('zipCode') : element ? element.value : session.pendingZip;
      // Only over a zip the user has not changed.
      if (current !== undefined && current !== session.defaults.zipCode) return;
      if (form) form.setValue('zipCode', zipCode);
      else if (element) setElementValue(element, zipCode);
      else session.pendingZip = zipCode;
    },
    [session],
  );

  // One binding per field for the component's life: its ref is called only when the input changes.
  const bindings = useMemo(() => {
    const bind = (name: SignupFieldName): SignupFieldBinding => ({
      ref: (element) => {
        if (element) {
          session.elements[name] = element;
          if (name === 'zipCode' && session.pendingZip !== undefined && !session.engine) {
            if (element.value === session.defaults.zipCode) element.value = session.pendingZip;
            session.pendingZip = undefined;
          }
        } else {
          delete session.elements[name];
        }
        session.engine?.register(name).ref(element);
      },
      onFocus: startEngine,
      onChange: (event) => {
        if (name === 'zipCode') {
          const cleaned = cleanTypedZip(event.target.value, latest.current.zipInput, latest.current.country);
          if (cleaned !== event.target.value) event.target.value = cleaned;
        }
        const form = session.engine;
        if (form) {
          void form.register(name).onChange(event);
          form.clearErrors(name);
        } else {
          setErrors((found) => (found[name] ? { ...found, [name]: undefined } : found));
          startEngine();
        }
        latest.current.onFieldEdit(name);
      },
      onBlur: (event) => {
        const form = session.engine;
        if (form) {
          void form.register(name).onBlur(event);
        } else {
          session.blurred.add(name);
          startEngine();
        }
      },
    });
    return { email: bind('email'), zipCode: bind('zipCode') };
  }, [session, latest, startEngine]);

  const emailError = errors.email;
  const zipError = errors.zipCode;
  const getters = createSignupGetters({
    ids,
    defaultZipCode,
    zipInput: options.zipInput,
    country: options.country,
    isBusy: options.isBusy,
    submitDescriptionId: options.submitDescriptionId,
    emailError,
    zipError,
    zipChecked: 'zipCode' in options.checks,
    bindField: (name) => bindings[name],
    onSubmit: () => void submit(),
  });
  return { ...getters, emailError, zipError, submit, resetForm, prefillZip };
}

/** The form's checks: a message per invalid field. */
function checkFields(checks: SignupChecks, values: SignupFormValues): SignupErrors {
  const found: SignupErrors = {};
  for (const name of FIELD_NAMES) {
    const message = checks[name]?.(values[name]);
    if (message) found[name] = message;
  }
  return found;
}

/** The form's checks as react-hook-form's resolver answer: the values when valid, else an error per field. */
function runChecks(checks: SignupChecks, values: SignupFormValues): ReturnType<Resolver<SignupFormValues>> {
  const errors: FieldErrors<SignupFormValues> = {};
  const found = checkFields(checks, values);
  for (const name of FIELD_NAMES) {
    const message = found[name];
    if (message) errors[name] = { type: 'validation', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}

function setElementValue(element: HTMLInputElement | undefined, value: string) {
  if (element) element.value = value;
}
