import { isHttpError } from '../http/httpError';

/** The outcome of one sign-up call. */
export type SignupOutcome =
  | {
      status: 'success';
      /** The account id the service returned (member-create `userId`, HomeAdvisor `entityId`). */
      accountId?: string | undefined;
    }
  | {
      status: 'failure';
      /** True when trying again later may work (network error, timeout, 408, 429 or 5xx). */
      retryable: boolean;
    };

/** True for failures worth retrying later: no response at all, 408, 429 or any 5xx. */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The outcome of a sign-up call that failed with this error: a network error, a timeout or a
 * retryable status may succeed later; an abort, a 4xx or a broken call will not.
 */
export function signupFailure(error: unknown): SignupOutcome {
  if (!isHttpError(error)) return { status: 'failure', retryable: false };
  const retryable =
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'status' && isRetryableStatus(error.status));
  return { status: 'failure', retryable };
}
