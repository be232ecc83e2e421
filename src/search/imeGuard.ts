/**
 * Enter while an input method (Japanese, Chinese, Korean...) is composing commits the composition;
 * it must never submit or pick a suggestion. Browsers report it three ways, all handled here:
 * - `event.nativeEvent.isComposing` is true (Chrome, Firefox, Edge);
 * - `keyCode` is 229, the "IME is processing" code (older engines and Android keyboards);
 * - Safari fires `compositionend` first and then a keydown whose `isComposing` is already false, so an
 *   Enter that arrives within a short grace period after `compositionend` is treated as the commit.
 */

/** How long after `compositionend` an Enter keydown still counts as the composition's commit, in ms. */
export const COMPOSITION_END_GRACE_MS = 50;

/** What the guard remembers between events. */
export interface CompositionState {
  /** Between `compositionstart` and `compositionend`. */
  composing: boolean;
  /** `timeStamp` of the last `compositionend`, or null. */
  lastEndAt: number | null;
}

/** The fields of a keyboard event the guard reads (a React or a DOM event). */
export interface KeyEventLike {
  key: string;
  keyCode?: number;
  timeStamp: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/** A fresh state. */
export function createCompositionState(): CompositionState {
  return { composing: false, lastEndAt: null };
}

/** True when a keydown is part of an IME composition (any key, including Enter). */
export function isComposingKeyEvent(event: KeyEventLike, state: CompositionState): boolean {
  if (event.nativeEvent?.isComposing === true || event.isComposing === true) return true;
  if (event.keyCode === 229) return true;
  return state.composing;
}

/** True when an Enter keydown belongs to an IME composition and must not submit or select. */
export function isImeEnter(event: KeyEventLike, state: CompositionState): boolean {
  if (event.key !== 'Enter') return false;
  if (isComposingKeyEvent(event, state)) return true;
  if (state.lastEndAt === null) return false;
  const sinceEnd = event.timeStamp - state.lastEndAt;
  return sinceEnd >= 0 && sinceEnd < COMPOSITION_END_GRACE_MS;
}
