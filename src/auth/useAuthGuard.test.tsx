import { render, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import type { LocationLike } from '../config/config.types';
import { useAuthGuard } from './useAuthGuard';
import type { UseAuthGuardOptions } from './useAuthGuard.types';

function locationAt(path: string, origin = 'https://www.roofline.com'): () => LocationLike {
  const url = new URL(path, origin);
  return () => ({ href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash });
}

function setup(initial: UseAuthGuardOptions, path = '/account/projects?tab=open#list') {
  const navigate = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={{ navigate, location: locationAt(path) }}>{children}</ChromeProvider>
  );
  const hook = renderHook((props: UseAuthGuardOptions) => useAuthGuard(props), { wrapper, initialProps: initial });
  return { navigate, ...hook };
}

describe('useAuthGuard', () => {
  describe('given the auth state is still unknown', () => {
    it('should not redirect and should not allow the content', () => {
      const { navigate, result } = setup({ isAuthenticated: undefined });
      expect(navigate).not.toHaveBeenCalled();
      expect(result.current).toEqual({ status: 'checking', isAllowed: false, loginUrl: null });
    });
  });

  describe('given an authenticated user', () => {
    it('should allow the content without redirecting', () => {
      const { navigate, result } = setup({ isAuthenticated: true });
      expect(navigate).not.toHaveBeenCalled();
      expect(result.current.isAllowed).toBe(true);
      expect(result.current.status).toBe('authenticated');
    });
  });

  describe('given a user who is not authenticated', () => {
    it('should replace the page with /login?redirect={encoded current address} on mount', () => {
      const { navigate, result } = setup({ isAuthenticated: false });
      const url = `/login?redirect=${encodeURIComponent('/account/projects?tab=open#list')}`;
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(url, { replace: true });
      expect(result.current).toEqual({ status: 'redirecting', isAllowed: false, loginUrl: url });
    });

    it('should use the configured redirect when it is a same-origin path', () => {
      const { navigate } = setup({ isAuthenticated: false, redirect: '/dashboard?x=1' });
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%3Fx%3D1', { replace: true });
    });

    it.each(['//evil.com', 'https://evil.com/', '/\\evil.com', '%2F%2Fevil.com'])(
      'should refuse the configured redirect %p and return to the current address instead',
      (redirect) => {
        const { navigate } = setup({ isAuthenticated: false, redirect }, '/here');
        expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fhere', { replace: true });
      },
    );

    it('should never redirect from the login page itself (no loop)', () => {
      const { navigate } = setup({ isAuthenticated: false }, '/login?redirect=%2Fx');
      expect(navigate).not.toHaveBeenCalled();
      const nested = setup({ isAuthenticated: false }, '/login/');
      expect(nested.navigate).not.toHaveBeenCalled();
    });

    it('should hand the login URL to onUnauthenticated instead of navigating', () => {
      const onUnauthenticated = jest.fn();
      const { navigate } = setup({ isAuthenticated: false, onUnauthenticated }, '/here');
      expect(onUnauthenticated).toHaveBeenCalledWith('/login?redirect=%2Fhere');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('should use a custom login path', () => {
      const { navigate } = setup({ isAuthenticated: false, loginPath: '/signin' }, '/here');
      expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Fhere', { replace: true });
    });
  });

  describe('when the auth state changes', () => {
    it('should redirect once it resolves to not authenticated', () => {
      const { navigate, rerender } = setup({ isAuthenticated: undefined }, '/here');
      expect(navigate).not.toHaveBeenCalled();
      rerender({ isAuthenticated: false });
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('should redirect again after a sign-out that follows a sign-in', () => {
      const { navigate, rerender } = setup({ isAuthenticated: false }, '/here');
      rerender({ isAuthenticated: true });
      rerender({ isAuthenticated: false });
      expect(navigate).toHaveBeenCalledTimes(2);
    });

    it('should not redirect twice for one state, even in StrictMode', () => {
      const navigate = jest.fn();
      function Page() {
        useAuthGuard({ isAuthenticated: false });
        return null;
      }
      render(
        <StrictMode>
          <ChromeProvider config={{ navigate, location: locationAt('/here') }}>
            <Page />
          </ChromeProvider>
        </StrictMode>,
      );
      expect(navigate).toHaveBeenCalledTimes(1);
    });
  });
});
