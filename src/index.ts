/**
 * @roofline/chrome: headless hooks and pure logic for the page chrome of the Roofline, HomeAdvisor
 * and Instapro sites. No markup, no styles: pair the hooks with your own UI or a skin entry
 * (`@roofline/chrome/skins/roofline`, `/skins/homeadvisor`, `/skins/instapro`).
 */
export * from './config';
export * from './i18n';
export * from './brand';
export * from './constants';
export * from './safety';
export {
  isDev,
  devWarn,
  hasDom,
  isComposingKeyEvent,
  isImeEnter,
  IME_PROCESS_KEY_CODE,
  COMPOSITION_END_GRACE_MS,
  useImeGuard,
} from './shared';
export type { ImeKeyEventLike, KeyEventLike, CompositionState, ImeKeyDownKind, ImeGuard, Merged } from './shared';
export * from './http';
export * from './errors';
export * from './request';
export * from './validation';
export * from './search';
export * from './subscription';
export * from './navigation';
export { loadNavigationData } from './navigation/loadNavigationData';
export type {
  LoadNavigationDataRequest,
  LoadNavigationDataOptions,
  LoadNavigationDataResult,
} from './navigation/loadNavigationData';
export * from './auth';
export * from './chat';
export * from './accessibility';
export * from './badges';
export * from './footer';
export * from './analytics';
