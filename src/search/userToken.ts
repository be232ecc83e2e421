import { warn } from '../shared/warn';

/** A search user token: 1 to 64 letters, digits, underscores or hyphens (spec 5). */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True when `token` follows the user-token rule. */
export function isValidUserToken(token: unknown): token is string {
  return typeof token === 'string' && USER_TOKEN_PATTERN.test(token);
}

/**
 * Applies the user-token rule the way the spec asks: an invalid token only logs a warning (in every
 * build) and is still used. Returns whether it was valid.
 */
export function checkUserToken(token: string): boolean {
  if (USER_TOKEN_PATTERN.test(token)) return true;
  warn(
    `[@roofline/chrome] Search user token ${JSON.stringify(token.slice(0, 80))} should be 1 to 64 characters ` +
      'of letters, digits, underscore or hyphen.',
  );
  return false;
}
