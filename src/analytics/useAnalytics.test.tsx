import { renderHook } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider, type AnalyticsAdapter } from '../config';
import { useAnalytics } from './useAnalytics';
import { spyWarn } from './testUtils';

afterEach(() => jest.restoreAllMocks());

function setup(analytics: AnalyticsAdapter) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={{ analytics }}>{children}</ChromeProvider>
  );
  return renderHook(() => useAnalytics(), { wrapper }).result.current;
}

describe('useAnalytics', () => {
  it("should call the provider's adapter", () => {
    const analytics = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    const api = setup(analytics);
    api.track('Search Submitted', { query: 'roof' });
    api.page('Home');
    api.identify('u1', { email: 'a@example.com' });
    expect(analytics.track).toHaveBeenCalledWith('Search Submitted', { query: 'roof' });
    expect(analytics.page).toHaveBeenCalledWith('Home', undefined);
    expect(analytics.identify).toHaveBeenCalledWith('u1', { email: 'a@example.com' });
  });

  it('trackError should carry the error message, or "Default Error String" without one', () => {
    const analytics = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    const api = setup(analytics);
    api.trackError('Sign Up Failed', new Error('Network down'), { source: 'Footer' });
    api.trackError('Sign Up Failed');
    expect(analytics.track).toHaveBeenNthCalledWith(1, 'Sign Up Failed', {
      source: 'Footer',
      errorPresent: true,
      errorString: 'Network down',
    });
    expect(analytics.track).toHaveBeenNthCalledWith(2, 'Sign Up Failed', {
      errorPresent: true,
      errorString: 'Default Error String',
    });
  });

  it('given every adapter method throws, should never throw into the caller', () => {
    expectConsole('warn', 'Analytics call failed');
    const warnSpy = spyWarn();
    const boom = () => {
      throw new Error('down');
    };
    const api = setup({ track: boom, page: boom, identify: boom });
    expect(() => {
      api.track('a');
      api.trackError('b');
      api.page();
      api.identify('u');
    }).not.toThrow();
    expect(warnSpy).toHaveBeenCalledTimes(4);
  });
});
