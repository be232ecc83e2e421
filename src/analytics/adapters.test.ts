import { combineAnalyticsAdapters, createAttributionGatewayAdapter, createSegmentAdapter } from './adapters';
import { expectConsole } from '../../test/console';
import type { SegmentLikeAnalytics } from './adapters.types';
import { errorEventProperties } from './eventProperties';
import { mockFetch, spyWarn } from './testUtils';

type WindowWithAnalytics = Window & { analytics?: SegmentLikeAnalytics };

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as WindowWithAnalytics).analytics;
});

function fakeSegment() {
  return { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
}

describe('createSegmentAdapter', () => {
  it('should forward track, page and identify to window.analytics, read at call time', () => {
    const adapter = createSegmentAdapter();
    const segment = fakeSegment();
    (window as WindowWithAnalytics).analytics = segment; // loaded after the adapter was made
    adapter.track('Item Clicked', { label: 'About' });
    adapter.page('Home', { path: '/' });
    adapter.identify('u1', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(segment.track).toHaveBeenCalledWith('Item Clicked', { label: 'About' });
    expect(segment.page).toHaveBeenCalledWith('Home', { path: '/' });
    expect(segment.identify).toHaveBeenCalledWith('u1', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('given window.analytics is missing, should do nothing and print nothing', () => {
    const warnSpy = spyWarn();
    const adapter = createSegmentAdapter();
    expect(() => adapter.track('Item Clicked')).not.toThrow();
    expect(() => adapter.page()).not.toThrow();
    expect(() => adapter.identify('u1')).not.toThrow();
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('given a custom reader and a valid brand, should add the brand to every event', () => {
    const segment = fakeSegment();
    const adapter = createSegmentAdapter({ getWindowAnalytics: () => segment, brand: 'HOME_ADVISOR' });
    adapter.track('Signed Up', { source: 'Footer' });
    expect(segment.track).toHaveBeenCalledWith('Signed Up', { brand: 'HOME_ADVISOR', source: 'Footer' });
  });

  it('given an invalid brand, should warn once and leave the brand out', () => {
    expectConsole('warn', 'Invalid brand name for analytics, ignored: ACME');
    const warnSpy = spyWarn();
    const segment = fakeSegment();
    const adapter = createSegmentAdapter({ getWindowAnalytics: () => segment, brand: 'ACME' });
    adapter.track('Signed Up');
    adapter.track('Signed Up');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('ACME');
    expect(segment.track).toHaveBeenLastCalledWith('Signed Up', {});
  });

  it('given an error-present event without an error string, should send "Default Error String"', () => {
    const segment = fakeSegment();
    const adapter = createSegmentAdapter(() => segment);
    adapter.track('Sign Up Failed', { errorPresent: true });
    adapter.track('Sign Up Failed', { errorPresent: true, errorString: 'Zip rejected' });
    expect(segment.track).toHaveBeenNthCalledWith(1, 'Sign Up Failed', {
      errorPresent: true,
      errorString: 'Default Error String',
    });
    expect(segment.track).toHaveBeenNthCalledWith(2, 'Sign Up Failed', {
      errorPresent: true,
      errorString: 'Zip rejected',
    });
  });

  it('given window.analytics throws or rejects, should only warn', async () => {
    expectConsole('warn', 'Analytics call failed');
    const warnSpy = spyWarn();
    const adapter = createSegmentAdapter(() => ({
      track: () => {
        throw new Error('sync');
      },
      page: () => Promise.reject(new Error('async')),
    }));
    expect(() => adapter.track('x')).not.toThrow();
    expect(() => adapter.page('p')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnSpy).toHaveBeenCalledTimes(2);
  });
});

describe('createAttributionGatewayAdapter', () => {
  it('should POST each track call to the gateway as an attribution event', async () => {
    const fetch = mockFetch(200);
    const adapter = createAttributionGatewayAdapter({
      fetch,
      eventGatewayBaseUrl: 'https://events.example.com',
      brand: 'ROOFLINE',
      applicationName: 'chrome',
      anonymousId: 'anon-9',
      location: () => 'https://www.roofline.com/cost',
    });
    await expect(adapter.track('Lite Registration', { source: 'Banner' })).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://events.example.com/v1/attribution/events/tracks');
    expect(JSON.parse(String(init?.body))).toEqual([
      {
        name: 'Lite Registration',
        brand: 'ROOFLINE',
        applicationName: 'chrome',
        url: { location: 'https://www.roofline.com/cost' },
        user: { anonymousId: 'anon-9' },
        track: { source: 'Banner' },
      },
    ]);
  });

  it('given an invalid brand and an error-present event, should drop the brand and add the error string', async () => {
    expectConsole('warn', 'Invalid brand name for analytics, ignored: nope');
    spyWarn();
    const fetch = mockFetch(200);
    const adapter = createAttributionGatewayAdapter({
      fetch,
      eventGatewayBaseUrl: 'https://e.example.com',
      brand: 'nope',
    });
    await adapter.track('Sign Up', errorEventProperties());
    const [body] = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    expect(body.brand).toBeUndefined();
    expect(body.track).toEqual({ errorPresent: true, errorString: 'Default Error String' });
    expect(body.url).toEqual({ location: window.location.href });
  });

  it('given the gateway answers 500, should warn and resolve false', async () => {
    expectConsole('warn', 'Tracking API non-200 response 500');
    const warnSpy = spyWarn();
    const adapter = createAttributionGatewayAdapter({
      fetch: mockFetch(500),
      eventGatewayBaseUrl: 'https://e.example.com',
    });
    await expect(adapter.track('x')).resolves.toBe(false);
    expect(warnSpy).toHaveBeenCalledWith('Tracking API non-200 response', 500);
  });

  it('should send nothing for page and identify (the gateway only has tracks)', () => {
    const fetch = mockFetch(200);
    const adapter = createAttributionGatewayAdapter({ fetch, eventGatewayBaseUrl: 'https://e.example.com' });
    adapter.page('Home');
    adapter.identify('u1');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('combineAnalyticsAdapters', () => {
  it('given one adapter throws, should still call the others', () => {
    expectConsole('warn', 'Analytics call failed');
    spyWarn();
    const broken = {
      track: jest.fn(() => {
        throw new Error('x');
      }),
      page: jest.fn(),
      identify: jest.fn(),
    };
    const ok = fakeSegment();
    const both = combineAnalyticsAdapters(broken, undefined, ok);
    both.track('E', { a: 1 });
    both.page('P');
    both.identify('u');
    expect(ok.track).toHaveBeenCalledWith('E', { a: 1 });
    expect(ok.page).toHaveBeenCalledWith('P', undefined);
    expect(ok.identify).toHaveBeenCalledWith('u', undefined);
  });
});
