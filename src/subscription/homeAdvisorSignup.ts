import type { HttpClient, HttpRequestOptions } from '../http/http.types';
import { devWarn, warn } from '../shared';
import { joinUrl } from '../shared/url';
import { signupFailure, type SignupOutcome } from './signupOutcome';

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

/** The URL and client options of the form-encoded HomeAdvisor sign-up; the answer is an HTML page. */
export function buildHomeAdvisorSignupRequest(
  baseUrl: string,
  fields: HomeAdvisorSignupFields,
  timeout?: number,
): { url: string; options: HttpRequestOptions } {
  const options: HttpRequestOptions = {
    form: {
      email: fields.email,
      zip: fields.zip,
      marketingOptIn: String(fields.marketingOptIn),
      bypassWelcomeEmail: String(fields.bypassWelcomeEmail),
    },
    headers: { Accept: 'text/html' },
    responseType: 'text',
  };
  if (timeout !== undefined) options.timeout = timeout;
  return { url: joinUrl(baseUrl, HOME_ADVISOR_SIGNUP_PATH), options };
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

/**
 * Sends the HomeAdvisor footer sign-up (spec 7.4) through the library's HTTP client. An error status, a
 * network error, a timeout, a missing id or an entityId of '0' is a failure and warns
 * 'HA API non-200 response'. Never throws.
 */
export async function sendHomeAdvisorSignup(
  http: HttpClient,
  baseUrl: string | undefined,
  fields: HomeAdvisorSignupFields,
  options: { timeout?: number | undefined } = {},
): Promise<SignupOutcome> {
  if (!baseUrl) {
    devWarn('Email sign-up: no base URL for the HomeAdvisor sign-up, nothing sent.');
    return { status: 'failure', retryable: false };
  }
  const { url, options: request } = buildHomeAdvisorSignupRequest(baseUrl, fields, options.timeout);
  let html: unknown;
  try {
    ({ data: html } = await http.post(url, request));
  } catch (error) {
    warn(HOME_ADVISOR_NON_200_WARNING, error);
    return signupFailure(error);
  }
  const accountId = typeof html === 'string' ? parseEntityId(html) : null;
  if (!accountId || accountId === '0') {
    warn(HOME_ADVISOR_NON_200_WARNING, 'entityId', accountId);
    return { status: 'failure', retryable: false };
  }
  return { status: 'success', accountId };
}
