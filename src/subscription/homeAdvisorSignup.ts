import type { FetchFn } from '../config';
import { devWarn, warn } from '../shared';
import { joinUrl } from '../shared/url';
import { isRetryableStatus, type SignupOutcome } from './signupOutcome';

/** Path of the HomeAdvisor footer sign-up (spec 7.4). */
export const HOME_ADVISOR_SIGNUP_PATH = '/sm/emailprefs/signup';

/** The warning printed when the HomeAdvisor sign-up fails (spec 8). */
export const HOME_ADVISOR_NON_200_WARNING = 'HA API non-200 response';

/** The form fields of the HomeAdvisor sign-up (spec 7.4). */
export interface HomeAdvisorSignupFields {
  email: string;
  zip: string;
  marketingOptIn: boolean;
  bypassWelcomeEmail: boolean;
}

/** The URL and init of the form-encoded HomeAdvisor sign-up. */
export function buildHomeAdvisorSignupRequest(
  baseUrl: string,
  fields: HomeAdvisorSignupFields,
): { url: string; init: RequestInit } {
  const body = new URLSearchParams({
    email: fields.email,
    zip: fields.zip,
    marketingOptIn: String(fields.marketingOptIn),
    bypassWelcomeEmail: String(fields.bypassWelcomeEmail),
  }).toString();
  return {
    url: joinUrl(baseUrl, HOME_ADVISOR_SIGNUP_PATH),
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body,
    },
  };
}

// An account id is a short token of letters, digits, '-' or '_': anything else is not trusted.
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;
// The fallback reads one <input> tag whose name or id is entityId, then its value attribute.
const ENTITY_INPUT_TAG = /<input\b[^>]*?\b(?:name|id)\s*=\s*(["'])entityId\1[^>]*>/i;
const VALUE_ATTRIBUTE = /\bvalue\s*=\s*(["'])([^"'<>]*)\1/i;

function normaliseAccountId(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && ACCOUNT_ID.test(trimmed) ? trimmed : null;
}

/**
 * Reads the account id from the `entityId` field of the sign-up response's HTML. The HTML is never
 * executed nor inserted in the page: `DOMParser` builds an inert document (its scripts do not run and
 * nothing loads) when available; elsewhere a strict pattern reads the input's `value` attribute.
 * Returns null when there is no well-formed id.
 */
export function parseEntityId(html: string): string | null {
  if (typeof html !== 'string' || html === '') return null;
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const field = doc.querySelector('input[name="entityId"], input#entityId, [name="entityId"], #entityId');
    if (!field) return null;
    return normaliseAccountId(field.getAttribute('value') ?? field.textContent);
  }
  const tag = ENTITY_INPUT_TAG.exec(html)?.[0];
  if (!tag) return null;
  return normaliseAccountId(VALUE_ATTRIBUTE.exec(tag)?.[2]);
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/**
 * Sends the HomeAdvisor footer sign-up (spec 7.4). A non-OK status, a missing id or an entityId of
 * '0' is a failure and warns 'HA API non-200 response'. Never throws.
 */
export async function sendHomeAdvisorSignup(
  fetch: FetchFn,
  baseUrl: string | undefined,
  fields: HomeAdvisorSignupFields,
): Promise<SignupOutcome> {
  if (!baseUrl) {
    devWarn('Email sign-up: no base URL for the HomeAdvisor sign-up, nothing sent.');
    return { status: 'failure', retryable: false };
  }
  const { url, init } = buildHomeAdvisorSignupRequest(baseUrl, fields);
  let response: Response | undefined;
  try {
    response = await fetch(url, init);
  } catch (error) {
    warn(HOME_ADVISOR_NON_200_WARNING, error);
    return { status: 'failure', retryable: true };
  }
  if (!response || !response.ok) {
    warn(HOME_ADVISOR_NON_200_WARNING, response?.status);
    return { status: 'failure', retryable: isRetryableStatus(response?.status) };
  }
  const accountId = parseEntityId(await readText(response));
  if (!accountId || accountId === '0') {
    warn(HOME_ADVISOR_NON_200_WARNING, 'entityId', accountId);
    return { status: 'failure', retryable: false };
  }
  return { status: 'success', accountId };
}
