/**
 * Enter while an input method (Japanese, Chinese, Korean...) is composing commits the composition; it
 * must never submit, send or pick a suggestion. Browsers report it three ways, all handled here:
 * - `isComposing` is true on the keydown (Chrome, Firefox, Edge; `compositionend` comes after it);
 * - `keyCode` is 229, the "IME is processing" code (older engines and Android keyboards);
 * - Safari fires `compositionend` first and then a keydown whose `isComposing` is already false. That
 *   keydown is recognised by a "just ended" mark (set by {@link useImeGuard} on `compositionend`, cleared by
 *   the next key, a keyup, a blur or after {@link COMPOSITION_END_GRACE_MS}), or, for a caller keeping no
 *   mark, by arriving within {@link COMPOSITION_END_GRACE_MS} of the `compositionend` timestamp.
 */

/** The legacy keyCode browsers report for a key press that an input method is handling. */
export const IME_PROCESS_KEY_CODE = 229;

/** How long after `compositionend` a keydown still counts as the composition's commit, in ms. */
export const COMPOSITION_END_GRACE_MS = 50;

/** The fields of a keydown event the IME checks read (a React or a DOM KeyboardEvent fits). */
export interface ImeKeyEventLike {
  key: string;
  keyCode?: number | undefined;
  isComposing?: boolean | undefined;
  /** Only read for the timestamp rule (a `CompositionState` with `lastEndAt`). */
  timeStamp?: number | undefined;
  nativeEvent?: { isComposing?: boolean | undefined; keyCode?: number | undefined } | undefined;
}

/** The same shape under the name the search area first exported it with. */
export type KeyEventLike = ImeKeyEventLike;

/** What an IME check knows about the field's composition. */
export interface CompositionState {
  /** Between `compositionstart` and `compositionend`. */
  composing: boolean;
  /** `timeStamp` of the last `compositionend`, or null. */
  lastEndAt: number | null;
  /** A composition has just ended and no key has come since (Safari's committing keydown is next). */
  justEnded?: boolean | undefined;
}

/**
 * How a keydown relates to an IME composition: `'composing'` while the input method owns it (leave it
 * alone), `'commit'` for Safari's keydown that follows `compositionend` (swallow it), `'plain'` otherwise.
 */
export type ImeKeyDownKind = 'composing' | 'commit' | 'plain';

/** A fresh state: no composition. */
export function createCompositionState(): CompositionState {
  return { composing: false, lastEndAt: null };
}

/** Classifies a keydown against the field's composition state (see {@link ImeKeyDownKind}). */
export function classifyImeKeyDown(event: ImeKeyEventLike, state: CompositionState): ImeKeyDownKind {
  const { nativeEvent } = event;
  if (
    state.composing ||
    event.isComposing ||
    nativeEvent?.isComposing ||
    event.keyCode === IME_PROCESS_KEY_CODE ||
    nativeEvent?.keyCode === IME_PROCESS_KEY_CODE
  ) {
    return 'composing';
  }
  const sinceEnd = state.lastEndAt === null || event.timeStamp === undefined ? -1 : event.timeStamp - state.lastEndAt;
  return state.justEnded || (sinceEnd >= 0 && sinceEnd < COMPOSITION_END_GRACE_MS) ? 'commit' : 'plain';
}

/**
 * True when a keydown belongs to an input method composition (any key, including the one that commits
 * it) and must not submit. `state` is the field's {@link CompositionState}, or `true` when the caller
 * knows a composition has just ended (Safari's committing keydown).
 */
export function isComposingKeyEvent(event: ImeKeyEventLike, state: CompositionState | boolean = false): boolean {
  const known = typeof state === 'boolean' ? { ...createCompositionState(), justEnded: state } : state;
  return classifyImeKeyDown(event, known) !== 'plain';
}

/** True when an Enter keydown belongs to an IME composition and must not submit or select. */
export function isImeEnter(event: ImeKeyEventLike, state: CompositionState): boolean {
  return event.key === 'Enter' && isComposingKeyEvent(event, state);
}
