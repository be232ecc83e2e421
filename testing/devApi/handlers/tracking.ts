import {
  badRequest,
  EMAIL_PATTERN,
  headerValue,
  HttpError,
  isRecord,
  mediaType,
  readJson,
  ZIP_PATTERN,
  type DevRequest,
} from '../http';
import type { HandlerContext, Reply } from './types';

/** Field errors of one attribution track event (spec 3), empty when it is valid. */
export function trackEventErrors(event: unknown): Record<string, string> {
  if (!isRecord(event)) return { event: 'must be an object' };
  const errors: Record<string, string> = {};
  if (typeof event.name !== 'string' || event.name.trim() === '') errors.name = 'must be a non-empty string';
  if (typeof event.brand !== 'string' || event.brand.trim() === '') errors.brand = 'must be a non-empty string';
  if (event.applicationName !== undefined && typeof event.applicationName !== 'string')
    errors.applicationName = 'must be a string';
  if (event.url !== undefined && !(isRecord(event.url) && typeof event.url.location === 'string')) {
    errors['url.location'] = 'must be a string';
  }
  if (!isRecord(event.user)) errors.user = 'must be an object';
  if (!isRecord(event.track)) errors.track = 'must be an object';
  return errors;
}

/** 7.3 POST .../v1/attribution/events/tracks: an array of events. */
export async function tracks(req: DevRequest, { state }: HandlerContext): Promise<Reply> {
  const body = await readJson(req);
  if (!Array.isArray(body) || body.length === 0)
    throw badRequest('invalid_events', 'The body must be a non-empty array of events.');
  const errors: Record<string, Record<string, string>> = {};
  body.forEach((event, index) => {
    const eventErrors = trackEventErrors(event);
    if (Object.keys(eventErrors).length) errors[index] = eventErrors;
  });
  if (Object.keys(errors).length) throw badRequest('invalid_events', 'Some events are not valid.', errors);
  const origin = headerValue(req, 'origin');
  const receivedAt = new Date().toISOString();
  for (const event of body as Array<Record<string, unknown>>) state.tracks.push({ receivedAt, origin, event });
  return { status: 200, json: { received: body.length } };
}

const BOOLEAN_TEXT = new Set(['true', 'false']);

/**
 * 7.4 POST .../sm/emailprefs/signup, form-encoded email, zip, marketingOptIn, bypassWelcomeEmail.
 * Answers an HTML page whose hidden entityId input holds the new account id.
 */
export async function homeAdvisorSignup(req: DevRequest, { state }: HandlerContext): Promise<Reply> {
  if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the body form-encoded (application/x-www-form-urlencoded).',
    );
  }
  const form = new URLSearchParams(await req.text());
  const fields = Object.fromEntries(form.entries());
  const errors: Record<string, string> = {};
  if (!EMAIL_PATTERN.test(fields.email ?? '')) errors.email = 'must be a valid email address';
  if (fields.zip === undefined || !(fields.zip === '' || ZIP_PATTERN.test(fields.zip)))
    errors.zip = 'must be empty or 5 digits';
  for (const name of ['marketingOptIn', 'bypassWelcomeEmail']) {
    if (!BOOLEAN_TEXT.has(fields[name] ?? '')) errors[name] = "must be 'true' or 'false'";
  }
  if (Object.keys(errors).length) throw badRequest('invalid_signup', 'The sign-up form is not valid.', errors);

  const entityId = state.newEntityId();
  state.homeAdvisorSignups.push({
    entityId,
    receivedAt: new Date().toISOString(),
    origin: headerValue(req, 'origin'),
    fields,
  });
  return { status: 200, text: signupPage(entityId), contentType: 'text/html' };
}

/** The page the sign-up answers with; `entityId` '0' is how the real service says it failed. */
export function signupPage(entityId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Email preferences</title></head>
<body>
<form id="emailPrefsForm" action="/sm/emailprefs/update" method="post">
<input type="hidden" name="entityId" id="entityId" value="${entityId}">
<p>Thanks! Your email preferences are saved.</p>
</form>
</body>
</html>
`;
}
