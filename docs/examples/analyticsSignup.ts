import { buildLiteRegistrationEvent, sendAttributionEvent, type HttpClient } from '../../src';

// After a HOME_ADVISOR footer sign-up (spec 7.4): the 'Lite Registration' attribution event.
// Resolves true or false; a failure only warns 'Tracking API non-200 response'. `http` is the library's
// client, e.g. `useChromeConfig().httpClient`.
export function trackFooterSignup(http: HttpClient, accountId: string): Promise<boolean> {
  const event = buildLiteRegistrationEvent({
    brand: 'HOME_ADVISOR',
    applicationName: 'cost-guides',
    location: window.location.href,
    anonymousId: 'anon-123',
    homeadvisorAccountId: accountId,
    track: { taskId: 40133, categoryId: 12, activityLocation: 'footer', zipcode: '80202', source: 'Footer' },
  });
  return sendAttributionEvent(http, 'https://events.example.com', event, { timeout: 10_000 });
}
