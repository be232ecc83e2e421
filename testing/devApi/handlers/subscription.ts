import {
  badRequest,
  EMAIL_PATTERN,
  headerValue,
  HttpError,
  isRecord,
  readJson,
  ZIP_PATTERN,
  type DevRequest,
} from '../http';
import type { HandlerContext, Reply } from './types';

const BOOLEAN_FIELDS = ['acceptMembershipAgreement', 'optInNotifications', 'optInNewsAndUpdatesEmailsFooter'] as const;

/** Header names accepted for the per-request unique id, the source application and its version. */
const REQUEST_ID_HEADERS = ['x-request-id', 'x-correlation-id', 'x-transaction-id', 'request-id'];
const SOURCE_APP_HEADERS = ['x-source-application', 'x-source-app', 'source-application', 'x-application-name'];
const APP_VERSION_HEADERS = ['x-application-version', 'x-app-version', 'application-version'];

function firstHeader(req: DevRequest, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = headerValue(req, name);
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

const isPostalCode = (value: unknown) => typeof value === 'string' && (value === '' || ZIP_PATTERN.test(value));

/** Field errors of a member-create body (spec 3), empty when it is valid. */
export function memberCreateErrors(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isRecord(body)) return { body: 'must be a JSON object' };
  if (typeof body.email !== 'string' || !EMAIL_PATTERN.test(body.email)) errors.email = 'must be a valid email address';
  for (const field of BOOLEAN_FIELDS) {
    if (typeof body[field] !== 'boolean') errors[field] = 'must be a boolean';
  }
  if (typeof body.source !== 'string' || body.source.trim() === '') errors.source = 'must be a non-empty string';
  if (body.appName !== undefined && typeof body.appName !== 'string') errors.appName = 'must be a string';
  if (body.address !== undefined) {
    if (!isRecord(body.address)) errors.address = 'must be an object';
    else if (body.address.postalCode !== undefined && !isPostalCode(body.address.postalCode)) {
      errors['address.postalCode'] = 'must be 5 digits, or empty when the footer found no ZIP';
    }
  }
  return errors;
}

/** 7.1 POST .../gateway/member-management/v4/member/create */
export async function memberCreate(req: DevRequest, { state }: HandlerContext): Promise<Reply> {
  const requestId = firstHeader(req, REQUEST_ID_HEADERS);
  const sourceApplication = firstHeader(req, SOURCE_APP_HEADERS);
  const applicationVersion = firstHeader(req, APP_VERSION_HEADERS);
  const missing: string[] = [];
  if (!requestId) missing.push('X-Request-Id (a per-request unique id)');
  if (!sourceApplication) missing.push('X-Source-Application (the application name)');
  if (applicationVersion !== '1') missing.push('X-Application-Version: 1');
  if (missing.length)
    throw new HttpError(400, 'missing_headers', `Missing or wrong headers: ${missing.join(', ')}.`, { missing });

  const body = await readJson(req);
  const errors = memberCreateErrors(body);
  if (Object.keys(errors).length) throw badRequest('invalid_member', 'The member-create request is not valid.', errors);

  // A repeated request id is a retry of the same request: answer as before, record nothing new.
  const previous = state.members.find((m) => m.requestId === requestId);
  if (previous) return { status: 200, json: { userId: previous.userId } };

  const userId = state.newUserId();
  state.members.push({
    userId,
    receivedAt: new Date().toISOString(),
    requestId: requestId!,
    sourceApplication,
    applicationVersion,
    origin: headerValue(req, 'origin'),
    body: body as Record<string, unknown>,
  });
  return { status: 200, json: { userId } };
}

const KNOWN_ATTRIBUTES = new Set(['didSubmitSr', 'didLiteRegister']);

/**
 * 7.2 GET .../v1/profile-attributes?identifier=&attributes=didSubmitSr,didLiteRegister
 * didLiteRegister is true once a 'Lite Registration' event arrived for the identifier; identifiers
 * starting with `registered-` or `submitted-sr-` show the hidden-banner cases without a sign-up.
 */
export function profileAttributes(req: DevRequest, { state }: HandlerContext): Reply {
  const identifier = req.query.get('identifier');
  if (!identifier) throw badRequest('missing_identifier', 'The identifier query parameter is required.');
  const attributes = (req.query.get('attributes') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (attributes.length === 0) throw badRequest('missing_attributes', 'The attributes query parameter is required.');
  const unknown = attributes.filter((a) => !KNOWN_ATTRIBUTES.has(a));
  if (unknown.length) throw badRequest('unknown_attributes', `Unknown attributes: ${unknown.join(', ')}.`);

  const registered =
    identifier.startsWith('registered-') ||
    state.tracks.some((t) => {
      const user = t.event.user;
      return t.event.name === 'Lite Registration' && isRecord(user) && user.anonymousId === identifier;
    });
  const values: Record<string, boolean> = {
    didSubmitSr: identifier.startsWith('submitted-sr-'),
    didLiteRegister: registered,
  };
  return { status: 200, json: Object.fromEntries(attributes.map((a) => [a, values[a]])) };
}
