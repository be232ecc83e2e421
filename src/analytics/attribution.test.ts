import { createHttpClient } from '../http/httpClient';
import { expectConsole } from '../../test/console';
import { buildLiteRegistrationEvent, sendAttributionEvent } from './attribution';
import { mockFetch, spyWarn } from './testUtils';

afterEach(() => jest.restoreAllMocks());

describe('buildLiteRegistrationEvent', () => {
  it('given the footer sign-up fields, should build the Lite Registration event of spec 3', () => {
    const event = buildLiteRegistrationEvent({
      brand: 'HOME_ADVISOR',
      applicationName: 'footer-app',
      location: 'https://www.homeadvisor.com/cost/',
      anonymousId: 'anon-1',
      homeadvisorAccountId: '12345',
      track: { taskId: 7, categoryId: 9, activityLocation: 'footer', zipcode: '80202', source: 'Footer' },
    });
    expect(event).toEqual({
      name: 'Lite Registration',
      brand: 'HOME_ADVISOR',
      applicationName: 'footer-app',
      url: { location: 'https://www.homeadvisor.com/cost/' },
      user: { anonymousId: 'anon-1', homeadvisorAccountId: '12345' },
      track: { taskId: 7, categoryId: 9, activityLocation: 'footer', zipcode: '80202', source: 'Footer' },
    });
  });

  it('given only a location, should leave out the missing fields and send an empty track', () => {
    const event = buildLiteRegistrationEvent({ location: '/here' });
    expect(event).toEqual({ name: 'Lite Registration', url: { location: '/here' }, user: {}, track: {} });
    expect(Object.keys(event)).not.toContain('brand');
  });
});

describe('sendAttributionEvent', () => {
  const event = buildLiteRegistrationEvent({ location: '/p', anonymousId: 'a1', track: { source: 'Banner' } });

  it('should POST the event as a one-item JSON array to the tracks endpoint and resolve true', async () => {
    const fetch = mockFetch(200);
    await expect(
      sendAttributionEvent(createHttpClient({ fetch: fetch }), 'https://events.example.com/', event),
    ).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://events.example.com/v1/attribution/events/tracks');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual([event]);
  });

  it('given a non-OK status, should warn "Tracking API non-200 response" and resolve false', async () => {
    expectConsole('warn', 'Tracking API non-200 response 503');
    const warnSpy = spyWarn();
    await expect(
      sendAttributionEvent(createHttpClient({ fetch: mockFetch(503) }), 'https://e.example.com', event),
    ).resolves.toBe(false);
    expect(warnSpy).toHaveBeenCalledWith('Tracking API non-200 response', 503);
  });

  it('given fetch rejects, should warn and resolve false instead of rejecting', async () => {
    expectConsole('warn', 'Tracking API non-200 response');
    const warnSpy = spyWarn();
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      sendAttributionEvent(createHttpClient({ fetch: fetch }), 'https://e.example.com', event),
    ).resolves.toBe(false);
    expect(warnSpy.mock.calls[0]?.[0]).toBe('Tracking API non-200 response');
  });

  it('given fetch throws synchronously, should still resolve false', async () => {
    expectConsole('warn', 'Tracking API non-200 response');
    spyWarn();
    const fetch = jest.fn(() => {
      throw new Error('boom');
    });
    await expect(
      sendAttributionEvent(createHttpClient({ fetch: fetch }), 'https://e.example.com', event),
    ).resolves.toBe(false);
  });

  it('given no event gateway URL, should make no call, warn and resolve false', async () => {
    expectConsole('warn', 'Tracking API non-200 response no eventGatewayBaseUrl configured');
    const warnSpy = spyWarn();
    const fetch = mockFetch(200);
    await expect(sendAttributionEvent(createHttpClient({ fetch: fetch }), undefined, event)).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(warnSpy.mock.calls[0]?.[0]).toBe('Tracking API non-200 response');
  });
});
