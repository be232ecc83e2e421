import { LIMITS } from '../constants/constants';
import { ZIP5_PATTERN, validate, type RuleSet } from '../validation';

/** The search's user-visible validation messages (spec 5, 8). */
export interface SearchMessages {
  /** The project text is empty. @default 'Please enter a project' */
  project: string;
  /** The ZIP is not exactly five digits. @default 'Please enter a valid ZIP code' */
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
  validateText?: boolean;
  /** Check the ZIP (exactly five digits). @default false */
  validateZip?: boolean;
  /** Replace any of the messages, e.g. for another language. */
  messages?: Partial<SearchMessages>;
}

/** The values the search validates. */
export interface SearchValues {
  query: string;
  zip: string;
}

/** Per-field messages and the one message to show for the whole bar. */
export interface SearchValidationResult {
  valid: boolean;
  errors: { query?: string; zip?: string };
  /** The single message the bar shows: project, ZIP, or the combined one when both fail; null when valid. */
  message: string | null;
}

/** The search's rule set for the library's validator: only the checks that are switched on. */
export function buildSearchRules({ validateText, validateZip, messages }: SearchValidationOptions): RuleSet {
  const text = { ...DEFAULT_SEARCH_MESSAGES, ...messages };
  const rules: RuleSet = {};
  if (validateText) {
    rules.query = { label: 'Project', required: true, maxLength: LIMITS.searchInputMaxLength, message: text.project };
  }
  if (validateZip) {
    rules.zip = { label: 'ZIP code', required: true, pattern: ZIP5_PATTERN, message: text.zip };
  }
  return rules;
}

/** Combines the field messages into the single message of spec 5. */
export function combineSearchMessage(
  errors: SearchValidationResult['errors'],
  messages?: Partial<SearchMessages>,
): string | null {
  const text = { ...DEFAULT_SEARCH_MESSAGES, ...messages };
  if (errors.query && errors.zip) return text.projectAndZip;
  return errors.query ?? errors.zip ?? null;
}

/**
 * Validates the search text and ZIP (spec 5). Both checks are off by default, so with no options
 * every value is valid.
 *
 * @example validateSearch({ query: '', zip: '123' }, { validateText: true, validateZip: true }).message
 * // 'Please enter a valid project and ZIP code'
 */
export function validateSearch(values: SearchValues, options: SearchValidationOptions = {}): SearchValidationResult {
  const rules = buildSearchRules(options);
  if (Object.keys(rules).length === 0) return { valid: true, errors: {}, message: null };
  const { valid, errors } = validate({ query: values.query, zip: values.zip }, rules);
  const fieldErrors: SearchValidationResult['errors'] = {};
  if (errors.query) fieldErrors.query = errors.query;
  if (errors.zip) fieldErrors.zip = errors.zip;
  return { valid, errors: fieldErrors, message: combineSearchMessage(fieldErrors, options.messages) };
}
