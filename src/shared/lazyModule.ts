'use client';

import { useEffect } from 'react';

/** At the latest this long after mount, lazily loaded code loads even if the page never goes idle. */
export const IDLE_PRELOAD_TIMEOUT_MS = 3000;

/** Code loaded once, on first demand: by `start` (which gives the promise) or `preload` (which does not). */
export interface LazyModule<T> {
  /**
   * Starts loading (once) and gives the loaded value; later calls give the same promise. With a
   * `deadline` (ms), this call's promise rejects when the load has not settled by then (a hung
   * request): the load itself goes on, and a value that arrives later is still kept.
   */
  start: (deadline?: number) => Promise<T>;
  /** Starts loading (once), ignoring a failure: a later `start` tries again. */
  preload: () => void;
  /** The value once loaded, `undefined` before. */
  loaded: () => T | undefined;
  /** True when the last load failed, until a load succeeds (a retry in flight does not clear it). */
  failed: () => boolean;
  /** Called once the value is loaded, or a load failed (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A dynamically imported module, loaded once: the code a page needs only after hydration (a menu's
 * Radix parts, a form's engine) stays out of the up-front bundle and is fetched on idle, on intent
 * or on first use. A failed load is forgotten, so the next demand tries again (browsers fetch a
 * module again after a failed dynamic import).
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let value: { current: T } | undefined;
  let lastLoadFailed = false;
  const listeners = new Set<() => void>();
  const start = (deadline?: number) => {
    loading ??= load().then(
      (loadedValue) => {
        value = { current: loadedValue };
        lastLoadFailed = false;
        listeners.forEach((listener) => listener());
        return loadedValue;
      },
      (error: unknown) => {
        loading = undefined;
        lastLoadFailed = true;
        listeners.forEach((listener) => listener());
        throw error;
      },
    );
    return deadline && !value
      ? Promise.race([loading, new Promise<never>((_, reject) => setTimeout(reject, deadline, new Error('timeout')))])
      : loading;
  };
  return {
    start,
    preload: () => {
      start().catch(() => undefined);
    },
    loaded: () => value?.current,
    failed: () => lastLoadFailed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Calls `preload` once the page is idle after mount (at the latest after
 * {@link IDLE_PRELOAD_TIMEOUT_MS}), unless `loaded`: off the critical path, so that the first use
 * finds the code there.
 */
export function useIdlePreload(loaded: boolean, preload: () => void): void {
  useEffect(() => (loaded ? undefined : whenIdle(preload)), [loaded, preload]);
}

/**
 * Runs `work` when the page is next idle (at the latest after `IDLE_PRELOAD_TIMEOUT_MS`; after that
 * time where there is no `requestIdleCallback`). Returns its cancel: an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, IDLE_PRELOAD_TIMEOUT_MS);
  return () => clearTimeout(id);
}
