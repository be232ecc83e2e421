import { Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazyModule, useIdlePreload } from '../../src/shared/lazyModule';

/** One module's default export, loaded once (see `lazyModule`). */
const moduleLoader = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyModule(() => load().then((module) => module.default));

export interface LazyPart<P extends { open: boolean }> {
  /**
   * Renders the part once `open` has been true (and from then on, so a closing animation can run);
   * before that it renders nothing and its code is not loaded. Inside `<Suspense fallback={null}>`:
   * with `preload` called on intent, the code is there before the first open.
   */
  Part: ComponentType<P>;
  /** Starts loading the part's code (once): call it on intent, such as hover or focus of its trigger. */
  preload: () => void;
}

/**
 * A part of a skin component loaded on first use: the content of a Radix menu or dialog, whose
 * code (focus trap, dismissable layer, scroll lock, positioning) a page needs only once a menu
 * opens (the Radix root goes in the part too: Radix ships trigger and content in one module). The
 * trigger stays in the page, a plain button with the hook's props, so the ids and the keyboard paths
 * are the hook's; the server renders nothing of a closed part.
 * The code loads on intent (`preload` from the trigger's hover and focus), when the page is idle
 * after hydration, or at the latest on the first open.
 */
export function lazyPart<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  const code = moduleLoader(load);
  // One component type whether or not the code is there yet (React's lazy() suspends once even for
  // code already loaded, and swapping types would remount an open dialog): until loaded, it
  // suspends on the loading promise, the Suspense protocol React 18 and 19 both keep.
  function Resolved(props: P) {
    const Loaded = code.loaded();
    if (Loaded) return <Loaded {...props} />;
    // A failed load shows nothing (no retry loop); the next intent (`preload`) tries again.
    if (code.failed()) return null;
    throw code.start();
  }
  function Part(props: P) {
    const { open } = props;
    useIdlePreload(code.loaded() !== undefined, code.preload);
    // Latched: once shown it stays mounted (Radix Presence handles the closed state and animations).
    const [shown, setShown] = useState(open);
    if (open && !shown) setShown(true);
    if (!shown && !open) return null;
    return (
      <Suspense fallback={null}>
        <Resolved {...props} />
      </Suspense>
    );
  }
  return { Part, preload: code.preload };
}

export interface LazyComponent<P extends object> {
  /** The loaded component once its code is there; until then (and on the server) `fallback`. */
  Component: ComponentType<P & { fallback: ReactNode }>;
  /** Starts loading the code (once): call it on intent, such as hover or focus. */
  preload: () => void;
}

/**
 * A component whose code loads after hydration (when the page is idle, on intent, or at the
 * latest after `IDLE_PRELOAD_TIMEOUT_MS` of src/shared/lazyModule.ts), rendering `fallback` until then: for a Radix menu
 * whose trigger must be in the page but whose package (one module for trigger and content alike)
 * should not be. The server and the hydration render `fallback`, so they always agree.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const code = moduleLoader(load);
  const isLoaded = () => code.loaded() !== undefined;
  const onServer = () => false;
  function Component({ fallback, ...props }: P & { fallback: ReactNode }) {
    const ready = useSyncExternalStore(code.subscribe, isLoaded, onServer);
    useIdlePreload(ready, code.preload);
    const Loaded = ready ? code.loaded() : undefined;
    return Loaded ? <Loaded {...(props as unknown as P)} /> : <>{fallback}</>;
  }
  return { Component, preload: code.preload };
}
