import { isPostalCode } from '../shared/postalCode';
import type { RuleSet } from '../validation/validation.types';
import { SEARCH_LIMITS } from './limits';

/*
 * The two checks are written here rather than run through the library's validator (src/validation):
 * the search box would otherwise carry its rule engine, patterns and messages for a non-empty text and
 * a postal code of the site's country (US: five digits). `buildSearchRules` still describes the same checks for `validate`, and
 * searchValidation.test.ts holds both to the same answers.
 */

/** Exactly five digits (the validator's `ZIP5_PATTERN`), the US format (spec 5). */
const ZIP5 = /^\d{5}$/;
const PROJECT_LABEL = 'Project';
const ZIP_LABEL = 'ZIP code';

/** Fills `{0}`, `{1}`... as the validator does for a rule set's own message (missing ones stay as written). */
const fill = (template: string, ...args: readonly unknown[]) =>
  template.replace(/\{(\d)\}/g, (placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? placeholder : String(arg);
  });

/** The search's user-visible validation messages (spec 5, 8). */
export interface SearchMessages {
  /** The project text is empty. @default 'Please enter a project' */
  project: string;
  /** The ZIP is not a postal code of the country (US: exactly five digits). @default 'Please enter a valid ZIP code' */
  zip: string;
  /** Both fail. @default 'Please enter a valid project and ZIP code' */
  projectAndZip: string;
}

export const DEFAULT_SEARCH_MESSAGES: SearchMessages = {
  project: 'Please enter a project',
  zip: 'Please enter a valid ZIP code',
  projectAndZip: 'Please enter a valid project and ZIP code',
};

export interface SearchValidationOptions {
  /** Check the project text (non-empty). @default false */
  validateText?: boolean | undefined;
  /** Check the ZIP: a complete postal code of the site's country (US: exactly five digits). @default false */
  validateZip?: boolean | undefined;
  /** Replace any of the messages, e.g. for another language. */
  messages?: Partial<SearchMessages> | undefined;
}

/** The values the search validates. */
export interface SearchValues {
  query: string;
  zip: string;
}

/** Per-field messages and the one message to show for the whole bar. */
export interface SearchValidationResult {
  valid: boolean;
  errors: { query?: string | undefined; zip?: string | undefined };
  /** The single message the bar shows: project, ZIP, or the combined one when both fail; null when valid. */
  message: string | null;
}

/** The messages to show: the defaults, with the caller's defined ones over them (`undefined` keeps the default). */
export function resolveSearchMessages(messages: Partial<SearchMessages> | undefined): SearchMessages {
  const text = { ...DEFAULT_SEARCH_MESSAGES };
  if (messages)
    for (const key of Object.keys(text) as Array<keyof SearchMessages>) text[key] = messages[key] ?? text[key];
  return text;
}

/**
 * The search's rule set for the library's validator: only the checks that are switched on. `country` is
 * the site's (`site.country`), the postal code's format.
 */
export function buildSearchRules(
  { validateText, validateZip, messages }: SearchValidationOptions,
  country = 'US',
): RuleSet {
  const text = resolveSearchMessages(messages);
  const rules: RuleSet = {};
  if (validateText) {
    rules.query = {
      label: PROJECT_LABEL,
      required: true,
      maxLength: SEARCH_LIMITS.searchInputMaxLength,
      message: text.project,
    };
  }
  if (validateZip) {
    // The US keeps the validator's pattern; the other formats check through the same function as below.
    const format =
      country === 'US'
        ? { pattern: ZIP5 }
        : { custom: (zip: unknown) => (isPostalCode(zip, country) ? undefined : text.zip) };
    rules.zip = { label: ZIP_LABEL, required: true, message: text.zip, ...format };
  }
  return rules;
}

/** Combines the field messages into the single message of spec 5. */
export function combineSearchMessage(
  errors: SearchValidationResult['errors'],
  messages?: Partial<SearchMessages>,
): string | null {
  const text = resolveSearchMessages(messages);
  if (errors.query && errors.zip) return text.projectAndZip;
  return errors.query ?? errors.zip ?? null;
}

/**
 * Validates the search text and ZIP (spec 5): the ZIP as a postal code of `country`, the site's
 * (`site.country`; US: exactly five digits). Both checks are off by default, so with no options
 * every value is valid.
 *
 * @example validateSearch({ query: '', zip: '123' }, { validateText: true, validateZip: true }).message
 * // 'Please enter a valid project and ZIP code'
 */
export function validateSearch(
  values: SearchValues,
  options: SearchValidationOptions = {},
  country = 'US',
): SearchValidationResult {
  const { validateText, validateZip, messages } = options;
  if (!validateText && !validateZip) return { valid: true, errors: {}, message: null };
  const text = resolveSearchMessages(messages);
  let query: string | undefined;
  if (validateText) {
    // Blank, or longer than the field allows (counted in code points, as the validator's maxLength does).
    if (values.query.trim() === '') query = fill(text.project, PROJECT_LABEL);
    else if (Array.from(values.query).length > SEARCH_LIMITS.searchInputMaxLength) {
      query = fill(text.project, PROJECT_LABEL, SEARCH_LIMITS.searchInputMaxLength);
    }
  }
  const zip = validateZip && !isPostalCode(values.zip, country) ? fill(text.zip, ZIP_LABEL) : undefined;
  // A failed check is invalid even with an empty message; the errors carry the messages there are.
  const errors: SearchValidationResult['errors'] = {};
  if (query) errors.query = query;
  if (zip) errors.zip = zip;
  return { valid: query === undefined && zip === undefined, errors, message: combineSearchMessage(errors, messages) };
}
