import type { LocationLike, NavigateFn } from '../config/config.types';

export interface UseAuthGuardOptions {
  /** The auth state: `true`, `false`, or `undefined` while it is still unknown (no redirect then). */
  isAuthenticated: boolean | undefined;
  /** Where to return after logging in instead of the current address; checked with `safeReturnTo`. */
  redirect?: string | undefined;
  /** The login page. @default '/login' */
  loginPath?: string | undefined;
  /**
   * Called instead of navigating, with the login URL (for a router's own redirect). When absent the
   * injected `navigate(loginUrl, { replace: true })` is used.
   */
  onUnauthenticated?: ((loginUrl: string) => void) | undefined;
  navigate?: NavigateFn | undefined;
  location?: (() => LocationLike) | undefined;
}

/** `checking` while the auth state is unknown, `authenticated`, or `redirecting` to the login page. */
export type AuthGuardStatus = 'checking' | 'authenticated' | 'redirecting';

export interface UseAuthGuardResult {
  // state
  status: AuthGuardStatus;
  /** True only when the protected content may render. */
  isAllowed: boolean;
  /** The login URL a redirect uses (or used); null until the guard has decided to redirect. */
  loginUrl: string | null;
}
