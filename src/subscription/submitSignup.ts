import type { ResolvedChromeConfig } from '../config/config.types';
import { enqueueSignupJob, removeSignupJobs } from './retryQueue';
import type { SignupOutcome } from './signupOutcome';
import { deliverSignup, type SignupContext, type SignupPlan } from './signupPipeline';

export interface SubmitSignupOptions {
  /**
   * Keep a failed call that may work later (network error, timeout, 408, 429, 5xx) for the next load.
   * The footer does (it has already said "You're all set!"); the banner does not (it said the send
   * failed, and offers to try again instead).
   */
  keepForRetry: boolean;
  /** Called with the call's outcome, before the attribution event goes out. */
  onOutcome: (outcome: SignupOutcome) => void;
}

/**
 * A sign-up submitted from a form, as both sign-up hooks run it: the pipeline (`deliverSignup`), then
 * the queue kept in step with what the user was told: a success forgets any queued sign-up for the
 * email, a retryable failure is queued only when `keepForRetry`. Never rejects.
 */
export function submitSignup(
  cfg: SignupContext & Pick<ResolvedChromeConfig, 'storage' | 'now'>,
  plan: SignupPlan,
  { keepForRetry, onOutcome }: SubmitSignupOptions,
): Promise<SignupOutcome> {
  return deliverSignup(cfg, plan, (outcome) => {
    const { request } = plan;
    if (outcome.status === 'success') {
      removeSignupJobs(cfg.storage, plan.email);
    } else if (keepForRetry && outcome.retryable && request && request.kind !== 'custom') {
      const { eventGatewayBaseUrl } = cfg;
      enqueueSignupJob(cfg.storage, {
        request,
        tracking: eventGatewayBaseUrl ? { eventGatewayBaseUrl, event: plan.event } : undefined,
        now: cfg.now(),
      });
    }
    onOutcome(outcome);
  });
}
