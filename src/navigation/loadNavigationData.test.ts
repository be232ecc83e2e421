/** @jest-environment node */
// The server's load: no window, no React, an injected fetch. Through the public API.
import { loadNavigationData, type LoadNavigationDataOptions } from '../index';
import { expectConsole } from '../../test/console';
import { normalizeNavigationData } from './normalizeNavigationData';
import { makeRawNavigationData } from './__fixtures__/navigationData';
import { fakeResponse, makeToken } from './__fixtures__/fakeResponse';

const NOW = Date.UTC(2026, 5, 1, 12);
const NAV_URL = 'https://api.example.com/resource/roofline-cms/v1/navigation?variant=main&domain=www.roofline.com';
const TOKEN_URL = 'https://ws.example.com/?r_accesskey=key%2F1&r_username=nav%20user';
const REQUEST = { variant: 'main', domain: 'www.roofline.com', accessKey: 'key/1', userName: 'nav user' };

type Answer = Response | Promise<Response>;
/** A fetch that answers the token call with `token` and the navigation call with `navigation`. */
function fakeFetch(token: () => Answer, navigation: () => Answer) {
  return jest.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(url.startsWith('https://ws.') ? token() : navigation()),
  );
}

function load(fetch: jest.Mock, request = {}, options: LoadNavigationDataOptions = {}) {
  return loadNavigationData(
    { ...REQUEST, ...request },
    {
      fetch,
      now: () => NOW,
      apiServer: 'https://api.example.com/',
      wsEntityServer: 'https://ws.example.com',
      ...options,
    },
  );
}

describe('loadNavigationData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  it('should run where there is no window', () => {
    expect(typeof window).toBe('undefined');
  });

  describe('given an unexpired token', () => {
    it('should send only the navigation call, with the bearer token, and give the normalised data', async () => {
      const token = makeToken(NOW / 1000 + 60);
      const fetch = fakeFetch(
        () => fakeResponse(500, ''),
        () => fakeResponse(200, makeRawNavigationData()),
      );
      const result = await load(fetch, { token });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(NAV_URL, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: undefined,
        signal: expect.any(AbortSignal),
        credentials: 'include',
        cache: 'no-store',
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.groupings.map((g) => g.navigationTitle)).toEqual(['Interior', 'Exterior']);
      expect(result.data.groupings[0]?.links.map((l) => l.href)).toEqual(['/cost/plumbing', '/cost/painting']);
      expect(result.data.authenticatedMenuGreeting).toBe('Hi, {firstName}!');
    });
  });

  describe('given no token or an expired one', () => {
    it('should fetch a token as text first and send the navigation call with it', async () => {
      const fresh = makeToken(NOW / 1000 + 3600);
      const fetch = fakeFetch(
        () => fakeResponse(200, `${fresh}\n`),
        () => fakeResponse(200, makeRawNavigationData()),
      );
      const result = await load(fetch, { token: makeToken(NOW / 1000 - 1) });
      expect(result.ok).toBe(true);
      expect(fetch.mock.calls.map((call) => call[0])).toEqual([TOKEN_URL, NAV_URL]);
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', headers: { Accept: 'text/plain' } });
      expect(fetch.mock.calls[1]?.[1]).toMatchObject({
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${fresh}` },
      });
    });

    it('should reuse a fetched token from the tokenCache until it expires', async () => {
      const fresh = makeToken(NOW / 1000 + 3600);
      const fetch = fakeFetch(
        () => fakeResponse(200, fresh),
        () => fakeResponse(200, makeRawNavigationData()),
      );
      const tokenCache = { current: null };
      await load(fetch, {}, { tokenCache });
      await load(fetch, {}, { tokenCache });
      expect(fetch.mock.calls.map((call) => call[0])).toEqual([TOKEN_URL, NAV_URL, NAV_URL]);
      expect(tokenCache.current).toBe(fresh);
    });

    it.each([
      ['fails', () => Promise.reject(new TypeError('offline')), 'Navigation token: request failed'],
      ['answers an error status', () => fakeResponse(503, 'down'), 'Navigation token: request failed'],
      [
        'answers an HTML page',
        () => fakeResponse(200, '<html>login</html>'),
        'Navigation token: the answer is not a token',
      ],
    ])('should log a token call that %s and send the navigation call without a token', async (_, answer, log) => {
      expectConsole('warn', log);
      const fetch = fakeFetch(answer, () => fakeResponse(200, makeRawNavigationData()));
      const result = await load(fetch);
      expect(warn).toHaveBeenCalledWith(log, ...(log.endsWith('failed') ? [expect.anything()] : []));
      expect(fetch.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
      expect(result.ok).toBe(true);
    });

    it('should send the navigation call without a token when there are no credentials', async () => {
      const fetch = fakeFetch(
        () => fakeResponse(200, 'unused'),
        () => fakeResponse(200, makeRawNavigationData()),
      );
      await load(fetch, { accessKey: undefined, userName: undefined });
      expect(fetch.mock.calls.map((call) => call[0])).toEqual([NAV_URL]);
      expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    });
  });

  describe('when the navigation call fails (spec 8: logged, no data, the header hidden)', () => {
    const token = makeToken(NOW / 1000 + 60);

    it.each([201, 401, 404, 500])('should give an http error for a %i answer and log it', async (status) => {
      expectConsole('warn', `Navigation API non-200 response (${status})`);
      const fetch = fakeFetch(
        () => fakeResponse(200, token),
        () => fakeResponse(status, makeRawNavigationData()),
      );
      const result = await load(fetch, { token });
      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status, message: `Navigation API non-200 response (${status})` },
      });
      expect(warn).toHaveBeenCalledWith(`Navigation API non-200 response (${status})`);
    });

    it('should give a network error for a failed call and log it', async () => {
      expectConsole('warn', 'Navigation API request failed');
      const fetch = fakeFetch(
        () => fakeResponse(200, token),
        () => Promise.reject(new TypeError('Failed to fetch')),
      );
      const result = await load(fetch, { token });
      expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Navigation API request failed' } });
      expect(warn).toHaveBeenCalledWith('Navigation API request failed', expect.objectContaining({ kind: 'network' }));
    });

    it('should give a network error when the deadline passes (http.timeouts.navigation) and log it', async () => {
      expectConsole('warn', 'Navigation API timed out');
      const fetch = fakeFetch(
        () => fakeResponse(200, token),
        () => new Promise<Response>(() => {}),
      );
      const result = await load(fetch, { token }, { http: { timeouts: { navigation: 20 } } });
      expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Navigation API timed out' } });
      expect(warn).toHaveBeenCalledWith('Navigation API timed out', expect.objectContaining({ kind: 'timeout' }));
    });

    it.each([
      ['a body that is not JSON', 'Service unavailable', 'Navigation API response is not JSON'],
      ['a JSON body that is not navigation data', {}, 'Navigation data has no brand or groupings'],
      ['a list', ['not', 'navigation'], 'Navigation data is not an object'],
    ])('should give an invalid error for %s', async (_, body, warning) => {
      expectConsole('warn', warning);
      const fetch = fakeFetch(
        () => fakeResponse(200, token),
        () => fakeResponse(200, body),
      );
      const result = await load(fetch, { token });
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    });

    it('should give a network error, without a log, when the caller aborts', async () => {
      const controller = new AbortController();
      const fetch = fakeFetch(
        () => fakeResponse(200, token),
        () => {
          controller.abort();
          return new Promise<Response>(() => {});
        },
      );
      const result = await load(fetch, { token }, { signal: controller.signal });
      expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
      expect(warn).not.toHaveBeenCalled();
    });

    it('should give a config error, and send nothing, without an apiServer', async () => {
      expectConsole('warn', 'Navigation data: no apiServer configured; the header is hidden.');
      const fetch = jest.fn();
      const result = await load(fetch, { token }, { apiServer: undefined });
      expect(result).toMatchObject({ ok: false, error: { kind: 'config' } });
      expect(fetch).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no apiServer'));
    });
  });

  it('should build its client from the given http options (headers, interceptors)', async () => {
    const fetch = fakeFetch(
      () => fakeResponse(200, ''),
      () => fakeResponse(200, makeRawNavigationData()),
    );
    await load(fetch, { token: makeToken(NOW / 1000 + 60) }, { http: { headers: { 'X-Trace': 't-1' } } });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Trace': 't-1' });
  });

  it('should give data that normalises to itself, as a Header given it (after a JSON round trip) does', async () => {
    const fetch = fakeFetch(
      () => fakeResponse(200, ''),
      () => fakeResponse(200, makeRawNavigationData()),
    );
    const result = await load(fetch, { token: makeToken(NOW / 1000 + 60) });
    if (!result.ok) throw new Error('expected data');
    expect(result.data.groupings[0]?.moreLink).toEqual({ name: 'View all interior', href: '/interior' });
    expect(result.data.groupings[0]?.articles).toHaveLength(1);
    expect(normalizeNavigationData(JSON.parse(JSON.stringify(result.data)))).toEqual(result.data);
  });
});
