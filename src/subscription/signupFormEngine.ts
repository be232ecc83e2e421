import { createFormControl } from 'react-hook-form';
import { createResolver, type RuleSet } from '../validation';
import type { SignupFormValues } from './useSignupForm.types';

export interface SignupFormEngineOptions {
  defaultZipCode: string;
  /** When validation first runs: on submit (banner) or on blur (footer). */
  mode: 'onSubmit' | 'onBlur';
  /** The current rules (read at each validation, so new messages apply at once). */
  getRules: () => RuleSet;
}

/**
 * The sign-up forms' engine: a react-hook-form control (`createFormControl`, the same control
 * `useForm` builds) on the rule engine's resolver. This module is loaded on first demand
 * (`useSignupForm`), so react-hook-form and the validator stay out of a page's up-front code.
 */
export function createSignupFormEngine({ defaultZipCode, mode, getRules }: SignupFormEngineOptions) {
  let resolverRules: RuleSet | undefined;
  let resolver: ReturnType<typeof createResolver<SignupFormValues>> | undefined;
  return createFormControl<SignupFormValues>({
    defaultValues: { email: '', zipCode: defaultZipCode },
    resolver: (values, context, options) => {
      const rules = getRules();
      if (!resolver || rules !== resolverRules) {
        resolverRules = rules;
        resolver = createResolver<SignupFormValues>(rules);
      }
      return resolver(values, context, options);
    },
    mode,
    reValidateMode: mode === 'onBlur' ? 'onBlur' : 'onSubmit',
    shouldFocusError: true,
  });
}

export type SignupFormEngine = ReturnType<typeof createSignupFormEngine>;
