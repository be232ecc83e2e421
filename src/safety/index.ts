export { sanitizeHref, getSafeLinkProps } from './sanitizeHref';
export type { SafeLinkInput, SafeLinkProps } from './sanitizeHref';
export { safeReturnTo } from './safeReturnTo';
export type { SafeReturnToOptions } from './safeReturnTo';
export { getTokenExpiry, isTokenExpired } from './token';
