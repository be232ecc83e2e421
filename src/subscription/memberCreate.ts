import type { HttpClient, HttpRequestOptions } from '../http/http.types';
import { devWarn } from '../shared';
import { joinUrl } from '../shared/url';
import { createRequestId } from './requestId';
import { signupFailure, type SignupOutcome } from './signupOutcome';
import { BANNER_SIGNUP_SOURCE, FOOTER_SIGNUP_SOURCE } from './signupConstants';

export { BANNER_SIGNUP_SOURCE, FOOTER_SIGNUP_SOURCE };

/** Path of the member-create call (spec 7.1). */
export const MEMBER_CREATE_PATH = '/gateway/member-management/v4/member/create';

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
  address?: { postalCode: string } | undefined;
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
  postalCode?: string | undefined;
  appName?: string | undefined;
  source?: string | undefined;
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
  applicationName?: string | undefined;
  /** The sign-up's unique id, the same on every attempt of it. @default a new id from `createRequestId()` */
  requestId?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The call's deadline (ms). @default the client's */
  timeout?: number | undefined;
}

/**
 * The URL and client options of one member-create call. The request id is `options.requestId` when
 * given (a queued sign-up sends the same one on every attempt), else a new one.
 */
export function buildMemberCreateRequest(
  baseUrl: string,
  body: MemberCreateBody,
  options: MemberCreateRequestOptions = {},
): { url: string; options: HttpRequestOptions } {
  const headers: Record<string, string> = {
    [MEMBER_CREATE_HEADERS.requestId]: options.requestId ?? createRequestId(),
    [MEMBER_CREATE_HEADERS.sourceApplication]: options.applicationName ?? '',
    [MEMBER_CREATE_HEADERS.applicationVersion]: MEMBER_CREATE_APPLICATION_VERSION,
  };
  const request: HttpRequestOptions = { json: body, headers };
  if (options.signal) request.signal = options.signal;
  if (options.timeout !== undefined) request.timeout = options.timeout;
  return { url: joinUrl(baseUrl, MEMBER_CREATE_PATH), options: request };
}

/**
 * Sends the member-create call (spec 7.1) through the library's HTTP client. A JSON object answer is a
 * success (its `userId` is read); an error status, a network error, a timeout, an empty body or a body
 * that is not a JSON object is a failure. Never throws.
 */
export async function sendMemberCreate(
  http: HttpClient,
  baseUrl: string | undefined,
  body: MemberCreateBody,
  options: MemberCreateRequestOptions = {},
): Promise<SignupOutcome> {
  if (!baseUrl) {
    devWarn('Email sign-up: no subscriptionServiceBaseUrl configured, nothing sent.');
    return { status: 'failure', retryable: false };
  }
  const { url, options: request } = buildMemberCreateRequest(baseUrl, body, options);
  let data: unknown;
  try {
    ({ data } = await http.post(url, request));
  } catch (error) {
    devWarn('Email sign-up: member-create request failed.', error);
    return signupFailure(error);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    devWarn('Email sign-up: member-create returned no content.');
    return { status: 'failure', retryable: false };
  }
  const userId = (data as { userId?: unknown }).userId;
  return typeof userId === 'string' || typeof userId === 'number'
    ? { status: 'success', accountId: String(userId) }
    : { status: 'success' };
}
