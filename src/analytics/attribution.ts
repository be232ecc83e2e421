import type { HttpClient } from '../http/http.types';
import { isHttpError } from '../http/httpError';
import { warn } from '../shared';
import { joinUrl } from '../shared/url';

/** The attribution track event of spec section 3, sent by call 7.3. */
export interface AttributionTrackEvent {
  /** Event name, for example 'Lite Registration'. */
  name: string;
  /** The site's brand name. */
  brand?: string | undefined;
  /** The application that sent the event. */
  applicationName?: string | undefined;
  /** Where the event happened. */
  url: { location: string };
  /** Who the event is about. */
  user: { anonymousId?: string | undefined; homeadvisorAccountId?: string | undefined };
  /** Free-form event properties (taskId, categoryId, activityLocation, zipcode, source...). */
  track: Record<string, unknown>;
}

/** Input of {@link buildLiteRegistrationEvent}. */
export interface LiteRegistrationInput {
  /** The site's brand name. */
  brand?: string | undefined;
  /** The application that sent the event. */
  applicationName?: string | undefined;
  /** The page address the sign-up happened on. */
  location: string;
  /** The visitor's anonymous id. */
  anonymousId?: string | undefined;
  /** The HomeAdvisor account id (the sign-up response's entityId). */
  homeadvisorAccountId?: string | undefined;
  /** Extra event properties. @default {} */
  track?: Record<string, unknown> | undefined;
}

/** The path of the attribution gateway's track endpoint (spec 7.3). */
export const ATTRIBUTION_TRACKS_PATH = '/v1/attribution/events/tracks';

/** The warning printed when the attribution call fails (spec 8). */
export const TRACKING_NON_200_WARNING = 'Tracking API non-200 response';

/** Name of the attribution event sent after an email sign-up (spec 3). */
export const LITE_REGISTRATION_EVENT = 'Lite Registration';

/** Builds the 'Lite Registration' attribution event (spec 3). Undefined fields are left out. */
export function buildLiteRegistrationEvent(input: LiteRegistrationInput): AttributionTrackEvent {
  const user: AttributionTrackEvent['user'] = {};
  if (input.anonymousId !== undefined) user.anonymousId = input.anonymousId;
  if (input.homeadvisorAccountId !== undefined) user.homeadvisorAccountId = input.homeadvisorAccountId;
  const event: AttributionTrackEvent = {
    name: LITE_REGISTRATION_EVENT,
    url: { location: input.location },
    user,
    track: { ...(input.track ?? {}) },
  };
  if (input.brand !== undefined) event.brand = input.brand;
  if (input.applicationName !== undefined) event.applicationName = input.applicationName;
  return event;
}

/**
 * POSTs one attribution event to `{eventGatewayBaseUrl}/v1/attribution/events/tracks` as a JSON array,
 * through the library's HTTP client. Never throws or rejects: a missing base URL, a network failure, a
 * timeout or an error status warns 'Tracking API non-200 response' and resolves `false`; success
 * resolves `true` (the answer's body is not used).
 */
export async function sendAttributionEvent(
  http: HttpClient,
  eventGatewayBaseUrl: string | undefined,
  event: AttributionTrackEvent,
  options: { timeout?: number | undefined } = {},
): Promise<boolean> {
  if (!eventGatewayBaseUrl) {
    warn(TRACKING_NON_200_WARNING, 'no eventGatewayBaseUrl configured');
    return false;
  }
  try {
    await http.post(joinUrl(eventGatewayBaseUrl, ATTRIBUTION_TRACKS_PATH), { json: [event], ...options });
    return true;
  } catch (error) {
    warn(TRACKING_NON_200_WARNING, isHttpError(error) && error.status ? error.status : error);
    return false;
  }
}
