import { useLayoutEffect, useEffect, useRef, type RefObject } from 'react';

// useLayoutEffect warns during a server render; fall back to useEffect there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A ref that always holds the latest value, for reading fresh options inside handlers and timers. */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
