import { warn } from './warn';

/** A search user token: 1 to 64 letters, digits, underscores or hyphens (spec 5). */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True when `token` follows the user-token rule. */
export function isValidUserToken(token: unknown): token is string {
  return typeof token === 'string' && USER_TOKEN_PATTERN.test(token);
}

/**
 * Applies the user-token rule the way the spec asks: an invalid token only logs a warning (in every
 * build) and is still used. Returns whether it was valid. Used by the search client, `useSearchBox`
 * and the search insights.
 */
export function checkUserToken(token: unknown): boolean {
  if (isValidUserToken(token)) return true;
  const shown = typeof token === 'string' ? token.slice(0, 80) : token;
  warn(
    `[@roofline/chrome] Search user token ${JSON.stringify(shown)} should be 1 to 64 characters ` +
      'of letters, digits, underscore or hyphen.',
  );
  return false;
}
