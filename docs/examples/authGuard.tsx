// useAuthGuard: protect a page; nothing renders until the auth state is known and positive.
import type { ReactNode } from 'react';
import { buildLoginUrl, ChromeProvider, useAuthGuard } from '../../src';

export function Protected({
  isAuthenticated,
  children,
}: {
  isAuthenticated: boolean | undefined;
  children: ReactNode;
}) {
  const { isAllowed, status } = useAuthGuard({ isAuthenticated });
  if (status === 'checking') return <p role="status">Checking your session...</p>;
  return isAllowed ? <>{children}</> : null;
}

/** Send people back to a fixed page after logging in (a same-origin path; anything else is refused). */
export function ProtectedDashboard({ isAuthenticated }: { isAuthenticated: boolean | undefined }) {
  const { isAllowed } = useAuthGuard({ isAuthenticated, redirect: '/dashboard' });
  return isAllowed ? <h1>Dashboard</h1> : null;
}

/** With a client-side router: hand the login URL to it instead of a full page load. */
export function RouterGuard({ replace, children }: { replace: (url: string) => void; children: ReactNode }) {
  return (
    <ChromeProvider config={{ navigate: (url, options) => (options?.replace ? replace(url) : undefined) }}>
      <Protected isAuthenticated={false}>{children}</Protected>
    </ChromeProvider>
  );
}

// The login URL on its own (for a server redirect): the target is checked with safeReturnTo.
export const serverLoginUrl = buildLoginUrl('/account?tab=projects'); // '/login?redirect=%2Faccount%3Ftab%3Dprojects'
export const refusedLoginUrl = buildLoginUrl('//evil.example'); // '/login?redirect=%2F'
