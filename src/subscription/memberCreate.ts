import type { FetchFn } from '../config';
import { devWarn } from '../shared';
import { joinUrl } from '../shared/url';
import { createRequestId } from './requestId';
import { isRetryableStatus, type SignupOutcome } from './signupOutcome';

/** Path of the member-create call (spec 7.1). */
export const MEMBER_CREATE_PATH = '/gateway/member-management/v4/member/create';

/** The banner's fixed `source` value (spec 3). */
export const BANNER_SIGNUP_SOURCE = 'EmailSubscriptionComposedComponent';

/** The footer form's default `source` value. */
export const FOOTER_SIGNUP_SOURCE = 'Footer';

/**
 * Header names of the member-create call (spec 7.1 names the headers' roles, not their names):
 * a unique id per request, the calling application, and the version of this request's contract.
 */
export const MEMBER_CREATE_HEADERS = {
  requestId: 'X-Request-Id',
  sourceApplication: 'X-Source-Application',
  applicationVersion: 'X-Application-Version',
} as const;

/** Value of the application-version header (spec 7.1). */
export const MEMBER_CREATE_APPLICATION_VERSION = '1';

/** The banner's member-create body (spec 3). */
export interface BannerMemberCreateBody {
  email: string;
  acceptMembershipAgreement: true;
  optInNotifications: true;
  optInNewsAndUpdatesEmailsFooter: true;
  source: typeof BANNER_SIGNUP_SOURCE;
  /** Present only when the zip is exactly five digits. */
  address?: { postalCode: string };
}

/** The footer form's member-create body (spec 3). */
export interface FooterMemberCreateBody {
  email: string;
  acceptMembershipAgreement: false;
  optInNotifications: false;
  optInNewsAndUpdatesEmailsFooter: true;
  appName: string;
  source: string;
  /** The resolved ZIP, or '' when the fallback chain found none. */
  address: { postalCode: string };
}

export type MemberCreateBody = BannerMemberCreateBody | FooterMemberCreateBody;

/** The banner's body: the zip goes in `address` only when it is five digits. */
export function buildBannerMemberCreateBody(email: string, zipCode?: string): BannerMemberCreateBody {
  const body: BannerMemberCreateBody = {
    email,
    acceptMembershipAgreement: true,
    optInNotifications: true,
    optInNewsAndUpdatesEmailsFooter: true,
    source: BANNER_SIGNUP_SOURCE,
  };
  if (zipCode) body.address = { postalCode: zipCode };
  return body;
}

/** The footer form's body. */
export function buildFooterMemberCreateBody(input: {
  email: string;
  postalCode?: string;
  appName?: string;
  source?: string;
}): FooterMemberCreateBody {
  return {
    email: input.email,
    acceptMembershipAgreement: false,
    optInNotifications: false,
    optInNewsAndUpdatesEmailsFooter: true,
    appName: input.appName ?? '',
    source: input.source ?? FOOTER_SIGNUP_SOURCE,
    address: { postalCode: input.postalCode ?? '' },
  };
}

export interface MemberCreateRequestOptions {
  /** Sent as the source-application header. */
  applicationName?: string;
  /** The request's unique id. @default a new id from `createRequestId()` */
  requestId?: string;
  signal?: AbortSignal;
}

/** The URL and init of one member-create call; every call gets its own request id. */
export function buildMemberCreateRequest(
  baseUrl: string,
  body: MemberCreateBody,
  options: MemberCreateRequestOptions = {},
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [MEMBER_CREATE_HEADERS.requestId]: options.requestId ?? createRequestId(),
    [MEMBER_CREATE_HEADERS.sourceApplication]: options.applicationName ?? '',
    [MEMBER_CREATE_HEADERS.applicationVersion]: MEMBER_CREATE_APPLICATION_VERSION,
  };
  const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
  if (options.signal) init.signal = options.signal;
  return { url: joinUrl(baseUrl, MEMBER_CREATE_PATH), init };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends the member-create call (spec 7.1). A response with content is a success (its `userId` is
 * read); a non-OK status, an empty body or a network error is a failure. Never throws.
 */
export async function sendMemberCreate(
  fetch: FetchFn,
  baseUrl: string | undefined,
  body: MemberCreateBody,
  options: MemberCreateRequestOptions = {},
): Promise<SignupOutcome> {
  if (!baseUrl) {
    devWarn('Email sign-up: no subscriptionServiceBaseUrl configured, nothing sent.');
    return { status: 'failure', retryable: false };
  }
  const { url, init } = buildMemberCreateRequest(baseUrl, body, options);
  let response: Response | undefined;
  try {
    response = await fetch(url, init);
  } catch (error) {
    devWarn('Email sign-up: member-create request failed.', error);
    return { status: 'failure', retryable: !options.signal?.aborted };
  }
  if (!response || !response.ok) {
    devWarn('Email sign-up: member-create non-OK response.', response?.status);
    return { status: 'failure', retryable: isRetryableStatus(response?.status) };
  }
  const data = await readJson(response);
  if (data === undefined || data === null || data === '') {
    devWarn('Email sign-up: member-create returned no content.');
    return { status: 'failure', retryable: false };
  }
  const userId = typeof data === 'object' ? (data as { userId?: unknown }).userId : undefined;
  return typeof userId === 'string' || typeof userId === 'number'
    ? { status: 'success', accountId: String(userId) }
    : { status: 'success' };
}
