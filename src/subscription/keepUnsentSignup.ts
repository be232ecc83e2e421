import type { ResolvedChromeConfig } from '../config';
import {
  FOOTER_SIGNUP_SOURCE,
  SIGNUP_RETRY_JOB_KEY_PREFIX,
  SIGNUP_RETRY_STORAGE_KEY,
  keyedStorage,
} from './signupConstants';
import type { UseFooterSignupOptions } from './useFooterSignup.types';

/**
 * Keeps a footer sign-up whose calls' code could not load (`signupDeliveryCode`: offline, or a deploy
 * removed the chunk) in the retry queue, in the queue's own format (src/subscription/retryJob.ts),
 * so that a later load sends it as any failed sign-up. The call is the one `planFooterSignup` plans,
 * built here because that code is what failed to load; its Lite Registration event is not kept (the
 * event's builder is in the same code). Up-front code: kept to the fields. Never throws.
 */
export function keepUnsentSignup(
  cfg: Pick<ResolvedChromeConfig, 'brandFamily' | 'subscriptionServiceBaseUrl' | 'applicationName' | 'storage' | 'now'>,
  opts: UseFooterSignupOptions,
  email: string,
  zip = '',
): void {
  const homeAdvisor = cfg.brandFamily.family === 'homeadvisor';
  const baseUrl = homeAdvisor
    ? (opts.homeAdvisorSignupBaseUrl ?? cfg.subscriptionServiceBaseUrl)
    : cfg.subscriptionServiceBaseUrl;
  if (!baseUrl) return;
  const request = homeAdvisor
    ? {
        kind: 'homeAdvisorSignup',
        baseUrl,
        fields: {
          email,
          zip,
          marketingOptIn: opts.marketingOptIn ?? true,
          bypassWelcomeEmail: !!opts.bypassWelcomeEmail,
        },
      }
    : {
        kind: 'memberCreate',
        baseUrl,
        applicationName: cfg.applicationName,
        body: {
          email,
          acceptMembershipAgreement: false,
          optInNotifications: false,
          optInNewsAndUpdatesEmailsFooter: true,
          appName: opts.appName ?? cfg.applicationName ?? '',
          source: opts.source ?? FOOTER_SIGNUP_SOURCE,
          address: { postalCode: zip },
        },
      };
  try {
    const now = cfg.now();
    const job = { id: `${now}-${Math.random().toString(36).slice(2)}`, createdAt: now, attempts: 0, request };
    // An entry of its own where the storage lists its keys: another tab's sign-up kept at the same
    // moment is not written over (SIGNUP_RETRY_JOB_KEY_PREFIX).
    if (keyedStorage(cfg.storage)) {
      cfg.storage?.setItem(`${SIGNUP_RETRY_JOB_KEY_PREFIX}${job.id}`, JSON.stringify(job));
      return;
    }
    const stored: unknown = JSON.parse(cfg.storage?.getItem(SIGNUP_RETRY_STORAGE_KEY) || '[]');
    cfg.storage?.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify([...(Array.isArray(stored) ? stored : []), job]));
  } catch {
    // Storage blocked or full: nothing to keep it with.
  }
}
