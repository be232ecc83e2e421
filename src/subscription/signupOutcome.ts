/** The outcome of one sign-up call. */
export type SignupOutcome =
  | {
      status: 'success';
      /** The account id the service returned (member-create `userId`, HomeAdvisor `entityId`). */
      accountId?: string;
    }
  | {
      status: 'failure';
      /** True when trying again later may work (network error, 408, 429 or 5xx). */
      retryable: boolean;
    };

/** True for failures worth retrying later: no response at all, 408, 429 or any 5xx. */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 408 || status === 429 || status >= 500;
}
