import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider } from '../config';
import { useSearchInsights } from './useSearchInsights';
import { mockFetch } from './testUtils';

afterEach(() => jest.restoreAllMocks());

// The optional peer, as a page that sends events passes it.
const loadInsights = () => import('search-insights');

describe('useSearchInsights', () => {
  it("should send nothing on render and send events through the provider's fetch", async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const fetch = mockFetch(200);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChromeProvider config={{ fetch }}>{children}</ChromeProvider>
    );
    const { result, rerender } = renderHook(
      () => useSearchInsights({ appId: 'A', apiKey: 'K', userToken: 'u1', loadInsights }),
      {
        wrapper,
      },
    );
    const first = result.current;
    rerender();
    expect(result.current).toBe(first); // stable between renders
    expect(fetch).not.toHaveBeenCalled();
    await expect(result.current.viewedObjectIDs({ eventName: 'v', index: 'tasks', objectIDs: ['1'] })).resolves.toBe(
      true,
    );
    expect(fetch.mock.calls[0]?.[0]).toContain('https://insights.algolia.io/1/events');
  });
});
