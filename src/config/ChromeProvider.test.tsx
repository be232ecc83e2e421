import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  ChromeProvider,
  noopAnalytics,
  resolveChromeConfig,
  useChromeConfig,
  type ChromeConfig,
  type ResolvedChromeConfig,
} from '.';

const wrap =
  (...configs: ChromeConfig[]) =>
  ({ children }: { children: ReactNode }) =>
    configs.reduceRight<ReactNode>(
      (inner, config) => <ChromeProvider config={config}>{inner}</ChromeProvider>,
      children,
    );

describe('useChromeConfig', () => {
  it('given no provider should resolve working defaults', () => {
    const { result } = renderHook(() => useChromeConfig());
    expect(result.current.analytics).toBe(noopAnalytics);
    expect(typeof result.current.fetch).toBe('function');
    expect(typeof result.current.navigate).toBe('function');
    expect(result.current.now()).toBeGreaterThan(0);
    expect(result.current.storage).toBe(window.localStorage);
    expect(result.current.location().origin).toBe(window.location.origin);
  });

  it('given a provider should read its fields', () => {
    const fetch = jest.fn();
    const { result } = renderHook(() => useChromeConfig(), {
      wrapper: wrap({ fetch, brand: 'HOME_ADVISOR', searchApiHost: 'https://search.test' }),
    });
    expect(result.current.fetch).toBe(fetch);
    expect(result.current.brand).toBe('HOME_ADVISOR');
    expect(result.current.searchApiHost).toBe('https://search.test');
  });

  it('should let hook options win over the provider, and ignore undefined options', () => {
    const now = () => 5;
    const { result } = renderHook(() => useChromeConfig({ brand: 'ROOFLINE', now, apiServer: undefined }), {
      wrapper: wrap({ brand: 'HOME_ADVISOR', apiServer: 'https://api.test' }),
    });
    expect(result.current.brand).toBe('ROOFLINE');
    expect(result.current.now()).toBe(5);
    expect(result.current.apiServer).toBe('https://api.test');
  });

  it('should merge nested providers, the inner one winning', () => {
    const { result } = renderHook(() => useChromeConfig(), {
      wrapper: wrap({ brand: 'HOME_ADVISOR', anonymousId: 'a1' }, { brand: 'ROOFLINE' }),
    });
    expect(result.current.brand).toBe('ROOFLINE');
    expect(result.current.anonymousId).toBe('a1');
  });

  it('given a nested provider that changes nothing should give the hooks below it the outer resolved object', () => {
    const seen: Record<string, ResolvedChromeConfig> = {};
    function Read({ name }: { name: string }) {
      seen[name] = useChromeConfig();
      return null;
    }
    render(
      <ChromeProvider config={{ brand: 'HOME_ADVISOR', anonymousId: 'a1' }}>
        <Read name="outer" />
        <ChromeProvider config={{ brand: 'HOME_ADVISOR', anonymousId: undefined }}>
          <Read name="same" />
        </ChromeProvider>
        <ChromeProvider config={{ anonymousId: 'a2' }}>
          <Read name="changed" />
        </ChromeProvider>
      </ChromeProvider>,
    );
    expect(seen.same).toBe(seen.outer);
    expect(seen.changed).not.toBe(seen.outer);
    expect(seen.changed!.anonymousId).toBe('a2');
    expect(seen.changed!.brand).toBe('HOME_ADVISOR');
  });

  it('should not touch window.localStorage until a hook reads storage (the first touch is slow in a browser)', () => {
    const real = window.localStorage;
    const touched = jest.fn(() => real);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: touched });
    try {
      const { result } = renderHook(() => useChromeConfig({ brand: 'HOME_ADVISOR' }), {
        wrapper: wrap({ applicationName: 'app' }),
      });
      expect(result.current.brand).toBe('HOME_ADVISOR');
      expect(touched).not.toHaveBeenCalled();
      expect(result.current.storage).toBe(real);
      expect(result.current.storage).toBe(real);
      expect(touched.mock.calls.length).toBeGreaterThan(0);
      const calls = touched.mock.calls.length;
      expect(resolveChromeConfig({ storage: null }).storage).toBeNull();
      expect(touched).toHaveBeenCalledTimes(calls);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });

  it('given storage null should turn storage off', () => {
    const { result } = renderHook(() => useChromeConfig({ storage: null }));
    expect(result.current.storage).toBeNull();
  });

  it('should keep the same resolved object across renders with equal inline options', () => {
    const { result, rerender } = renderHook(() => useChromeConfig({ brand: 'ROOFLINE' }));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  describe('given one provider', () => {
    const config: ChromeConfig = { brand: 'HOME_ADVISOR', apiServer: 'https://api.test', applicationName: 'app' };

    it('should give every hook below it the same resolved object', () => {
      const { result } = renderHook(
        () => [useChromeConfig(), useChromeConfig({}), useChromeConfig({ brand: undefined })] as const,
        {
          wrapper: wrap(config),
        },
      );
      const [first, second, third] = result.current;
      expect(second).toBe(first);
      expect(third).toBe(first);
      expect(first.brand).toBe('HOME_ADVISOR');
    });

    it("should give a hook whose options repeat the provider's values (a skin's brand) that same object", () => {
      const { result } = renderHook(
        () =>
          [
            useChromeConfig(),
            useChromeConfig({ brand: 'HOME_ADVISOR', apiServer: 'https://api.test' }),
            useChromeConfig({ brand: 'HOME_ADVISOR', applicationName: 'other' }),
          ] as const,
        { wrapper: wrap(config) },
      );
      const [plain, repeated, changed] = result.current;
      expect(repeated).toBe(plain);
      expect(changed).not.toBe(plain);
      expect(changed.applicationName).toBe('other');
      expect(changed.brand).toBe('HOME_ADVISOR');
    });

    it('should keep that object across renders', () => {
      const { result, rerender } = renderHook(() => useChromeConfig(), { wrapper: wrap(config) });
      const first = result.current;
      rerender();
      expect(result.current).toBe(first);
    });

    it('should give a hook with options its own object, the options winning', () => {
      const { result } = renderHook(() => [useChromeConfig(), useChromeConfig({ brand: 'ROOFLINE' })] as const, {
        wrapper: wrap(config),
      });
      const [plain, overridden] = result.current;
      expect(overridden).not.toBe(plain);
      expect(overridden.brand).toBe('ROOFLINE');
      expect(overridden.brandFamily).toEqual(resolveChromeConfig({ brand: 'ROOFLINE' }).brandFamily);
      expect(overridden.apiServer).toBe('https://api.test');
      expect(plain.brand).toBe('HOME_ADVISOR');
    });
  });

  it('given a server render should give every hook below the provider the same resolved object', () => {
    const seen: unknown[] = [];
    function Reader() {
      seen.push(useChromeConfig());
      return null;
    }
    renderToString(
      <ChromeProvider config={{ brand: 'HOME_ADVISOR' }}>
        <Reader />
        <Reader />
      </ChromeProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('given the same config object in two server renders should resolve it once (a module-level config)', () => {
    const config: ChromeConfig = { brand: 'HOME_ADVISOR', anonymousId: 'a1' };
    const seen: ResolvedChromeConfig[] = [];
    function Reader() {
      seen.push(useChromeConfig());
      return null;
    }
    const page = (c: ChromeConfig) => (
      <ChromeProvider config={c}>
        <Reader />
      </ChromeProvider>
    );
    renderToString(page(config));
    renderToString(page(config));
    renderToString(page({ ...config }));
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]).toMatchObject({ brand: 'HOME_ADVISOR', anonymousId: 'a1' });
  });

  it("given a nested provider naming the outer one's default brand should give the outer resolved object", () => {
    const seen: Record<string, ResolvedChromeConfig> = {};
    function Read({ name }: { name: string }) {
      seen[name] = useChromeConfig();
      return null;
    }
    renderToString(
      <ChromeProvider config={{ anonymousId: 'a1' }}>
        <Read name="outer" />
        <ChromeProvider config={{ brand: 'ROOFLINE', applicationName: undefined }}>
          <Read name="inner" />
          <ChromeProvider config={{ apiServer: 'https://api.test' }}>
            <Read name="deepest" />
          </ChromeProvider>
        </ChromeProvider>
      </ChromeProvider>,
    );
    expect(seen.outer!.brand).toBe('ROOFLINE');
    expect(seen.inner).toBe(seen.outer);
    expect(seen.deepest).toMatchObject({ brand: 'ROOFLINE', anonymousId: 'a1', apiServer: 'https://api.test' });
  });

  it('given no provider should give every hook the same resolved object', () => {
    const { result } = renderHook(() => [useChromeConfig(), useChromeConfig()]);
    expect(result.current[1]).toBe(result.current[0]);
  });

  // The provider resolves once and a hook's options merge on top: the result is what resolving
  // every layer together gives.
  const fetchA = jest.fn();
  const fetchB = jest.fn();
  const http = { timeouts: { navigation: 1 } };
  it.each<[string, ChromeConfig, ChromeConfig]>([
    ['no options', { brand: 'HOME_ADVISOR', anonymousId: 'a1' }, {}],
    ['a brand', { brand: 'HOME_ADVISOR' }, { brand: 'HANDY' }],
    ['a fetch', { fetch: fetchA, http }, { fetch: fetchB }],
    ['http options', { fetch: fetchA }, { http }],
    ['a blank application name', { applicationName: 'app' }, { applicationName: '  ' }],
    ['an application name', {}, { applicationName: 'hook-app' }],
    ['storage off', {}, { storage: null }],
    ['undefined fields', { apiServer: 'https://api.test' }, { apiServer: undefined, brand: undefined }],
  ])('given %s as options should resolve as all layers together do', (_, provided, options) => {
    const { result } = renderHook(() => useChromeConfig(options), { wrapper: wrap(provided) });
    expect(result.current).toEqual(resolveChromeConfig(provided, options));
    expect(result.current.httpClient).toBe(resolveChromeConfig(provided, options).httpClient);
    expect(result.current.timeouts).toEqual(resolveChromeConfig(provided, options).timeouts);
  });
});
