// The server's load and the Header's client fetch are one implementation: the same requests, the same data.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider, loadNavigationData, useNavigationData } from '../index';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { fakeResponse, makeToken } from './__fixtures__/fakeResponse';

const NOW = Date.UTC(2026, 5, 1, 12);
const WORLD = { now: () => NOW, apiServer: 'https://api.example.com', wsEntityServer: 'https://ws.example.com' };
const REQUEST = {
  variant: 'main',
  domain: 'www.roofline.com',
  token: makeToken(NOW / 1000 - 1),
  accessKey: 'key',
  userName: 'nav',
};

function fakeFetch() {
  const fresh = makeToken(NOW / 1000 + 3600);
  return jest.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url.startsWith('https://ws.') ? fakeResponse(200, fresh) : fakeResponse(200, makeRawNavigationData()),
    ),
  );
}
const withoutSignal = (calls: [string, RequestInit?][]) =>
  calls.map(([url, init]) => [url, { ...init, signal: init?.signal instanceof AbortSignal }]);

describe('loadNavigationData and useNavigationData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  it('should send the same token and navigation requests and give the same data', async () => {
    const hookFetch = fakeFetch();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChromeProvider config={{ ...WORLD, fetch: hookFetch }}>{children}</ChromeProvider>
    );
    const { result } = renderHook(() => useNavigationData(REQUEST), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));

    const serverFetch = fakeFetch();
    const loaded = await loadNavigationData(REQUEST, { ...WORLD, fetch: serverFetch });

    expect(serverFetch.mock.calls).toHaveLength(2);
    expect(withoutSignal(serverFetch.mock.calls)).toEqual(withoutSignal(hookFetch.mock.calls));
    expect(loaded).toEqual({ ok: true, data: result.current.data });
  });
});
