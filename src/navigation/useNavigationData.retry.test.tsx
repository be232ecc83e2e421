import { act, renderHook, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { fakeResponse, makeToken } from './__fixtures__/fakeResponse';
import { NAVIGATION_RETRY, useNavigationData } from './useNavigationData';

// A failed navigation load (the CMS down, the network gone, the fetch code's chunk missing) hides the
// header; the page's next activity after a backoff loads it again, a few times at most.
let mockLoaderFails = false;
jest.mock('./loadNavigationData', () => {
  if (mockLoaderFails) throw new Error('Failed to fetch dynamically imported module: loadNavigationData');
  return jest.requireActual('./loadNavigationData');
});

const NOW = Date.UTC(2026, 5, 1, 12);

function setup(fetch: jest.Mock) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={{ fetch, now: () => NOW, apiServer: 'https://api.example.com' }}>{children}</ChromeProvider>
  );
  const token = makeToken(NOW / 1000 + 60);
  return renderHook(() => useNavigationData({ variant: 'main', domain: 'www.roofline.com', token }), { wrapper });
}

/** Some time passes, then the user does something on the page. */
async function laterActivity(ms: number, event: Event = new Event('pointerdown')) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    window.dispatchEvent(event);
  });
}

describe('useNavigationData after a failed load', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
    mockLoaderFails = false;
  });

  it('should load its code again when the chunk failed, once the network is back', async () => {
    expectConsole('warn', 'Navigation data: the fetch code failed to load');
    mockLoaderFails = true;
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    const { result } = setup(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    mockLoaderFails = false;
    await laterActivity(NAVIGATION_RETRY.backoffMs, new Event('online'));
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it("should load again on the page's next activity after the backoff (not before), and show the data", async () => {
    expectConsole('warn', 'Navigation API non-200 response (503)');
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(fakeResponse(503, {}))
      .mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    const { result } = setup(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeNull();

    // Activity before the backoff has passed: nothing yet.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);

    await laterActivity(NAVIGATION_RETRY.backoffMs, new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.data?.groupings).toHaveLength(2);
  });

  it('should stop after a few attempts, each after a longer wait', async () => {
    expectConsole('warn', 'Navigation API non-200 response (503)');
    const fetch = jest.fn().mockResolvedValue(fakeResponse(503, {}));
    const { result } = setup(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    for (let retry = 0; retry < NAVIGATION_RETRY.attempts; retry += 1) {
      const wait = NAVIGATION_RETRY.backoffMs * 2 ** retry;
      // Half this retry's wait: no call yet.
      await laterActivity(wait / 2);
      expect(fetch).toHaveBeenCalledTimes(retry + 1);
      await laterActivity(wait / 2);
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(retry + 2));
      await waitFor(() => expect(result.current.status).toBe('error'));
    }
    await laterActivity(60_000);
    expect(fetch).toHaveBeenCalledTimes(NAVIGATION_RETRY.attempts + 1);
  });
});
