import { buildLiteRegistrationEvent, sendAttributionEvent, type FetchFn } from '../../src';

// After a HOME_ADVISOR footer sign-up (spec 7.4): the 'Lite Registration' attribution event.
// Resolves true or false; a failure only warns 'Tracking API non-200 response'.
export function trackFooterSignup(fetch: FetchFn, accountId: string): Promise<boolean> {
  const event = buildLiteRegistrationEvent({
    brand: 'HOME_ADVISOR',
    applicationName: 'cost-guides',
    location: window.location.href,
    anonymousId: 'anon-123',
    homeadvisorAccountId: accountId,
    track: { taskId: 40133, categoryId: 12, activityLocation: 'footer', zipcode: '80202', source: 'Footer' },
  });
  return sendAttributionEvent(fetch, 'https://events.example.com', event);
}
