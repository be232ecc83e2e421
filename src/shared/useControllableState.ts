'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { devWarn } from './warn';
import { useLatestRef } from './useLatestRef';

export interface UseControllableStateParams<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  prop: T | undefined;
  /** The uncontrolled initial value. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** Name used in the development warning. */
  caller: string;
}

/**
 * One state that may be controlled (`prop` given) or uncontrolled, in the manner of Radix's helper.
 * Warns in development when a component switches between the two.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  caller,
}: UseControllableStateParams<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (wasControlled.current === isControlled) return;
    devWarn(
      `${caller} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ` +
        `${isControlled ? 'controlled' : 'uncontrolled'}. Pick one for the component's lifetime.`,
    );
    wasControlled.current = isControlled;
  }, [caller, isControlled]);
  const value = isControlled ? prop : uncontrolled;
  const onChangeRef = useLatestRef(onChange);
  const valueRef = useLatestRef(value);
  const isControlledRef = useLatestRef(isControlled);
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, valueRef.current)) return;
      if (!isControlledRef.current) setUncontrolled(next);
      onChangeRef.current?.(next);
    },
    [isControlledRef, onChangeRef, valueRef],
  );
  return [value, setValue];
}
