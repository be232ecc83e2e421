export type {
  CustomRule,
  CustomRuleResult,
  DateFormat,
  FieldRules,
  FormValues,
  RuleName,
  RuleSet,
  ValidationResult,
} from './validation.types';
export { validate, validateAsync, validateField, validateFieldAsync } from './validate';
export type { ValidateOptions } from './validate';
export { useValidationMessages } from './useValidationMessages';
export { assertRuleSet, FIELD_RULE_KEYS } from './assertRuleSet';
export { createResolver, toFieldErrors } from './createResolver';
export { MESSAGES, formatValidationMessage, toSentenceCase, type MessageKey } from './messages';
export { RULE_ORDER, ACCEPTED_VALUES, isEmptyValue } from './rules';
export {
  EMAIL_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_MAX_LABEL_LENGTH,
  POSTAL_CODE_PATTERN,
  ZIP5_PATTERN,
  DIGITS_PATTERN,
  NUMBER_PATTERN,
  URL_PATTERN,
  HTTPS_URL_PATTERN,
  ISO_DATE_PATTERN,
  PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
  PHONE_FORMATTING_PATTERN,
  CREDIT_CARD_PATTERN,
  CREDIT_CARD_FORMATTING_PATTERN,
  CREDIT_CARD_SECURITY_CODE_PATTERN,
  HOURS_PATTERN,
  TEXT_AREA_PATTERN,
  TITLE_PATTERN,
  CITY_PATTERN,
  BUSINESS_NAME_PATTERN,
  DATE_FORMAT_PATTERNS,
  DATE_FORMATS,
  isLeapYear,
  daysInMonth,
  isValidDate,
  isLuhnValid,
  isCreditCard,
  isPhoneNumber,
  isEmail,
} from './patterns';
export { useValidator } from './useValidator';
export { validatorReducer, getInitialValidatorState } from './validatorReducer';
export type {
  FieldElement,
  GetErrorPropsOptions,
  GetErrorPropsReturn,
  GetFieldPropsOptions,
  GetFieldPropsReturn,
  UseValidatorAction,
  UseValidatorOptions,
  UseValidatorResult,
  UseValidatorState,
  ValidateOn,
  ValidatorStatus,
} from './useValidator.types';
