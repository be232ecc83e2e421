'use client';

import { useEffect } from 'react';
import { SHARED_LIMITS } from '../shared/limits';
import { hasDom } from '../shared/env';
import { useLatestRef } from '../shared/useLatestRef';
import type { NavLayout } from './navMenusReducer';

/**
 * Reports the layout (desktop at `breakpoint` px or wider, else mobile) after mount and on every
 * change, through `matchMedia` (or the window width where `matchMedia` is missing). Nothing runs
 * during a server render, so the server and the first client render agree.
 */
export function useMediaLayout(
  onLayout: (layout: NavLayout) => void,
  breakpoint: number = SHARED_LIMITS.mobileBreakpoint,
) {
  const callback = useLatestRef(onLayout);
  useEffect(() => {
    if (!hasDom()) return undefined;
    const report = (isDesktop: boolean) => callback.current(isDesktop ? 'desktop' : 'mobile');
    if (typeof window.matchMedia === 'function') {
      const query = window.matchMedia(`(min-width: ${breakpoint}px)`);
      const listener = (event: MediaQueryListEvent) => report(event.matches);
      report(query.matches);
      if (typeof query.addEventListener === 'function') {
        query.addEventListener('change', listener);
        return () => query.removeEventListener('change', listener);
      }
      // Older Safari.
      query.addListener(listener);
      return () => query.removeListener(listener);
    }
    const onResize = () => report(window.innerWidth >= breakpoint);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [breakpoint, callback]);
}
