'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { getCopyrightYearsTo, type Brand, type CopyrightYears } from '../brand';

// The year is read once per render; nothing to subscribe to (a page open across midnight keeps its year).
const subscribe = () => () => {};

/**
 * The copyright years of a brand up to the current year, without a hydration mismatch: the server
 * render and the hydrating render both use the UTC year of `now()` (the server cannot know the
 * visitor's time zone), then React re-renders at once with the visitor's local year, as
 * `useSyncExternalStore` does when the client snapshot differs from the server one. A client-only
 * render shows the local year from the start.
 */
export function useCopyrightYears(brand: Brand, now: () => number): CopyrightYears {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date(now()).getFullYear(),
    () => new Date(now()).getUTCFullYear(),
  );
  return useMemo(() => getCopyrightYearsTo(brand, year), [brand, year]);
}
