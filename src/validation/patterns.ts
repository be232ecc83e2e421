/**
 * The validation patterns of spec section 5, exported for reuse. No matching pattern has the `g` or `y` flag, so
 * `test()` keeps no state between calls (the two `*_FORMATTING_PATTERN`s are global, for `replace`).
 * Checks a pattern alone cannot express (Luhn, days per month, repeated labels) are functions beside them.
 */
import type { DateFormat } from './validation.types';

/**
 * The loose email pattern: something@something.tld, exactly one `@`, no whitespace, no control or invisible
 * characters and no U+FFFD in the local part; the domain is dot-separated labels of letters, digits and inner
 * hyphens (no empty label, no leading or trailing dot or hyphen) ending in a top-level domain of 2+ letters.
 * The whole address is at most 254 characters (checked by `isEmail`).
 */
export const EMAIL_PATTERN = /^[^\s@\p{C}\uFFFD]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** The longest email address `isEmail` accepts (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** A US ZIP code: 5 digits, optionally a dash and 4 more ('10001', '10001-1234'). */
export const POSTAL_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** Exactly 5 digits (the ZIP the search, banner and footer send). */
export const ZIP5_PATTERN = /^\d{5}$/;

/** One or more digits 0-9. */
export const DIGITS_PATTERN = /^\d+$/;

/** A number: optional minus, digits with optional thousands commas, optional decimals ('-1,234.5', '.5'). */
export const NUMBER_PATTERN = /^-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;

/** An http or https URL with a host ('https://example.com/path?q=1'). No whitespace. */
export const URL_PATTERN = /^https?:\/\/(?:[^\s/?#@:]+(?::[^\s/?#@]*)?@)?[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An https-only URL with a host. */
export const HTTPS_URL_PATTERN = /^https:\/\/(?:[^\s/?#@:]+(?::[^\s/?#@]*)?@)?[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An ISO 8601 date, optionally with a time and zone ('2024-02-29', '2024-02-29T13:45:00.000Z'). */
export const ISO_DATE_PATTERN =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * A password: 8 to 120 characters from ASCII letters, digits, space and the ASCII symbols
 * ``! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~``, with no character three times in a row.
 */
export const PASSWORD_PATTERN = /^(?!.*(.)\1\1)[A-Za-z0-9 !"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{8,120}$/;

/** A 10-digit US phone number, first digit 2 to 9 (digits only; `isPhoneNumber` strips formatting first). */
export const PHONE_NUMBER_PATTERN = /^[2-9]\d{9}$/;

/** The characters `isPhoneNumber` ignores: spaces, dashes, dots and brackets. */
export const PHONE_FORMATTING_PATTERN = /[\s\-.()]/g;

/**
 * A card number shape: 13 to 19 digits starting with a Visa (4), Mastercard (51-55, 2221-2720), Amex (34, 37),
 * Diners (300-305, 36, 38, 39), Discover (6011, 644-649, 65, 622126-622925) or JCB (3528-3589) prefix.
 * `isCreditCard` also requires a Luhn pass.
 */
export const CREDIT_CARD_PATTERN =
  /^(?=\d{13,19}$)(?:4|5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720|3[47]|30[0-5]|3[689]|6011|64[4-9]|65|622(?:12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5])|352[89]|35[3-8]\d)\d+$/;

/** The characters `isCreditCard` ignores: spaces and dashes. */
export const CREDIT_CARD_FORMATTING_PATTERN = /[\s-]/g;

/** A card security code: 3 or 4 digits. */
export const CREDIT_CARD_SECURITY_CODE_PATTERN = /^\d{3,4}$/;

/** A 12-hour time with AM or PM: '09:30 AM', '9:30 am', '12:00PM'. */
export const HOURS_PATTERN = /^(?:0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm]$/;

/**
 * Text area text: letters (any script) and their marks, digits, spaces, line breaks and the symbols
 * `. , ! ? ' " - ( ) : ; & / @ # $ % + * = _` plus typographic quotes, dashes and the ellipsis.
 * Angle brackets, braces, square brackets, backslash, backtick, caret, pipe and tilde are refused.
 */
export const TEXT_AREA_PATTERN =
  /^[\p{L}\p{M}\p{N}\s.,!?'"\-():;&/@#$%+*=_\u2018\u2019\u201C\u201D\u2013\u2014\u2026]*$/u;

/** A title: letters, digits, spaces and `. , ' - & ( ) : ! ?` (plus the typographic apostrophe). */
export const TITLE_PATTERN = /^[\p{L}\p{M}\p{N} .,'\u2019\-&():!?]*$/u;

/** A city: starts with a letter, then letters, spaces and `. ' -` ('St. John's', 'Winston-Salem'). */
export const CITY_PATTERN = /^\p{L}[\p{L}\p{M} .'\u2019-]*$/u;

/** A business name: letters, digits, spaces and `. , ' - & ( ) / + # @ !` (plus the typographic apostrophe). */
export const BUSINESS_NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'\u2019\-&()/+#@!]*$/u;

/** The shape of each date format (the calendar check is `isValidDate`). */
export const DATE_FORMAT_PATTERNS: Readonly<Record<DateFormat, RegExp>> = {
  'MM/dd/yyyy': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'dd/MM/yyyy': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'MM-dd-yyyy': /^(\d{2})-(\d{2})-(\d{4})$/,
  'dd-MM-yyyy': /^(\d{2})-(\d{2})-(\d{4})$/,
  'MM.dd.yyyy': /^(\d{2})\.(\d{2})\.(\d{4})$/,
  'dd.MM.yyyy': /^(\d{2})\.(\d{2})\.(\d{4})$/,
  MMddyyyy: /^(\d{2})(\d{2})(\d{4})$/,
};

/** Every supported date format. */
export const DATE_FORMATS = Object.keys(DATE_FORMAT_PATTERNS) as readonly DateFormat[];

/** True for a leap year of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when `value` is a real calendar date in `format` (day 1-31 as the month allows, month 1-12, year 0001+). */
export function isValidDate(value: string, format: DateFormat = 'MM/dd/yyyy'): boolean {
  const match = DATE_FORMAT_PATTERNS[format].exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = Number(match[3]);
  const [month, day] = format.startsWith('dd') ? [second, first] : [first, second];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when a string of digits passes the Luhn (mod 10) checksum. Non-digits give false. */
export function isLuhnValid(digits: string): boolean {
  if (!DIGITS_PATTERN.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** True for a card number (spaces and dashes ignored) with an accepted prefix, 13-19 digits and a Luhn pass. */
export function isCreditCard(value: string): boolean {
  const digits = value.replace(CREDIT_CARD_FORMATTING_PATTERN, '');
  return CREDIT_CARD_PATTERN.test(digits) && isLuhnValid(digits);
}

/** True for a 10-digit US phone number once spaces, dashes, dots and brackets are removed. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER_PATTERN.test(value.replace(PHONE_FORMATTING_PATTERN, ''));
}

/** The longest domain label `isEmail` accepts (RFC 1035). */
export const EMAIL_MAX_LABEL_LENGTH = 63;

/**
 * True for an address that matches the loose `EMAIL_PATTERN`, is at most 254 characters, has no domain label
 * over 63 characters and no label three times in a row (`adsf@ad.de.de.de.de`, a known false positive of
 * other validators). Prefer it to the bare pattern.
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const labels = value
    .slice(value.lastIndexOf('@') + 1)
    .toLowerCase()
    .split('.');
  const tooLong = labels.some((label) => label.length > EMAIL_MAX_LABEL_LENGTH);
  const tripled = labels.some(
    (label, index) => index >= 2 && label === labels[index - 1] && label === labels[index - 2],
  );
  return !tooLong && !tripled;
}
