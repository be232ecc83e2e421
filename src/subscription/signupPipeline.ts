import { buildLiteRegistrationEvent, sendAttributionEvent, type AttributionTrackEvent } from '../analytics/attribution';
import type { ResolvedChromeConfig } from '../config/config.types';
import { devWarn } from '../shared/warn';
import { compactTrack } from './attributionTrack';
import { sendHomeAdvisorSignup, type HomeAdvisorSignupFields } from './homeAdvisorSignup';
import {
  buildBannerMemberCreateBody,
  buildFooterMemberCreateBody,
  sendMemberCreate,
  type MemberCreateBody,
} from './memberCreate';
import { createRequestId } from './requestId';
import type { SignupOutcome } from './signupOutcome';

/**
 * One sign-up call, as plain data: enough to send it now or, for the footer, again on a later load.
 * A member-create call keeps its `requestId` (sent as `X-Request-Id`) across those attempts, so the
 * service can tell a retry from a new sign-up; without one, each attempt gets a new id.
 */
export type SignupJobRequest =
  | {
      kind: 'memberCreate';
      baseUrl: string;
      body: MemberCreateBody;
      applicationName?: string | undefined;
      requestId?: string | undefined;
    }
  | { kind: 'homeAdvisorSignup'; baseUrl: string; fields: HomeAdvisorSignupFields };

/** The banner's own handler (`onSubscribe`) in place of member-create: a truthy result is a success. */
export interface CustomSignupRequest {
  kind: 'custom';
  subscribe: () => unknown;
}

/** What the pipeline needs from the config: the client, the deadlines and the event gateway. */
export type SignupContext = Pick<ResolvedChromeConfig, 'httpClient' | 'timeouts' | 'eventGatewayBaseUrl'>;

/** One sign-up, planned: the call (none when no base URL is configured), its email and its event. */
export interface SignupPlan {
  request: SignupJobRequest | CustomSignupRequest | undefined;
  email: string;
  /** The 'Lite Registration' event sent after a success. */
  event: AttributionTrackEvent;
  /** The account id for the event when the call returns none (the footer's `userId`). */
  accountId?: string | undefined;
}

type PlanConfig = Pick<
  ResolvedChromeConfig,
  'brand' | 'brandFamily' | 'applicationName' | 'anonymousId' | 'location' | 'subscriptionServiceBaseUrl' | 'pageName'
>;

function liteRegistration(cfg: PlanConfig, track: Record<string, unknown>): AttributionTrackEvent {
  return buildLiteRegistrationEvent({
    brand: cfg.brand,
    applicationName: cfg.applicationName,
    location: cfg.location().href,
    anonymousId: cfg.anonymousId,
    track: compactTrack(track),
  });
}

/** The banner's sign-up (spec 4.2, 7.1): `onSubscribe` when given, else member-create with the banner body. */
export function planBannerSignup(
  cfg: PlanConfig,
  input: {
    emailAddress: string;
    zipCode: string;
    task?: unknown;
    category?: unknown;
    source: string;
    onSubscribe?: ((values: { emailAddress: string; zipCode: string }) => unknown) | undefined;
  },
): SignupPlan {
  const { emailAddress, zipCode, onSubscribe } = input;
  const baseUrl = cfg.subscriptionServiceBaseUrl;
  const body = buildBannerMemberCreateBody(emailAddress, zipCode || undefined);
  return {
    email: emailAddress,
    request: onSubscribe
      ? { kind: 'custom', subscribe: () => onSubscribe({ emailAddress, zipCode }) }
      : baseUrl
        ? { kind: 'memberCreate', baseUrl, body, applicationName: cfg.applicationName }
        : undefined,
    event: liteRegistration(cfg, {
      taskId: input.task,
      categoryId: input.category,
      zipcode: zipCode,
      pageName: cfg.pageName,
      source: input.source,
    }),
  };
}

/**
 * The footer's sign-up (spec 4.3, 7.1, 7.4): the HomeAdvisor family (`cfg.brandFamily`, resolved once by
 * the provider) posts the form-encoded sign-up, every other brand member-create with the footer body.
 */
export function planFooterSignup(
  cfg: PlanConfig,
  input: {
    email: string;
    zipCode: string | undefined;
    homeAdvisorSignupBaseUrl?: string | undefined;
    marketingOptIn?: boolean | undefined;
    bypassWelcomeEmail?: boolean | undefined;
    appName?: string | undefined;
    source?: string | undefined;
    task?: unknown;
    category?: unknown;
    activityLocation?: unknown;
    userId?: string | undefined;
    trackSource: string;
  },
): SignupPlan {
  const { email, zipCode } = input;
  let request: SignupJobRequest | undefined;
  if (cfg.brandFamily.family === 'homeadvisor') {
    const baseUrl = input.homeAdvisorSignupBaseUrl ?? cfg.subscriptionServiceBaseUrl;
    const fields: HomeAdvisorSignupFields = {
      email,
      zip: zipCode ?? '',
      marketingOptIn: input.marketingOptIn ?? true,
      bypassWelcomeEmail: input.bypassWelcomeEmail ?? false,
    };
    if (baseUrl) request = { kind: 'homeAdvisorSignup', baseUrl, fields };
  } else {
    const baseUrl = cfg.subscriptionServiceBaseUrl;
    const body = buildFooterMemberCreateBody({
      email,
      postalCode: zipCode,
      appName: input.appName ?? cfg.applicationName,
      source: input.source,
    });
    // One id for this sign-up, on its first attempt and on every retry from the queue.
    if (baseUrl)
      request = {
        kind: 'memberCreate',
        baseUrl,
        body,
        applicationName: cfg.applicationName,
        requestId: createRequestId(),
      };
  }
  return {
    email,
    request,
    accountId: input.userId,
    event: liteRegistration(cfg, {
      taskId: input.task,
      categoryId: input.category,
      activityLocation: input.activityLocation,
      zipcode: zipCode,
      source: input.trackSource,
    }),
  };
}

const FAILED: SignupOutcome = { status: 'failure', retryable: false };

/** Sends the sign-up call through the library's HTTP client, with its deadline. Never rejects. */
export async function sendSignupRequest(ctx: SignupContext, request: SignupPlan['request']): Promise<SignupOutcome> {
  if (!request) {
    devWarn('Email sign-up: no base URL configured (subscriptionServiceBaseUrl), nothing sent.');
    return FAILED;
  }
  switch (request.kind) {
    case 'memberCreate':
      return sendMemberCreate(ctx.httpClient, request.baseUrl, request.body, {
        applicationName: request.applicationName,
        requestId: request.requestId,
        timeout: ctx.timeouts.memberCreate,
      });
    case 'homeAdvisorSignup':
      return sendHomeAdvisorSignup(ctx.httpClient, request.baseUrl, request.fields, {
        timeout: ctx.timeouts.homeAdvisorSignup,
      });
    case 'custom':
      return customOutcome(request.subscribe, ctx.timeouts.memberCreate);
  }
}

/** Your `onSubscribe`, held to the member-create deadline: a throw, a falsy result or no answer in time fails. */
function customOutcome(subscribe: () => unknown, timeout: number): Promise<SignupOutcome> {
  return new Promise<SignupOutcome>((resolve) => {
    const timer = setTimeout(() => resolve(FAILED), timeout);
    const settle = (outcome: SignupOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    Promise.resolve()
      .then(subscribe)
      .then(
        (result) => settle(result ? { status: 'success' } : FAILED),
        () => settle(FAILED),
      );
  });
}

/**
 * The sign-up pipeline both hooks and the footer's retry queue run: send the call, report the outcome,
 * then, after a success only, send the attribution event with the account id (spec 4.2, 7.3; a failed
 * sign-up sends no event, spec 8). Never rejects.
 */
export async function deliverSignup(
  ctx: SignupContext,
  plan: Pick<SignupPlan, 'request' | 'event' | 'accountId'>,
  onOutcome?: (outcome: SignupOutcome) => void,
): Promise<SignupOutcome> {
  const outcome = await sendSignupRequest(ctx, plan.request);
  onOutcome?.(outcome);
  if (outcome.status === 'success' && ctx.eventGatewayBaseUrl) {
    const accountId = outcome.accountId ?? plan.accountId;
    const event = accountId
      ? { ...plan.event, user: { ...plan.event.user, homeadvisorAccountId: accountId } }
      : plan.event;
    await sendAttributionEvent(ctx.httpClient, ctx.eventGatewayBaseUrl, event, { timeout: ctx.timeouts.attribution });
  }
  return outcome;
}
