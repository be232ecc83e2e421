import { act, renderHook } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { StrictMode, type ReactNode } from 'react';
import { ChromeProvider, type AnalyticsAdapter, type ChromeConfig } from '../config';
import { usePageView } from './usePageView';
import type { UsePageViewOptions } from './usePageView.types';
import { spyWarn } from './testUtils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (document as { readyState?: string }).readyState; // drop a test's own readyState, if any
});

function fakeAnalytics(): jest.Mocked<AnalyticsAdapter> {
  return { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
}

const location = () => ({
  href: 'https://www.roofline.com/cost/roofing?x=1',
  origin: 'https://www.roofline.com',
  pathname: '/cost/roofing',
  search: '?x=1',
});

function renderPageView(config: ChromeConfig, options: UsePageViewOptions = {}, strict = false) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = <ChromeProvider config={{ location, ...config }}>{children}</ChromeProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return renderHook((props: UsePageViewOptions) => usePageView(props), { wrapper, initialProps: options });
}

describe('usePageView', () => {
  it('given a loaded page, should send one page view 1 second after mount, not before', () => {
    const analytics = fakeAnalytics();
    const { result } = renderPageView({
      analytics,
      pageName: 'Cost Guide',
      brand: 'ROOFLINE',
      applicationName: 'cost-guides',
    });
    expect(result.current.status).toBe('scheduled');
    act(() => jest.advanceTimersByTime(999));
    expect(analytics.page).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(analytics.page).toHaveBeenCalledTimes(1);
    expect(analytics.page).toHaveBeenCalledWith('Cost Guide', {
      url: 'https://www.roofline.com/cost/roofing?x=1',
      path: '/cost/roofing',
      brand: 'ROOFLINE',
      applicationName: 'cost-guides',
    });
    expect(result.current.status).toBe('sent');
    act(() => jest.advanceTimersByTime(10_000));
    expect(analytics.page).toHaveBeenCalledTimes(1);
  });

  it('given the page is still loading, should wait for the load event and then 1 second', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const analytics = fakeAnalytics();
    const { result } = renderPageView({ analytics });
    expect(result.current.status).toBe('waitingForLoad');
    act(() => jest.advanceTimersByTime(5000));
    expect(analytics.page).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => jest.advanceTimersByTime(999));
    expect(analytics.page).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(analytics.page).toHaveBeenCalledTimes(1);
  });

  it('given Strict Mode double effects, should still send exactly one page view', () => {
    const analytics = fakeAnalytics();
    renderPageView({ analytics }, {}, true);
    act(() => jest.advanceTimersByTime(1000));
    expect(analytics.page).toHaveBeenCalledTimes(1);
  });

  it('given an unmount before the delay, should send nothing', () => {
    const analytics = fakeAnalytics();
    const { unmount } = renderPageView({ analytics });
    act(() => jest.advanceTimersByTime(500));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(analytics.page).not.toHaveBeenCalled();
  });

  it('given a new page name (client-side navigation), should send a new page view', () => {
    const analytics = fakeAnalytics();
    const { rerender } = renderPageView({ analytics }, { pageName: 'Home' });
    act(() => jest.advanceTimersByTime(1000));
    rerender({ pageName: 'Search' });
    act(() => jest.advanceTimersByTime(1000));
    expect(analytics.page.mock.calls.map(([name]) => name)).toEqual(['Home', 'Search']);
  });

  it('given enabled false, should send nothing', () => {
    const analytics = fakeAnalytics();
    renderPageView({ analytics }, { enabled: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(analytics.page).not.toHaveBeenCalled();
  });

  it('given an invalid brand and extra properties, should warn, drop the brand and send the properties', () => {
    expectConsole('warn', 'Invalid brand name for analytics, ignored: WRONG');
    const warnSpy = spyWarn();
    const analytics = fakeAnalytics();
    renderPageView({ analytics }, { brand: 'WRONG', properties: { section: 'footer' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(warnSpy.mock.calls.some(([message]) => String(message).includes('WRONG'))).toBe(true);
    expect(analytics.page).toHaveBeenCalledWith(undefined, {
      url: 'https://www.roofline.com/cost/roofing?x=1',
      path: '/cost/roofing',
      applicationName: 'roofline-chrome', // DEFAULT_APPLICATION_NAME: none was configured
      section: 'footer',
    });
  });

  it('given the adapter throws, should warn and not break the page', () => {
    expectConsole('warn', 'Analytics call failed');
    const warnSpy = spyWarn();
    const analytics = fakeAnalytics();
    analytics.page.mockImplementation(() => {
      throw new Error('blocked');
    });
    const { result } = renderPageView({ analytics });
    expect(() => act(() => jest.advanceTimersByTime(1000))).not.toThrow();
    expect(warnSpy).toHaveBeenCalledWith('Analytics call failed', expect.any(Error));
    expect(result.current.status).toBe('sent');
  });
});
