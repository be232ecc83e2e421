'use client';

import { useMemo, useRef, useState } from 'react';
import {
  classifyImeKeyDown,
  COMPOSITION_END_GRACE_MS,
  createCompositionState,
  type CompositionState,
  type ImeKeyDownKind,
  type ImeKeyEventLike,
} from './ime';

/** What {@link useImeGuard} returns: handlers to attach to the text field(s), the checks and the state. */
export interface ImeGuard {
  /** True between `compositionstart` and `compositionend` (state: the component re-renders when it changes). */
  composing: boolean;
  /**
   * How a keydown relates to the composition: `'composing'` (the input method owns it), `'commit'`
   * (Safari's keydown right after `compositionend`) or `'plain'`. Call it once per keydown: it uses up
   * the "just ended" mark.
   */
  classifyKeyDown(event: ImeKeyEventLike): ImeKeyDownKind;
  /** True while an input method is composing, or for the keydown that commits a composition. */
  isComposing(event: ImeKeyEventLike): boolean;
  onCompositionStart(): void;
  onCompositionEnd(): void;
  /** Clears the Safari "composition just ended" mark once the committing key is released. */
  onKeyUp(): void;
  /** Clears the mark when the composition ended by leaving the field (no key follows). */
  onBlur(): void;
}

/**
 * Tracks input method (IME) composition on a text field (or several), so Enter that commits CJK text
 * never submits (see `isComposingKeyEvent` for the browser cases). Safari fires `compositionend` before
 * the committing keydown: the mark set on `compositionend` swallows that one keydown and is cleared by
 * it, by the next keyup or blur, or `COMPOSITION_END_GRACE_MS` later (a composition committed with the
 * mouse is followed by no key), so a later Enter still submits.
 *
 * @example
 * const ime = useImeGuard();
 * <input
 *   onKeyDown={(event) => event.key === 'Enter' && !ime.isComposing(event) && send()}
 *   onKeyUp={ime.onKeyUp}
 *   onBlur={ime.onBlur}
 *   onCompositionStart={ime.onCompositionStart}
 *   onCompositionEnd={ime.onCompositionEnd}
 * />
 */
export function useImeGuard(): ImeGuard {
  // Mutable on purpose: handlers read it synchronously, between renders.
  const state = useRef<CompositionState & { timer?: ReturnType<typeof setTimeout> | undefined }>(
    createCompositionState(),
  ).current;
  const [composing, setComposing] = useState(false);

  return useMemo(() => {
    const set = (isComposing: boolean, justEnded = false) => {
      clearTimeout(state.timer);
      state.composing = isComposing;
      state.justEnded = justEnded;
      // The timer only clears the mark in a ref: harmless if it fires after unmount.
      if (justEnded) state.timer = setTimeout(clearMark, COMPOSITION_END_GRACE_MS);
    };
    const clearMark = () => set(state.composing);
    const classifyKeyDown = (event: ImeKeyEventLike) => {
      const kind = classifyImeKeyDown(event, state);
      clearMark();
      return kind;
    };
    return {
      composing,
      classifyKeyDown,
      isComposing: (event) => classifyKeyDown(event) !== 'plain',
      onCompositionStart() {
        set(true);
        setComposing(true);
      },
      onCompositionEnd() {
        set(false, true);
        setComposing(false);
      },
      onKeyUp: clearMark,
      onBlur() {
        set(false);
        setComposing(false);
      },
    };
  }, [composing, state]);
}
