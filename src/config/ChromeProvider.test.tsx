import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider, noopAnalytics, useChromeConfig, type ChromeConfig } from '..';

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
});
