import { useCallback, useMemo, useRef } from 'react';
import { isComposingKeyEvent, type ImeKeyEventLike } from './ime';

/** What {@link useImeGuard} returns: handlers to attach to the text field, and the check itself. */
export interface ImeGuard {
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
 * Tracks input method (IME) composition on one text field, so Enter that commits CJK text never
 * submits. Covers the three browser behaviours:
 * - Chrome and Firefox: the committing keydown has `isComposing` true (compositionend comes after it);
 * - older engines: the committing keydown has `keyCode` 229;
 * - Safari: `compositionend` fires first, then a plain Enter keydown. The mark set on compositionend
 *   swallows that one keydown and is cleared on the next keyup or blur, so a later Enter still submits.
 */
export function useImeGuard(): ImeGuard {
  const composingRef = useRef(false);
  const justEndedRef = useRef(false);

  const isComposing = useCallback((event: ImeKeyEventLike) => {
    const composing = composingRef.current || isComposingKeyEvent(event, justEndedRef.current);
    justEndedRef.current = false;
    return composing;
  }, []);

  return useMemo(
    () => ({
      isComposing,
      onCompositionStart() {
        composingRef.current = true;
        justEndedRef.current = false;
      },
      onCompositionEnd() {
        composingRef.current = false;
        justEndedRef.current = true;
      },
      onKeyUp() {
        justEndedRef.current = false;
      },
      onBlur() {
        composingRef.current = false;
        justEndedRef.current = false;
      },
    }),
    [isComposing],
  );
}
