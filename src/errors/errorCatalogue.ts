import { isHttpError } from '../http/httpError';
import type { ErrorTexts } from '../i18n/messages.types';

/**
 * Page-level messages per HTTP status (spec 8). 400, 401, 402 and 403 are the spec's words; 408, 429 and
 * 500 to 504 are ours, since the spec gives only their meaning (listed in docs/errors.md).
 */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: "Bad Request! We're sorry, an error occurred when processing your request. Please refresh and try again.",
  401: "Unauthorized! We're sorry it appears you're not logged in. Please log in.",
  402: 'User Agreement Not Accepted - Please accept the user agreement before proceeding',
  403: "Forbidden! We're sorry it appears you do not have access to view this content.",
  408: "Slow to Load! We're sorry, this content is taking longer than usual to load. Please try again soon.",
  429: 'Locked! Your account has been locked. Please try again later or reset your password.',
  500: "Service Down! We're sorry, our service is temporarily down. Please try again later.",
  502: "Bad Gateway! We're sorry, one of our services sent an invalid response. Please try again later.",
  503: "Service Unavailable! We're sorry, this service is temporarily unavailable. Please try again later.",
  504: "Gateway Timeout! We're sorry, one of our services took too long to respond. Please try again later.",
};

/** The message for any other status (spec 8). */
export const DEFAULT_ERROR_MESSAGE =
  "We're sorry an error occurred. Our site may be temporarily down. Please try again.";

export interface ErrorMessageOptions {
  /**
   * The messages in the page's language (a catalogue's `errors` area, any subset: `useErrorMessages()`),
   * over the spec's en-US ones. `overrides` and `defaultMessage` still win.
   */
  texts?: Partial<ErrorTexts> | undefined;
  /** Messages that replace the catalogue's for these statuses. */
  overrides?: Readonly<Record<number, string>> | undefined;
  /** Replaces the message for statuses the catalogue does not list. */
  defaultMessage?: string | undefined;
  /** Prefer the response's own `message` (a JSON body's `message` field) when it has one. */
  useResponseMessage?: boolean | undefined;
}

/**
 * The page-level message for a failed request: from a status number, an {@link HttpError}, or any
 * object carrying `status` (and optionally `data.message` / `message`).
 *
 * @example getErrorMessage(401) // "Unauthorized! We're sorry it appears you're not logged in. Please log in."
 * @example getErrorMessage(err, { overrides: { 404: 'Nothing here.' }, useResponseMessage: true })
 * @example getErrorMessage(403, { texts: useErrorMessages() }) // the page's language
 */
export function getErrorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  const status = statusOf(error);
  if (options.useResponseMessage) {
    const own = responseMessageOf(error);
    if (own) return own;
  }
  if (status !== undefined) {
    const override = options.overrides?.[status];
    if (override !== undefined) return override;
    const known = STATUS_MESSAGES[status];
    if (known !== undefined) return options.texts?.[String(status) as keyof ErrorTexts] ?? known;
  }
  return options.defaultMessage ?? options.texts?.default ?? DEFAULT_ERROR_MESSAGE;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'number' && Number.isInteger(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status > 0) return status;
    // A call that passed its deadline reads as 408: content slow to load.
    if ((error as { kind?: unknown }).kind === 'timeout') return 408;
  }
  return undefined;
}

function responseMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = isHttpError(error) ? error.data : (error as { data?: unknown }).data;
  if (data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (!isHttpError(error)) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
