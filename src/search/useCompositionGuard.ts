import { useCallback, useMemo, useRef, useState, type CompositionEvent, type KeyboardEvent } from 'react';
import { createCompositionState, isComposingKeyEvent, isImeEnter } from './imeGuard';

export interface CompositionGuard {
  /** True between compositionstart and compositionend (state: re-renders when it changes). */
  isComposing: boolean;
  onCompositionStart: (event: CompositionEvent) => void;
  onCompositionEnd: (event: CompositionEvent) => void;
  /** The keydown belongs to a composition: leave it to the input method. */
  isComposingKey: (event: KeyboardEvent) => boolean;
  /** The Enter keydown commits a composition: never submit or select on it. */
  isImeEnter: (event: KeyboardEvent) => boolean;
}

/** Tracks IME composition on one or more fields (see imeGuard.ts for the browser cases). */
export function useCompositionGuard(): CompositionGuard {
  const stateRef = useRef(createCompositionState());
  const [isComposing, setIsComposing] = useState(false);
  const onCompositionStart = useCallback(() => {
    stateRef.current = { ...stateRef.current, composing: true };
    setIsComposing(true);
  }, []);
  const onCompositionEnd = useCallback((event: CompositionEvent) => {
    stateRef.current = { composing: false, lastEndAt: event.timeStamp };
    setIsComposing(false);
  }, []);
  const isComposingKey = useCallback((event: KeyboardEvent) => isComposingKeyEvent(event, stateRef.current), []);
  const isImeEnterKey = useCallback((event: KeyboardEvent) => isImeEnter(event, stateRef.current), []);
  return useMemo(
    () => ({ isComposing, onCompositionStart, onCompositionEnd, isComposingKey, isImeEnter: isImeEnterKey }),
    [isComposing, onCompositionStart, onCompositionEnd, isComposingKey, isImeEnterKey],
  );
}
