'use client';

import { useEffect, useRef, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config/ChromeProvider';
import { DEFAULT_ROUTES } from '../constants/constants';
import { useLatestRef } from '../shared/useLatestRef';
import { buildLoginUrl, getReturnTarget } from './loginUrl';
import type { AuthGuardStatus, UseAuthGuardOptions, UseAuthGuardResult } from './useAuthGuard.types';

function isOnLoginPage(pathname: string, loginPath: string): boolean {
  let path = loginPath;
  try {
    path = new URL(loginPath, 'https://login.invalid').pathname;
  } catch {
    // keep the given path
  }
  const here = pathname.replace(/\/+$/, '') || '/';
  const login = path.replace(/\/+$/, '') || '/';
  return here === login || here.startsWith(`${login}/`);
}

/**
 * Protects a page (spec 4.7): on mount and on every change of the auth state, a user who is not
 * authenticated is sent (replace) to `/login?redirect={encoded target}`, where the target is the
 * configured `redirect` or the current address, checked with `safeReturnTo` (never another origin).
 * Nothing happens while the auth state is unknown, and never on the login page itself (no loop).
 * Render the protected content only when `isAllowed`, so it never flashes.
 *
 * @example
 * const { isAllowed } = useAuthGuard({ isAuthenticated: session.status === 'loading' ? undefined : !!session.user });
 * if (!isAllowed) return null;
 */
export function useAuthGuard(options: UseAuthGuardOptions): UseAuthGuardResult {
  const config = useChromeConfig(pickConfig(options));
  const { isAuthenticated, redirect, onUnauthenticated } = options;
  const loginPath = options.loginPath || DEFAULT_ROUTES.login;
  const [loginUrl, setLoginUrl] = useState<string | null>(null);
  // The auth value last redirected for: StrictMode's double effect never navigates twice, while a
  // later change back to "not authenticated" redirects again.
  const redirectedFor = useRef<string | null>(null);
  const latest = useLatestRef({ navigate: config.navigate, location: config.location, onUnauthenticated });

  useEffect(() => {
    if (isAuthenticated !== false) {
      redirectedFor.current = null;
      return;
    }
    const here = latest.current.location();
    if (isOnLoginPage(here.pathname, loginPath)) return;
    const url = buildLoginUrl(getReturnTarget(here, redirect), { loginPath, origin: here.origin || undefined });
    setLoginUrl(url);
    if (redirectedFor.current === url) return;
    redirectedFor.current = url;
    const handler = latest.current.onUnauthenticated;
    if (handler) handler(url);
    else latest.current.navigate(url, { replace: true });
  }, [isAuthenticated, redirect, loginPath, latest]);

  const status: AuthGuardStatus =
    isAuthenticated === undefined ? 'checking' : isAuthenticated ? 'authenticated' : 'redirecting';
  return { status, isAllowed: status === 'authenticated', loginUrl: isAuthenticated === false ? loginUrl : null };
}
