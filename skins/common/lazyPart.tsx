'use client';

import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type DialogHTMLAttributes,
  type ReactNode,
} from 'react';
import { lazyModule, useIdlePreload } from '../../src/shared/lazyModule';

/** One module's default export, loaded once (see `lazyModule`). */
const moduleLoader = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyModule(() => load().then((module) => module.default));

/** How long an opened part waits for its code before its fallback shows (a slow or hung chunk). */
export const SLOW_PART_MS = 1500;

/**
 * Its children once `SLOW_PART_MS` has passed since it mounted (at once with `now`): a fallback
 * that a quick load never shows.
 */
export function Later({ now = false, children }: { now?: boolean | undefined; children: ReactNode }) {
  const [due, setDue] = useState(now);
  useEffect(() => {
    const timer = setTimeout(setDue, SLOW_PART_MS, true);
    return () => clearTimeout(timer);
  }, []);
  return due || now ? <>{children}</> : null;
}

export interface PlainDialogProps extends DialogHTMLAttributes<HTMLDialogElement> {
  /** The text of its last button, which closes it. */
  closeLabel: string;
}

/**
 * A native modal `<dialog>`, opened as it mounts: what a part shows in place of its dialog while the
 * dialog's code cannot load. The browser traps focus, closes it on Escape (then `onClose`), gives
 * focus back and scrolls it, with none of the missing code or styles.
 */
export function PlainDialog({ closeLabel, children, ...props }: PlainDialogProps) {
  return (
    <dialog {...props} ref={showModal} data-stand-in="">
      {children}
      <form method="dialog">
        <button>{closeLabel}</button>
      </form>
    </dialog>
  );
}

function showModal(dialog: HTMLDialogElement | null) {
  // A browser without <dialog> support shows it as a plain block.
  if (dialog && !dialog.open) {
    if (dialog.showModal) dialog.showModal();
    else dialog.open = true;
  }
}

export interface LazyPart<P extends { open: boolean }> {
  /**
   * Renders the part once `open` has been true or its code has loaded (and from then on, so a closing
   * animation can run, and a first opening only flips `open`); before that it renders nothing and its
   * code is not loaded. With `preload` called on intent, the
   * code is there before the first open; while it is not, an open part shows its fallback (after
   * `SLOW_PART_MS`, at once after a failed load), and each opening loads it again.
   */
  Part: ComponentType<P>;
  /** Starts loading the part's code (once): call it on intent, such as hover or focus of its trigger. */
  preload: () => void;
}

/** Renders `fallback` in place of a child that threw (a chunk that failed to load), until its `key` changes. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of a skin component loaded on first use: the content of a Radix menu or dialog, whose
 * code (focus trap, dismissable layer, positioning) a page needs only once a menu opens (the Radix
 * root goes in the part too: Radix ships trigger and content in one module). The trigger stays in the
 * page, a plain button with the hook's props, so the ids and the keyboard paths are the hook's; the
 * server renders nothing of a closed part.
 * The code loads on intent (`preload` from the trigger's hover and focus), when the page is idle
 * after hydration, or at the latest on the first open; it renders through `React.lazy` in a Suspense
 * boundary. A part whose code cannot load (a network blip, a deploy that removed the old chunks) never
 * leaves its trigger claiming an open dialog with nothing shown: the open part shows `Fallback` (a
 * `PlainDialog` with the same links or form; an error boundary catches the failed `lazy`), and every
 * later opening (a click, Enter, a tap) tries again with a new `lazy` under a new key (React caches a
 * failed `lazy` for good).
 */
export function lazyPart<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
): LazyPart<P> {
  const code = moduleLoader(load);
  // 2: loaded; 1: the last load failed (a retry may be under way); 0: not loaded yet.
  const status = () => (code.loaded() ? 2 : code.failed() ? 1 : 0);
  // React caches a failed `lazy` for good: once the code is there again, a new one under a new key.
  let lazyFailed = false;
  // The `lazy` settles from the load's own listener, so the render that the same load causes (the
  // part's store subscription, a sync update) finds the content there: React's own retry of a
  // suspended `lazy` is throttled after a fallback, and would reveal an opened part up to 300 ms later.
  const settledWithLoad = (): PromiseLike<{ default: ComponentType<P> }> => {
    type Settled = { ok: true; value: { default: ComponentType<P> } } | { ok: false; error: Error };
    let settled: Settled | undefined;
    const waiting: Array<[(value: { default: ComponentType<P> }) => void, (error: Error) => void]> = [];
    const settle = () => {
      const Loaded = code.loaded();
      if (Loaded) settled = { ok: true, value: { default: Loaded } };
      else if (code.failed()) settled = { ok: false, error: new Error('the part failed to load') };
      if (!settled) return;
      unsubscribe();
      if (!settled.ok) lazyFailed = true;
      for (const [resolve, reject] of waiting.splice(0)) {
        if (settled.ok) resolve(settled.value);
        else reject(settled.error);
      }
    };
    const unsubscribe = code.subscribe(settle);
    settle();
    code.preload();
    return {
      then(resolve, reject) {
        return new Promise((done, fail) => {
          waiting.push([
            (value) => done(resolve ? resolve(value) : value),
            (error) => (reject ? done(reject(error)) : fail(error)),
          ]);
          if (settled) settle();
        }) as never;
      },
    };
  };
  const lazyOf = () => lazy(settledWithLoad as () => Promise<{ default: ComponentType<P> }>);
  let Lazy = lazyOf();
  let generation = 0;
  function Part(props: P) {
    const { open } = props;
    const state = useSyncExternalStore(code.subscribe, status, () => 0);
    useIdlePreload(state === 2, code.preload);
    // Every opening loads the code when it is not there (nothing when it is, or is on its way).
    useEffect(() => {
      if (open) code.preload();
    }, [open]);
    // Latched: once shown it stays mounted (Radix Presence handles the closed state and animations).
    const [shown, setShown] = useState(open);
    if (open && !shown) setShown(true);
    // Code already there when the part mounts renders at once: `lazy` would suspend once even then.
    const [eager] = useState(() => code.loaded() !== undefined);
    if (lazyFailed && state === 2) {
      lazyFailed = false;
      Lazy = lazyOf();
      generation += 1;
    }
    // Once its code is there it mounts closed (a closed Radix root renders no dialog, only the part's
    // sheets), in the tree it keeps when it opens: the first opening then mounts no root, compiles and
    // inserts no styles, which a tap would otherwise wait for.
    if (!shown && !open && state !== 2) return null;
    const fallback = open && <Fallback {...props} />;
    if (state === 1) return fallback || null;
    const Content = eager ? (code.loaded() as ComponentType<P>) : Lazy;
    // After a failure the stand-in stays until the new `lazy` resolves (no frame with nothing).
    return (
      <LoadFailure key={generation} fallback={fallback}>
        <Suspense fallback={open && (generation > 0 ? fallback : <Later>{fallback}</Later>)}>
          <Content {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  return { Part, preload: code.preload };
}

export interface LazyComponent<P extends object> {
  /** The loaded component once its code is there; until then (and on the server) `fallback`. */
  Component: ComponentType<P & { fallback: ReactNode }>;
  /** Starts loading the code (once): call it on intent, such as hover or focus, and on opening. */
  preload: () => void;
  /** True when the last load failed (until one succeeds): the fallback then says so or stands in. */
  failed: () => boolean;
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
  return { Component, preload: code.preload, failed: code.failed };
}
