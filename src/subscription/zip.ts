import { SHARED_LIMITS } from '../shared/limits';

const ZIP5 = /^\d{5}$/;

/** Keys a numeric zip field refuses (spec 5: values containing -, +, e, E or . are invalid). */
export const BLOCKED_ZIP_KEYS: readonly string[] = ['-', '+', 'e', 'E', '.'];

/** True for exactly five digits. */
export function isZip5(value: unknown): value is string {
  return typeof value === 'string' && ZIP5.test(value);
}

/** Keeps the digits of a typed or detected zip, cut at five (spec 5: numeric input, at most 5 characters). */
export function sanitizeZipInput(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value).replace(/\D+/g, '').slice(0, SHARED_LIMITS.zipLength);
}

/** A banner zip is sent only when it is exactly five digits (spec 5). */
export function zipToSend(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return isZip5(trimmed) ? trimmed : undefined;
}

/**
 * The footer's ZIP fallback chain (spec 5): the entered ZIP when given, else `calculatedZip` when it is
 * five digits, else `cfPostalCode` (the ZIP detected by the CDN) when present.
 *
 * @example resolveFooterZip('', '1234', '10001') // '10001'
 */
export function resolveFooterZip(
  entered: string | undefined,
  calculatedZip: string | undefined,
  cfPostalCode: string | undefined,
): string | undefined {
  const typed = entered?.trim();
  if (typed) return typed;
  const calculated = calculatedZip?.trim();
  if (isZip5(calculated)) return calculated;
  const detected = cfPostalCode?.trim();
  return detected ? detected : undefined;
}
