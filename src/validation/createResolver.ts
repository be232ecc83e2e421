/**
 * The react-hook-form adapter: a `Resolver` that runs the same engine as `validate` (through `validateAsync`,
 * so async custom rules work). Only types come from react-hook-form; nothing of it is bundled here.
 */
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { assertRuleSet } from './assertRuleSet';
import { validateAsync, type ValidateOptions } from './validate';
import type { RuleSet } from './validation.types';

type ErrorTree = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is ErrorTree {
  return typeof value === 'object' && value !== null && !('type' in value && 'message' in value);
}

/**
 * Puts an error at a dot path, the way react-hook-form reads it: `emails.0` becomes `errors.emails[0]`. When a
 * path holds both its own error and item errors, its own goes to `root` (react-hook-form's field-array slot).
 */
function setError(tree: ErrorTree, path: string, error: FieldError): void {
  const segments = path.split('.');
  let node = tree as Record<string, unknown>;
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const existing = node[segment];
    if (isLast) {
      if (isContainer(existing)) (existing as Record<string, unknown>).root = error;
      else node[segment] = error;
      return;
    }
    if (!isContainer(existing)) {
      const container: ErrorTree = /^\d+$/.test(segments[index + 1] ?? '') ? [] : {};
      if (existing !== undefined) (container as Record<string, unknown>).root = existing;
      node[segment] = container;
    }
    node = node[segment] as Record<string, unknown>;
  });
}

/** Turns the engine's flat `{ 'emails.0': message }` into react-hook-form's nested `FieldErrors`. */
export function toFieldErrors<TFieldValues extends FieldValues = FieldValues>(
  errors: Record<string, string>,
  criteriaMode?: ResolverOptions<TFieldValues>['criteriaMode'],
): FieldErrors<TFieldValues> {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const error: FieldError =
      criteriaMode === 'all'
        ? { type: 'validation', message, types: { validation: message } }
        : { type: 'validation', message };
    setError(tree, path, error);
  }
  return tree as FieldErrors<TFieldValues>;
}

/**
 * A react-hook-form resolver on the validation engine: `useForm({ resolver: createResolver(rules) })`.
 * Errors come back as `{ [field]: { type: 'validation', message } }` (array items nested as react-hook-form
 * expects). The rule set is checked immediately, so a misconfiguration throws where the resolver is created.
 * `validateOptions.messages`: the rules' messages in the page's language (`useValidationMessages()`).
 * @example const form = useForm<SignUp>({ resolver: createResolver({ email: { required: true, email: true } }) });
 */
export function createResolver<TFieldValues extends FieldValues = FieldValues, TContext = unknown>(
  rules: RuleSet,
  validateOptions?: ValidateOptions,
): Resolver<TFieldValues, TContext> {
  assertRuleSet(rules);
  return async (values, _context, options): Promise<ResolverResult<TFieldValues>> => {
    const result = await validateAsync(values, rules, validateOptions);
    if (result.valid) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors<TFieldValues>(result.errors, options?.criteriaMode) };
  };
}
