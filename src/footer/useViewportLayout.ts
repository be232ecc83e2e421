'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { SHARED_LIMITS } from '../shared/limits';
import { hasDom } from '../shared';

/** 'unknown' during the server render and hydration; then 'mobile' below the breakpoint, else 'desktop'. */
export type FooterViewportLayout = 'unknown' | 'mobile' | 'desktop';

function desktopQuery(minWidth: number): string {
  return `(min-width: ${minWidth}px)`;
}

function readLayout(minWidth: number): FooterViewportLayout {
  if (!hasDom()) return 'unknown';
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(desktopQuery(minWidth)).matches ? 'desktop' : 'mobile';
  }
  return window.innerWidth >= minWidth ? 'desktop' : 'mobile';
}

const getServerSnapshot = (): FooterViewportLayout => 'unknown';

const noSubscription = () => () => {};

/**
 * The viewport layout at the 1024 px breakpoint (spec 2.6, 9), read with `matchMedia` (or the window
 * width where it is missing) and kept up to date. Never read during the server render or hydration,
 * so the first client render matches the server's. With `enabled` false it stays 'unknown' and
 * subscribes to nothing (no render after hydration).
 */
export function useViewportLayout(
  desktopMinWidth: number = SHARED_LIMITS.mobileBreakpoint,
  enabled = true,
): FooterViewportLayout {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled || !hasDom()) return noSubscription();
      if (typeof window.matchMedia === 'function') {
        const list = window.matchMedia(desktopQuery(desktopMinWidth));
        list.addEventListener?.('change', onChange);
        return () => list.removeEventListener?.('change', onChange);
      }
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    [desktopMinWidth, enabled],
  );
  const getSnapshot = useCallback(
    () => (enabled ? readLayout(desktopMinWidth) : getServerSnapshot()),
    [desktopMinWidth, enabled],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
