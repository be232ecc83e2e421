/** Limits of the validator's rules (spec 5 and 9). */
export const VALIDATION_LIMITS = {
  /** Password length: at least this many characters. */
  passwordMinLength: 8,
  /** Password length: at most this many characters. */
  passwordMaxLength: 120,
  /** Card number: at least this many digits. */
  cardNumberMinDigits: 13,
  /** Card number: at most this many digits. */
  cardNumberMaxDigits: 19,
  /** Phone number digits. */
  phoneDigits: 10,
} as const;
