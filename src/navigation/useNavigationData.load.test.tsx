import { act, renderHook, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { fakeResponse, makeToken } from './__fixtures__/fakeResponse';
import { useNavigationData } from './useNavigationData';

// The navigation fetch loads on first demand (a dynamic import an app's bundler splits off): a header
// with supplied data never loads it. Here that load fails while `mockLoaderFails` is set, as a chunk
// does when the page went offline.
let mockLoaderFails = false;
let mockLoads = 0;
jest.mock('./loadNavigationData', () => {
  mockLoads++;
  if (mockLoaderFails) throw new Error('Loading chunk loadNavigationData failed.');
  return jest.requireActual('./loadNavigationData');
});

const NOW = Date.UTC(2026, 5, 1, 12);

function setup(fetch: jest.Mock, data?: unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={{ fetch, now: () => NOW, apiServer: 'https://api.example.com' }}>{children}</ChromeProvider>
  );
  const token = makeToken(NOW / 1000 + 60);
  return renderHook(() => useNavigationData({ variant: 'main', domain: 'www.roofline.com', token, data }), {
    wrapper,
  });
}

// In order: once the code has loaded, it stays loaded for the page (this file).
describe('the navigation fetch, loaded on first demand', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  it('should not load for supplied data', () => {
    const fetch = jest.fn();
    const { result } = setup(fetch, makeRawNavigationData());
    expect(result.current.status).toBe('success');
    expect(mockLoads).toBe(0);
  });

  it('should leave no data (header hidden) with a network error, and log it, when its code cannot load', async () => {
    expectConsole('warn', 'Navigation data: the fetch code failed to load');
    mockLoaderFails = true;
    const fetch = jest.fn();
    const { result } = setup(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ data: null, error: { kind: 'network' }, isLoading: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Navigation data: the fetch code failed to load', expect.any(Error));
  });

  it('should load it again on refetch once it can, and fetch the data', async () => {
    expectConsole('warn', 'Navigation data: the fetch code failed to load');
    mockLoaderFails = true;
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    const { result } = setup(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    mockLoaderFails = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.groupings).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(
      'https://api.example.com/resource/roofline-cms/v1/navigation?variant=main&domain=www.roofline.com',
    );
  });
});
