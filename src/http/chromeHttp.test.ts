import type * as configModule from '../config';
import type * as httpModule from '.';
import { DEFAULT_TIMEOUTS, getHttpClient, resolveChromeTimeouts } from '.';
import { resolveChromeConfig, type FetchFn } from '../config';
import type * as lazyModuleModule from '../shared/lazyModule';
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
  // The client module counted through its factory (and its code made to fail to load, as a lost
  // network would, when asked): a config whose client nobody reads builds none.
  async function countClients(
    run: (fresh: typeof configModule & typeof httpModule) => void | Promise<void>,
    { failingLoads = 0 } = {},
  ): Promise<number> {
    let count = 0;
    let loadsToFail = failingLoads;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../shared/lazyModule', () => {
        const actual = jest.requireActual<typeof lazyModuleModule>('../shared/lazyModule');
        return {
          ...actual,
          lazyModule: <T>(load: () => Promise<T>) =>
            actual.lazyModule(() => {
              if (loadsToFail === 0) return load();
              loadsToFail -= 1;
              return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
            }),
        };
      });
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
      await run({
        ...jest.requireActual<typeof configModule>('../config'),
        ...jest.requireActual<typeof httpModule>('.'),
      });
    });
    jest.dontMock('./httpClient');
    jest.dontMock('../shared/lazyModule');
    return count;
  }

  it('given a config whose client is never read should build none', async () => {
    expect(await countClients((fresh) => void fresh.resolveChromeConfig({ fetch: okFetch(), brand: 'HANDY' }))).toBe(0);
  });

  it('should give one client however often it is read, and build the real one once, for the first call', async () => {
    const fetch = okFetch();
    const count = await countClients(async (fresh) => {
      const config = fresh.resolveChromeConfig({ fetch });
      expect(config.httpClient).toBe(config.httpClient);
      expect({ ...config }.httpClient).toBe(config.httpClient);
      const [first, second] = await Promise.all([
        config.httpClient.get('https://api.test/a'),
        config.httpClient.post('https://api.test/b', { json: { a: 1 } }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await config.httpClient.head('https://api.test/c');
    });
    expect(count).toBe(1);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET https://api.test/a',
      'POST https://api.test/b',
      'HEAD https://api.test/c',
    ]);
  });

  it("should end a call as a network error when the client's code fails to load, and load it again for the next", async () => {
    const fetch = okFetch();
    await countClients(
      async (fresh) => {
        const { httpClient } = fresh.resolveChromeConfig({ fetch });
        const failed = await httpClient.get('https://api.test/a').catch((error: unknown) => error);
        expect(fresh.isHttpError(failed) && failed.kind).toBe('network');
        expect(fetch).not.toHaveBeenCalled();
        await expect(httpClient.get('https://api.test/a')).resolves.toMatchObject({ status: 200 });
      },
      { failingLoads: 1 },
    );
    expect(fetch).toHaveBeenCalledTimes(1);
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
