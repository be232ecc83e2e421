import { act, renderHook, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import type { ChromeConfig } from '../config/config.types';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { fakeResponse, makeToken } from './__fixtures__/fakeResponse';
import { useNavigationData } from './useNavigationData';
import type { UseNavigationDataOptions } from './useNavigationData.types';

const NOW = Date.UTC(2026, 5, 1, 12);
const NAV_URL = 'https://api.example.com/resource/roofline-cms/v1/navigation?variant=main&domain=www.roofline.com';
const TOKEN_URL = 'https://ws.example.com/?r_accesskey=key%2F1&r_username=nav%20user';

function setup(options: UseNavigationDataOptions, fetch: jest.Mock, config: ChromeConfig = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider
      config={{
        fetch,
        now: () => NOW,
        apiServer: 'https://api.example.com/',
        wsEntityServer: 'https://ws.example.com',
        location: () => ({ href: '', origin: 'https://www.roofline.com', pathname: '/', search: '', hash: '' }),
        ...config,
      }}
    >
      {children}
    </ChromeProvider>
  );
  return renderHook((props: UseNavigationDataOptions) => useNavigationData(props), { wrapper, initialProps: options });
}

describe('useNavigationData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  describe('given supplied data', () => {
    it('should validate it and never fetch', () => {
      const fetch = jest.fn();
      const { result } = setup({ data: makeRawNavigationData() }, fetch);
      expect(fetch).not.toHaveBeenCalled();
      expect(result.current.status).toBe('success');
      expect(result.current.data?.groupings).toHaveLength(2);
    });

    it('should give no data (header hidden) for a bad shape, still without fetching', () => {
      expectConsole('warn', 'Navigation data is not an object; the header is hidden.');
      const fetch = jest.fn();
      const { result } = setup({ data: 'not an object' }, fetch);
      expect(fetch).not.toHaveBeenCalled();
      expect(result.current).toMatchObject({ data: null, status: 'error', error: { kind: 'invalid' } });
    });
  });

  describe('given no data and an unexpired token', () => {
    it('should fetch the navigation with the bearer token and validate the answer', async () => {
      const token = makeToken(NOW / 1000 + 60);
      const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
      const { result } = setup({ variant: 'main', token, accessKey: 'key/1', userName: 'nav user' }, fetch);
      expect(result.current.data).toBeNull();
      await waitFor(() => expect(result.current.status).toBe('success'));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(NAV_URL, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: undefined,
        signal: expect.any(AbortSignal),
        credentials: 'include',
        cache: 'no-store',
      });
      expect(result.current.data?.groupings[0]?.links.map((l) => l.href)).toEqual(['/cost/plumbing', '/cost/painting']);
    });
  });

  describe('given an expired token', () => {
    it('should fetch a token as text first and use it', async () => {
      const fresh = makeToken(NOW / 1000 + 3600);
      const fetch = jest.fn((url: string, _init?: RequestInit) =>
        Promise.resolve(
          url.startsWith('https://ws.') ? fakeResponse(200, `${fresh}\n`) : fakeResponse(200, makeRawNavigationData()),
        ),
      );
      const { result } = setup(
        { variant: 'main', token: makeToken(NOW / 1000 - 1), accessKey: 'key/1', userName: 'nav user' },
        fetch,
      );
      await waitFor(() => expect(result.current.status).toBe('success'));
      expect(fetch.mock.calls.map((c) => c[0])).toEqual([TOKEN_URL, NAV_URL]);
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
      expect(fetch.mock.calls[1]?.[1]).toMatchObject({ headers: { Authorization: `Bearer ${fresh}` } });
    });

    it('should log a failed token call and go on with no token', async () => {
      expectConsole('warn', 'Navigation token: request failed', 'Navigation API non-200 response (401)');
      const fetch = jest.fn((url: string, _init?: RequestInit) =>
        url.startsWith('https://ws.')
          ? Promise.reject(new TypeError('offline'))
          : Promise.resolve(fakeResponse(401, {})),
      );
      const { result } = setup({ variant: 'main', accessKey: 'key/1', userName: 'nav user' }, fetch);
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(warn).toHaveBeenCalledWith(
        'Navigation token: request failed',
        expect.objectContaining({ name: 'HttpError', kind: 'network', cause: expect.any(TypeError) }),
      );
      expect(fetch.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
      expect(result.current.data).toBeNull();
    });
  });

  describe('when the navigation call fails', () => {
    it.each([
      [201, { kind: 'http', status: 201 }],
      [500, { kind: 'http', status: 500 }],
    ])('should log a %i answer and leave no data', async (status, error) => {
      expectConsole('warn', `Navigation API non-200 response (${status})`);
      const fetch = jest.fn().mockResolvedValue(fakeResponse(status, makeRawNavigationData()));
      const { result } = setup({ token: makeToken(NOW / 1000 + 60) }, fetch);
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.data).toBeNull();
      expect(result.current.error).toMatchObject(error);
      expect(warn).toHaveBeenCalledWith(`Navigation API non-200 response (${status})`);
    });

    it('should log a network failure and leave no data', async () => {
      expectConsole('warn', 'Navigation API request failed');
      const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      const { result } = setup({ token: makeToken(NOW / 1000 + 60) }, fetch);
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.error).toMatchObject({ kind: 'network' });
      expect(warn).toHaveBeenCalledWith(
        'Navigation API request failed',
        expect.objectContaining({ name: 'HttpError', kind: 'network', cause: expect.any(TypeError) }),
      );
    });

    it('should treat a body that is not an object as no data', async () => {
      expectConsole('warn', 'Navigation data is not an object; the header is hidden.');
      const fetch = jest.fn().mockResolvedValue(fakeResponse(200, ['not', 'an', 'object']));
      const { result } = setup({ token: makeToken(NOW / 1000 + 60) }, fetch);
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current).toMatchObject({ data: null, error: { kind: 'invalid' } });
    });

    it('should warn and stay idle without an apiServer', () => {
      expectConsole('warn', 'Navigation data: no apiServer configured; the header is hidden.');
      const fetch = jest.fn();
      const { result } = setup({}, fetch, { apiServer: '' });
      expect(fetch).not.toHaveBeenCalled();
      expect(result.current.status).toBe('idle');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no apiServer'));
    });
  });

  it('should abort the call on unmount and never update afterwards', async () => {
    let signal: AbortSignal | undefined;
    const fetch = jest.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const error = jest.spyOn(console, 'error');
    const { unmount } = setup({ token: makeToken(NOW / 1000 + 60) }, fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('should fetch again on refetch and keep the data meanwhile', async () => {
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    const { result } = setup({ token: makeToken(NOW / 1000 + 60) }, fetch);
    await waitFor(() => expect(result.current.status).toBe('success'));
    fetch.mockReturnValueOnce(new Promise(() => {}));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(result.current.data).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should default the domain to the current host', async () => {
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    setup({ token: makeToken(NOW / 1000 + 60) }, fetch, {
      location: () => ({ href: '', origin: 'https://www.werkspot.nl', pathname: '/', search: '', hash: '' }),
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://api.example.com/resource/roofline-cms/v1/navigation?variant=&domain=www.werkspot.nl',
    );
  });
});
