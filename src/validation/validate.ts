/**
 * The validation engine: pure functions over values and a rule set, no React. `validate` is synchronous;
 * `validateAsync` also awaits custom rules that return a Promise.
 */
import { assertRuleSet } from './assertRuleSet';
import { MESSAGES, formatValidationMessage } from './messages';
import { CHECKS, RULE_ORDER, type RuleContext, getValue, isEmptyValue, labelOf } from './rules';
import type { ValidationTexts } from '../i18n/messages.types';
import type {
  CustomRule,
  CustomRuleResult,
  FieldRules,
  FormValues,
  RuleSet,
  ValidationResult,
} from './validation.types';

/** Options of the engine's functions. */
export interface ValidateOptions {
  /**
   * The rules' default messages in another language or wording (a catalogue's `validation` area, any
   * subset), over the spec's en-US ones (`MESSAGES`). A field's own `message` still wins.
   */
  messages?: Partial<ValidationTexts> | undefined;
}

/** Rules that see empty values too; the rest pass an empty value. */
const SEES_EMPTY = new Set<string>(['acceptance', 'equalTo']);

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

function customRulesOf(rules: FieldRules): readonly CustomRule[] {
  if (rules.custom === undefined) return [];
  return typeof rules.custom === 'function' ? [rules.custom] : rules.custom;
}

/** A custom rule's result as a message (a `{0}` in it is the label), or undefined when it passed. */
function customMessage(result: unknown, label: string): string | undefined {
  if (result === undefined || result === null || result === '' || result === false) return undefined;
  return formatValidationMessage(String(result), label);
}

/** The first failing built-in rule's message for one value, or undefined. */
function builtInMessage(
  value: unknown,
  rules: FieldRules,
  context: RuleContext,
  messages: Partial<ValidationTexts> | undefined,
): string | undefined {
  const text = (rule: keyof ValidationTexts) => rules.message ?? messages?.[rule] ?? MESSAGES[rule];
  const isRequired = typeof rules.required === 'function' ? rules.required(context.values) : rules.required === true;
  const empty = isEmptyValue(value);
  if (isRequired && empty) return formatValidationMessage(text('required'), context.label);
  for (const rule of RULE_ORDER) {
    if (rule === 'required' || rule === 'custom') continue;
    const setting = rules[rule];
    if (setting === undefined || setting === false) continue;
    if (empty && !SEES_EMPTY.has(rule)) continue;
    const failure = CHECKS[rule](value, rules, context);
    if (failure) return formatValidationMessage(text(rule), ...failure);
  }
  return undefined;
}

/** One field's work: its own value and, for `each`, its items (named 'field.0', 'field.1'...). */
interface FieldJob {
  name: string;
  value: unknown;
  rules: FieldRules;
  label: string;
}

function jobsOf(name: string, value: unknown, rules: FieldRules, label: string): FieldJob[] {
  const jobs: FieldJob[] = [{ name, value, rules, label }];
  if (rules.each && Array.isArray(value)) {
    const itemLabel = rules.each.label ?? label;
    value.forEach((item, index) => jobs.push(...jobsOf(`${name}.${index}`, item, rules.each as FieldRules, itemLabel)));
  }
  return jobs;
}

function allJobs(values: FormValues, ruleSet: RuleSet): FieldJob[] {
  assertRuleSet(ruleSet);
  return Object.entries(ruleSet).flatMap(([name, rules]) =>
    jobsOf(name, getValue(values, name), rules, labelOf(name, rules)),
  );
}

function runSync(job: FieldJob, values: FormValues, ruleSet: RuleSet, options?: ValidateOptions): string | undefined {
  const message = builtInMessage(job.value, job.rules, { values, ruleSet, label: job.label }, options?.messages);
  if (message !== undefined) return message;
  for (const rule of customRulesOf(job.rules)) {
    const result = rule(job.value, values);
    if (isThenable(result)) {
      // Keep a rejection of the abandoned promise from surfacing as an unhandled rejection.
      Promise.resolve(result).catch(() => undefined);
      throw new Error(
        `[@roofline/chrome] The custom rule of field "${job.name}" returned a Promise. ` +
          'validate() is synchronous: use validateAsync() (or createResolver / useValidator().validateAsync) for async rules.',
      );
    }
    const custom = customMessage(result, job.label);
    if (custom !== undefined) return custom;
  }
  return undefined;
}

async function runAsync(
  job: FieldJob,
  values: FormValues,
  ruleSet: RuleSet,
  options?: ValidateOptions,
): Promise<string | undefined> {
  const message = builtInMessage(job.value, job.rules, { values, ruleSet, label: job.label }, options?.messages);
  if (message !== undefined) return message;
  for (const rule of customRulesOf(job.rules)) {
    const result: CustomRuleResult = await rule(job.value, values);
    const custom = customMessage(result, job.label);
    if (custom !== undefined) return custom;
  }
  return undefined;
}

function toResult(entries: readonly (readonly [string, string | undefined])[]): ValidationResult {
  const errors: Record<string, string> = {};
  for (const [name, message] of entries) if (message !== undefined) errors[name] = message;
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * Validates values against a rule set, synchronously and without side effects. Returns the first failing message
 * per field. Throws a developer `Error` for a misconfigured rule set or a custom rule that returns a Promise.
 * @example validate({ email: 'x' }, { email: { required: true, email: true } })
 * // { valid: false, errors: { email: 'Must enter a valid email address' } }
 */
export function validate(values: FormValues, rules: RuleSet, options?: ValidateOptions): ValidationResult {
  const source = values ?? {};
  return toResult(allJobs(source, rules).map((job) => [job.name, runSync(job, source, rules, options)] as const));
}

/** Like `validate`, but awaits custom rules that return a Promise (all fields in parallel). */
export async function validateAsync(
  values: FormValues,
  rules: RuleSet,
  options?: ValidateOptions,
): Promise<ValidationResult> {
  const source = values ?? {};
  const jobs = allJobs(source, rules);
  const messages = await Promise.all(jobs.map((job) => runAsync(job, source, rules, options)));
  return toResult(jobs.map((job, index) => [job.name, messages[index]] as const));
}

/**
 * The message of one field ('email') or one array item ('emails.1'), or undefined when it is valid or has no rules.
 * Synchronous, like `validate`.
 */
export function validateField(
  name: string,
  values: FormValues,
  rules: RuleSet,
  options?: ValidateOptions,
): string | undefined {
  const source = values ?? {};
  const job = allJobs(source, rules).find((candidate) => candidate.name === name);
  return job ? runSync(job, source, rules, options) : undefined;
}

/** Like `validateField`, but awaits async custom rules. */
export async function validateFieldAsync(
  name: string,
  values: FormValues,
  rules: RuleSet,
  options?: ValidateOptions,
): Promise<string | undefined> {
  const source = values ?? {};
  const job = allJobs(source, rules).find((candidate) => candidate.name === name);
  return job ? runAsync(job, source, rules, options) : undefined;
}
