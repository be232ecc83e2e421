import { createSearchInsights, splitInsightsEvent } from './searchInsights';
import { expectConsole } from '../../test/console';
import type { InsightsClientLike } from './searchInsights.types';
import { SEARCH_LIBRARY_CONSTANTS } from './searchLibrary';
import { mockFetch, spyWarn } from './testUtils';

afterEach(() => jest.restoreAllMocks());

const loadInsights = () => import('search-insights');
const ids = (n: number) => Array.from({ length: n }, (_, i) => `obj-${i + 1}`);

function fakeClient() {
  const calls: Array<[string, ...unknown[]]> = [];
  const aa: InsightsClientLike = jest.fn((method: string, ...args: unknown[]) => {
    calls.push([method, ...args]);
    return method === 'sendEvents' ? Promise.resolve(true) : undefined;
  });
  return { aa, calls, loadClient: jest.fn(async () => aa) };
}

describe('splitInsightsEvent', () => {
  it('given 45 clicked objects, should split them into events of 20, 20 and 5 with their positions', () => {
    const parts = splitInsightsEvent({
      eventType: 'click',
      eventName: 'Hit Clicked',
      index: 'tasks',
      queryID: 'q1',
      objectIDs: ids(45),
      positions: ids(45).map((_, i) => i + 1),
    });
    expect(parts.map((p) => p.objectIDs?.length)).toEqual([20, 20, 5]);
    expect(parts[1]?.objectIDs?.[0]).toBe('obj-21');
    expect(parts[1]?.positions?.[0]).toBe(21);
    expect(parts[2]?.positions).toEqual([41, 42, 43, 44, 45]);
    expect(parts.every((p) => p.queryID === 'q1' && p.eventType === 'click')).toBe(true);
  });

  it('given 20 objects or fewer, should keep one event', () => {
    expect(splitInsightsEvent({ eventType: 'view', eventName: 'v', index: 'i', objectIDs: ids(20) })).toHaveLength(1);
  });
});

describe('createSearchInsights', () => {
  it('should load nothing until the first event, then init with the cookie lifetime of about 180 days', async () => {
    const { calls, loadClient } = fakeClient();
    const insights = createSearchInsights({ appId: 'APP', apiKey: 'KEY', userToken: 'user_1', loadClient });
    expect(loadClient).not.toHaveBeenCalled();
    await expect(
      insights.viewedObjectIDs({ eventName: 'Hits Viewed', index: 'tasks', objectIDs: ids(25) }),
    ).resolves.toBe(true);
    expect(calls[0]).toEqual([
      'init',
      { appId: 'APP', apiKey: 'KEY', useCookie: false, cookieDuration: 15_552_000_000, userToken: 'user_1' },
    ]);
    const [, events] = calls[1] as [string, Array<{ eventType: string; objectIDs: string[] }>];
    expect(calls[1]?.[0]).toBe('sendEvents');
    expect(events.map((e) => [e.eventType, e.objectIDs.length])).toEqual([
      ['view', 20],
      ['view', 5],
    ]);
  });

  it('given a bad user token, should only warn and still use it', async () => {
    expectConsole(
      'warn',
      'Search user token "has spaces!" should be 1 to 64 characters of letters, digits, underscore or hyphen.',
      'Search user token "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" should be 1 to 64 characters of letters, digits, underscore or hyphen.',
    );
    const warnSpy = spyWarn();
    const { calls, loadClient } = fakeClient();
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', loadClient });
    insights.setUserToken('has spaces!');
    insights.setUserToken('x'.repeat(65));
    expect(warnSpy).toHaveBeenCalledTimes(2);
    await insights.clickedObjectIDsAfterSearch({
      eventName: 'c',
      index: 'i',
      queryID: 'q',
      objectIDs: ['a'],
      positions: [1],
    });
    expect(calls[0]?.[1]).toMatchObject({ userToken: 'x'.repeat(65) });
  });

  it('given valid tokens of 1 and 64 characters, should not warn', () => {
    const warnSpy = spyWarn();
    const insights = createSearchInsights({
      appId: 'A',
      apiKey: 'K',
      userToken: 'a',
      loadClient: fakeClient().loadClient,
    });
    insights.setUserToken(`${'A1_-'.repeat(16)}`);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('given the token changes after the client loaded, should pass it to the client', async () => {
    const { calls, loadClient } = fakeClient();
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', loadClient });
    await insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] });
    insights.setUserToken('user-2');
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toContainEqual(['setUserToken', 'user-2']);
  });

  it('given the client fails to load, should warn, resolve false, and retry on the next event', async () => {
    expectConsole('warn', 'Search insights event failed');
    const warnSpy = spyWarn();
    const { aa } = fakeClient();
    const loadClient = jest.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(aa);
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', loadClient });
    await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(false);
    expect(warnSpy).toHaveBeenCalledWith('Search insights event failed', expect.any(Error));
    await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(true);
    expect(loadClient).toHaveBeenCalledTimes(2);
  });

  // search-insights is an optional peer: the page that sends events installs it and passes its import.
  it('given the optional peer fails to load (not installed), should resolve false with a warning, not throw', async () => {
    expectConsole('warn', 'Search insights event failed');
    const warnSpy = spyWarn();
    const missing = new Error("Cannot find module 'search-insights'");
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', loadClient: () => Promise.reject(missing) });
    await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(false);
    expect(() => insights.setUserToken('later')).not.toThrow();
    expect(warnSpy).toHaveBeenCalledWith('Search insights event failed', missing);
  });

  it('given no loader, should load no client of its own: resolve false with a warning naming the peer', async () => {
    expectConsole('warn', 'Search insights event failed');
    const warnSpy = spyWarn();
    const fetch = mockFetch(200);
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', userToken: 'u', fetch });
    await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    const error = warnSpy.mock.calls[0]?.[1] as Error;
    expect(error.message).toMatch(/loadInsights: \(\) => import\('search-insights'\)/);
  });

  it('given sendEvents throws, should warn and resolve false', async () => {
    expectConsole('warn', 'Search insights event failed');
    const warnSpy = spyWarn();
    const aa: InsightsClientLike = (method) => {
      if (method === 'sendEvents') throw new Error('no credentials');
      return undefined;
    };
    const insights = createSearchInsights({ appId: 'A', apiKey: 'K', loadClient: async () => aa });
    await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(false);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  describe('with the official search-insights client and an injected fetch', () => {
    it('should POST the split events to the Insights API', async () => {
      jest.spyOn(console, 'info').mockImplementation(() => {}); // the client's own development notice
      const fetch = mockFetch(200);
      const insights = createSearchInsights({
        appId: 'APPID',
        apiKey: 'SEARCHKEY',
        userToken: 'visitor-7',
        fetch,
        loadInsights: () => import('search-insights'),
      });
      await expect(
        insights.convertedObjectIDsAfterSearch({
          eventName: 'Booked',
          index: 'tasks',
          queryID: 'q9',
          objectIDs: ids(21),
        }),
      ).resolves.toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      const parsed = new URL(url);
      expect(parsed.origin + parsed.pathname).toBe('https://insights.algolia.io/1/events');
      expect(parsed.searchParams.get('X-Algolia-Application-Id')).toBe('APPID');
      expect(parsed.searchParams.get('X-Algolia-API-Key')).toBe('SEARCHKEY');
      expect(init?.method).toBe('POST');
      const body = JSON.parse(String(init?.body)) as { events: Array<Record<string, unknown>> };
      expect(body.events).toHaveLength(2);
      expect(body.events[0]).toMatchObject({
        eventType: 'conversion',
        eventName: 'Booked',
        index: 'tasks',
        queryID: 'q9',
        userToken: 'visitor-7',
      });
      expect((body.events[1]?.objectIDs as string[]).length).toBe(1);
    });

    it('given useCookie, should keep the anonymous token in a cookie for about 180 days', async () => {
      jest.spyOn(console, 'info').mockImplementation(() => {});
      const writes: string[] = [];
      const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
        writes.push(value);
        original.set!.call(this, value);
      });
      const fetch = mockFetch(200);
      const before = Date.now();
      const insights = createSearchInsights({ appId: 'A', apiKey: 'K', useCookie: true, fetch, loadInsights });
      await insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] });
      const cookie = writes.find((value) => value.startsWith('_ALGOLIA=anonymous-'));
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
      const days = (expires - before) / 86_400_000;
      expect(days).toBeGreaterThan(179.9);
      expect(days).toBeLessThan(180.1);
      const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as { events: Array<{ userToken: string }> };
      expect(body.events[0]?.userToken).toBe(cookie?.split(';')[0]?.slice('_ALGOLIA='.length));
    });

    it('given the Insights API answers 500, should resolve false with a warning', async () => {
      expectConsole('warn', 'Search insights event failed not accepted');
      jest.spyOn(console, 'info').mockImplementation(() => {});
      const warnSpy = spyWarn();
      const insights = createSearchInsights({
        appId: 'A',
        apiKey: 'K',
        userToken: 'u',
        fetch: mockFetch(500),
        loadInsights,
      });
      await expect(insights.viewedObjectIDs({ eventName: 'v', index: 'i', objectIDs: ['a'] })).resolves.toBe(false);
      expect(warnSpy).toHaveBeenCalledWith('Search insights event failed', 'not accepted');
    });
  });
});

describe('SEARCH_LIBRARY_CONSTANTS', () => {
  it('should carry the search library values of spec 9', () => {
    expect(SEARCH_LIBRARY_CONSTANTS).toEqual({
      stalledDelayMs: 200,
      urlWriteDebounceMs: 400,
      paginationPadding: 3,
      pageSize: 20,
      insightsEventsBatch: 20,
      insightsCookieLifetimeMs: 180 * 24 * 60 * 60 * 1000,
    });
    expect(Object.isFrozen(SEARCH_LIBRARY_CONSTANTS)).toBe(true);
  });
});
