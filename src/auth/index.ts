export { useAuthGuard } from './useAuthGuard';
export type { UseAuthGuardOptions, UseAuthGuardResult, AuthGuardStatus } from './useAuthGuard.types';
export { buildLoginUrl, getReturnTarget, getCurrentAddress } from './loginUrl';
export type { BuildLoginUrlOptions } from './loginUrl';
