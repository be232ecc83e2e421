import { detectedPostalCode, isPostalCode, normalizePostalCode } from '../shared/postalCode';

/**
 * The sign-up forms' zip by the site's country (`site.country`, src/shared/postalCode.ts). The US keeps
 * spec 5's rules to the letter; a regional site takes its country's postal code and sends it normalised.
 */

/** Keys a numeric zip field refuses (spec 5: values containing -, +, e, E or . are invalid). */
export const BLOCKED_ZIP_KEYS: readonly string[] = ['-', '+', 'e', 'E', '.'];

/** True for exactly five digits. */
export function isZip5(value: unknown): value is string {
  return isPostalCode(value);
}

/**
 * A detected zip as the field shows it (the sign-ups' prefill from `cfPostalCode`): a complete code of
 * the site's country, normalised (a US ZIP+4 gives its five digits), else '' and the field stays empty:
 * a first part, another country's code or one that would have to be cut is none (`detectedPostalCode`).
 * A typed value is kept by `cleanTypedZip`.
 */
export function sanitizeZipInput(value: unknown, country = 'US'): string {
  return detectedPostalCode(value, country);
}

/**
 * What a sign-up zip input keeps of a keystroke or a paste: the banner's ('digitsOnly') and every regional
 * field's are normalised; the US footer's ('maxLength') keeps what was typed, its input only caps the length.
 */
export function cleanTypedZip(value: string, zipInput: 'digitsOnly' | 'maxLength', country = 'US'): string {
  return zipInput === 'maxLength' && country === 'US' ? value : normalizePostalCode(value, country);
}

/**
 * A detected (or banner) zip when it is complete and valid for the country: US exactly five digits as
 * given (trimmed, spec 5), elsewhere normalised first, as long as only case and separators changed (a
 * longer code cut to the country's length is another code).
 */
function validZip(value: string | undefined, country: string): string | undefined {
  const text = value?.trim() ?? '';
  const code = country === 'US' ? text : detectedPostalCode(text, country);
  return isPostalCode(code, country) ? code : undefined;
}

/** A banner zip is sent only when it is complete and valid for the country (US: exactly five digits, spec 5). */
export function zipToSend(value: unknown, country = 'US'): string | undefined {
  return validZip(typeof value === 'string' ? value : undefined, country);
}

/**
 * The footer's ZIP fallback chain (spec 5): the entered ZIP when given, else `calculatedZip` when it is
 * valid for the country (US: five digits), else `cfPostalCode` (the ZIP detected by the CDN): in the US
 * when present, elsewhere when valid. A regional site's detected codes are sent normalised.
 *
 * @example resolveFooterZip('', '1234', '10001') // '10001'
 * @example resolveFooterZip('', '80202', 'sw1a1aa', 'GB') // 'SW1A 1AA'
 */
export function resolveFooterZip(
  entered: string | undefined,
  calculatedZip: string | undefined,
  cfPostalCode: string | undefined,
  country = 'US',
): string | undefined {
  const typed = entered?.trim();
  if (typed) return typed;
  const calculated = validZip(calculatedZip, country);
  if (calculated) return calculated;
  if (country !== 'US') return validZip(cfPostalCode, country);
  const detected = cfPostalCode?.trim();
  return detected ? detected : undefined;
}
