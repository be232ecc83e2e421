import { renderHook, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { StrictMode, type ReactNode } from 'react';
import { ChromeProvider } from '../config';
import { resetActivityTrackersForTests, type SnowplowApi } from './activityTracking';
import { useActivityTracking } from './useActivityTracking';
import type { UseActivityTrackingOptions } from './useActivityTracking.types';
import { spyWarn } from './testUtils';

afterEach(() => {
  jest.restoreAllMocks();
  resetActivityTrackersForTests();
});

function fakeSnowplow(): jest.Mocked<SnowplowApi> {
  return { newTracker: jest.fn(), enableActivityTracking: jest.fn(), trackPageView: jest.fn() };
}

function renderTracking(options: UseActivityTrackingOptions, strict = false) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = <ChromeProvider config={{ applicationName: 'chrome-app' }}>{children}</ChromeProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return renderHook(() => useActivityTracking(options), { wrapper });
}

describe('useActivityTracking', () => {
  it('should create the tracker with the snpl Lax cookie and 20-minute sessions, then 30 s / 10 s activity pings', async () => {
    const api = fakeSnowplow();
    const { result } = renderTracking({
      collectorUrl: 'https://collector.example.com',
      loadTracker: async () => api,
    });
    expect(api.newTracker).not.toHaveBeenCalled(); // nothing during render
    await waitFor(() => expect(result.current.status).toBe('active'));
    expect(api.newTracker).toHaveBeenCalledWith('chrome', 'https://collector.example.com', {
      platform: 'web',
      appId: 'chrome-app',
      cookieName: 'snpl',
      cookieSameSite: 'Lax',
      sessionCookieTimeout: 1200,
    });
    expect(api.enableActivityTracking).toHaveBeenCalledWith({ minimumVisitLength: 30, heartbeatDelay: 10 }, ['chrome']);
    expect(api.trackPageView).toHaveBeenCalledWith({}, ['chrome']);
    // The page view that starts the pings comes after activity tracking is on.
    expect(api.enableActivityTracking.mock.invocationCallOrder[0]).toBeLessThan(
      api.trackPageView.mock.invocationCallOrder[0]!,
    );
  });

  it('given Strict Mode and a second mount, should create the tracker only once', async () => {
    const api = fakeSnowplow();
    const options = { collectorUrl: 'https://c.example.com', loadTracker: async () => api };
    const first = renderTracking(options, true);
    await waitFor(() => expect(first.result.current.status).toBe('active'));
    const second = renderTracking(options);
    await waitFor(() => expect(second.result.current.status).toBe('active'));
    expect(api.newTracker).toHaveBeenCalledTimes(1);
  });

  it('given no collector URL or enabled false, should load nothing', async () => {
    const loadTracker = jest.fn(async () => fakeSnowplow());
    const a = renderTracking({ loadTracker });
    const b = renderTracking({ collectorUrl: 'https://c.example.com', enabled: false, loadTracker });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadTracker).not.toHaveBeenCalled();
    expect(a.result.current.status).toBe('idle');
    expect(b.result.current.status).toBe('idle');
  });

  it('given the tracker fails to load, should warn and report failed', async () => {
    expectConsole('warn', 'Activity tracking could not start');
    const warnSpy = spyWarn();
    const { result } = renderTracking({
      collectorUrl: 'https://c.example.com',
      loadTracker: () => Promise.reject(new Error('blocked by an ad blocker')),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(warnSpy).toHaveBeenCalledWith('Activity tracking could not start', expect.any(Error));
  });

  // @snowplow/browser-tracker is an optional peer: the page that tracks installs it and passes its
  // import as loadTracker. A page without it must build (no import of it in the package) and render.
  it('given the optional peer fails to load (not installed), should warn and report failed, not throw', async () => {
    expectConsole('warn', 'Activity tracking could not start');
    const warnSpy = spyWarn();
    const missing = Object.assign(new Error("Cannot find module '@snowplow/browser-tracker'"), {
      code: 'MODULE_NOT_FOUND',
    });
    const { result } = renderTracking({
      collectorUrl: 'https://c.example.com',
      loadTracker: () => Promise.reject(missing),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(warnSpy).toHaveBeenCalledWith('Activity tracking could not start', missing);
  });

  it('given no loadTracker, should load no tracker of its own: warn naming the peer and report failed', async () => {
    expectConsole('warn', 'Activity tracking could not start');
    const warnSpy = spyWarn();
    const { result } = renderTracking({ collectorUrl: 'https://c.example.com', trackerId: 'no-loader' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const error = warnSpy.mock.calls[0]?.[1] as Error;
    expect(error.message).toMatch(/loadTracker: \(\) => import\('@snowplow\/browser-tracker'\)/);
  });

  it('given newTracker throws, should warn and report failed', async () => {
    expectConsole('warn', 'Activity tracking could not start');
    const warnSpy = spyWarn();
    const api = fakeSnowplow();
    api.newTracker.mockImplementation(() => {
      throw new Error('bad collector');
    });
    const { result } = renderTracking({ collectorUrl: 'https://c.example.com', loadTracker: async () => api });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('with the real Snowplow tracker, should write snpl cookies with SameSite=Lax and a 20-minute session cookie', async () => {
    const writes: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      writes.push(value);
      original.set!.call(this, value);
    });
    // jsdom has no Request: the tracker builds one for its send, so the test gives it a minimal one
    // (with the fetch below, the send succeeds instead of logging an error).
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    const globalWithFetch = globalThis as { fetch?: unknown; Request?: unknown };
    const previousFetch = globalWithFetch.fetch;
    const previousRequest = globalWithFetch.Request;
    globalWithFetch.fetch = fetchMock;
    globalWithFetch.Request = class {
      constructor(
        readonly url: string,
        readonly init?: RequestInit,
      ) {}
    };
    try {
      const before = Date.now();
      const { result } = renderTracking({
        collectorUrl: 'https://collector.example.com',
        trackerId: 'real',
        loadTracker: () => import('@snowplow/browser-tracker'),
      });
      await waitFor(() => expect(result.current.status).toBe('active'));
      const snpl = writes.filter((cookie) => cookie.startsWith('snpl'));
      expect(snpl.some((cookie) => /^snplid\./.test(cookie))).toBe(true);
      expect(snpl.every((cookie) => cookie.includes('SameSite=Lax'))).toBe(true);
      const session = snpl.find((cookie) => /^snplses\./.test(cookie));
      const expires = Date.parse(/expires=([^;]+)/i.exec(session ?? '')?.[1] ?? '');
      // Cookie dates have 1 s resolution.
      expect(expires - before).toBeGreaterThanOrEqual(1_200_000 - 1000);
      expect(expires - before).toBeLessThanOrEqual(1_200_000 + 5000);
      await new Promise((resolve) => setTimeout(resolve, 50)); // let the tracker's send settle
      expect(fetchMock).toHaveBeenCalled();
    } finally {
      globalWithFetch.fetch = previousFetch;
      globalWithFetch.Request = previousRequest;
    }
  });
});
