export { isDev, devWarn, warn, assertNever } from './warn';
export { hasDom } from './env';
export { composeEventHandlers, preventDownshiftDefault, mergeRefs, mergeProps, joinIds } from './propGetters';
export type { EventLike, Merged } from './propGetters';
export {
  isComposingKeyEvent,
  isImeEnter,
  classifyImeKeyDown,
  createCompositionState,
  IME_PROCESS_KEY_CODE,
  COMPOSITION_END_GRACE_MS,
} from './ime';
export type { ImeKeyEventLike, KeyEventLike, CompositionState, ImeKeyDownKind } from './ime';
export { useImeGuard } from './useImeGuard';
export type { ImeGuard } from './useImeGuard';
export { useControllableState } from './useControllableState';
export type { UseControllableStateParams } from './useControllableState';
export { useLatestRef } from './useLatestRef';
export { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
export { USER_TOKEN_PATTERN, isValidUserToken, checkUserToken } from './userToken';
export { trimTrailingSlashes, joinUrl, splitHash, splitUrl } from './url';
