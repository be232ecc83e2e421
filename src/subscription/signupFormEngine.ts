'use client';

import { createFormControl, type Resolver } from 'react-hook-form';
import type { SignupFormValues } from './useSignupForm.types';

export interface SignupFormEngineOptions {
  defaultZipCode: string;
  /** When validation first runs: on submit (banner) or on blur (footer). */
  mode: 'onSubmit' | 'onBlur';
  /** The form's checks as a react-hook-form resolver. */
  resolver: Resolver<SignupFormValues>;
}

/**
 * The sign-up forms' engine: a react-hook-form control (`createFormControl`, the same control
 * `useForm` builds). This module is loaded on first demand (`useSignupForm`), so react-hook-form
 * stays out of a page's up-front code. It imports nothing else of the library's: a bundler that
 * splits before it tree-shakes (esbuild) would otherwise load what it shares with the page up front.
 */
export function createSignupFormEngine({ defaultZipCode, mode, resolver }: SignupFormEngineOptions) {
  return createFormControl<SignupFormValues>({
    defaultValues: { email: '', zipCode: defaultZipCode },
    resolver,
    mode,
    reValidateMode: mode === 'onBlur' ? 'onBlur' : 'onSubmit',
    shouldFocusError: true,
  });
}

export type SignupFormEngine = ReturnType<typeof createSignupFormEngine>;
