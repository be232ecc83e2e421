'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Timeouts {
  /** Starts (or restarts) the timer named `key`. */
  set(key: string, callback: () => void, ms: number): void;
  /** Cancels the timer named `key`, if running. */
  clear(key: string): void;
  /** True while the timer named `key` runs. */
  has(key: string): boolean;
}

/** Named timeouts that are all cancelled on unmount. */
export function useTimeouts(): Timeouts {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const clear = useCallback((key: string) => {
    const id = timers.current.get(key);
    if (id !== undefined) clearTimeout(id);
    timers.current.delete(key);
  }, []);
  const set = useCallback(
    (key: string, callback: () => void, ms: number) => {
      clear(key);
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          callback();
        }, ms),
      );
    },
    [clear],
  );
  const has = useCallback((key: string) => timers.current.has(key), []);
  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const id of map.values()) clearTimeout(id);
      map.clear();
    };
  }, []);
  return useMemo(() => ({ set, clear, has }), [set, clear, has]);
}
