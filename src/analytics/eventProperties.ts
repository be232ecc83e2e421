import { isBrand, type Brand } from '../brand';
import { warn } from '../shared';

/** The error string an error-present event carries when none is given (spec 8). */
export const DEFAULT_ERROR_STRING = 'Default Error String';

/**
 * Returns the brand when it is one of `Brand`'s values; otherwise warns and returns `undefined`,
 * so the caller leaves the brand out of the event (spec 8: invalid brand names are ignored).
 */
export function checkAnalyticsBrand(brand: unknown): Brand | undefined {
  if (brand === undefined || brand === null || brand === '') return undefined;
  if (isBrand(brand)) return brand;
  warn(`Invalid brand name for analytics, ignored: ${String(brand)}`);
  return undefined;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * The properties of an error-present event: `{ errorPresent: true, errorString }`, where
 * `errorString` is the error's message (a string or an `Error`'s message) or 'Default Error String'.
 */
export function errorEventProperties(error?: unknown): { errorPresent: true; errorString: string } {
  return { errorPresent: true, errorString: messageOf(error) ?? DEFAULT_ERROR_STRING };
}

/**
 * Normalises event properties: an event with `errorPresent: true` always carries a non-empty
 * `errorString` (its own, else 'Default Error String'). Other events are returned as they are.
 */
export function withErrorString(properties?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!properties || properties.errorPresent !== true) return properties;
  return { ...properties, errorString: messageOf(properties.errorString) ?? DEFAULT_ERROR_STRING };
}
