'use client';

import { useEffect } from 'react';
import { hasDom } from '../shared/env';

/** Locks page scrolling while `active`; restores the previous overflow on release and on unmount. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active || !hasDom()) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}
