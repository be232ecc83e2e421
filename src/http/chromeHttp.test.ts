import type * as chrome from '..';
import { DEFAULT_TIMEOUTS, getHttpClient, resolveChromeConfig, resolveChromeTimeouts, type FetchFn } from '..';
import type * as httpClientModule from './httpClient';

/** A fetch answering 200 with a Response double: only what the client reads. */
const okFetch = (): jest.MockedFunction<FetchFn> =>
  jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>(
    async () => ({ status: 200, text: async () => '{"ok":true}' }) as unknown as Response,
  );

describe('getHttpClient', () => {
  it('should give the client config.httpClient is, the same one for the same fetch and http', () => {
    const fetch = okFetch();
    const http = { headers: { 'X-Test': '1' } };
    const config = resolveChromeConfig({ fetch, http });
    expect(getHttpClient(config)).toBe(config.httpClient);
    expect(resolveChromeConfig({ fetch, http, brand: 'HOME_ADVISOR' }).httpClient).toBe(config.httpClient);
    expect(resolveChromeConfig({ fetch: okFetch(), http }).httpClient).not.toBe(config.httpClient);
  });

  it("should send through the config's fetch with its http options", async () => {
    const fetch = okFetch();
    const config = resolveChromeConfig({ fetch, http: { headers: { 'X-Test': '1' } } });
    await getHttpClient(config).get('https://api.test/x');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ 'X-Test': '1' });
  });
});

describe('config.httpClient', () => {
  // The client module counted through the public factory: a config whose client nobody reads builds none.
  function countClients(run: (fresh: typeof chrome) => void): number {
    let count = 0;
    jest.isolateModules(() => {
      jest.doMock('./httpClient', () => {
        const actual = jest.requireActual<typeof httpClientModule>('./httpClient');
        return {
          ...actual,
          createHttpClient: (...args: Parameters<typeof actual.createHttpClient>) => {
            count += 1;
            return actual.createHttpClient(...args);
          },
        };
      });
      run(jest.requireActual<typeof chrome>('..'));
    });
    jest.dontMock('./httpClient');
    return count;
  }

  it('given a config whose client is never read should build none', () => {
    expect(countClients((fresh) => fresh.resolveChromeConfig({ fetch: okFetch(), brand: 'HANDY' }))).toBe(0);
  });

  it('should build the client on first read, once', () => {
    const count = countClients((fresh) => {
      const config = fresh.resolveChromeConfig({ fetch: okFetch() });
      void config.httpClient;
      void config.httpClient;
      void { ...config }.httpClient;
    });
    expect(count).toBe(1);
  });
});

describe('resolveChromeTimeouts', () => {
  it('should set the given deadlines over the defaults, undefined ones left out', () => {
    const timeouts = resolveChromeTimeouts({
      timeouts: { navigation: 1, autocomplete: undefined, searchClient: { read: 2 } },
    });
    expect(timeouts).toEqual({
      ...DEFAULT_TIMEOUTS,
      navigation: 1,
      searchClient: { ...DEFAULT_TIMEOUTS.searchClient, read: 2 },
    });
    expect(resolveChromeTimeouts()).toEqual(DEFAULT_TIMEOUTS);
  });

  it("should be what a config's timeouts are", () => {
    const http = { timeouts: { splitTreatment: 7 } };
    expect(resolveChromeConfig({ http }).timeouts).toBe(resolveChromeTimeouts(http));
  });
});
