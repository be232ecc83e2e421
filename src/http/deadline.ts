import type { HttpTimeout } from './http.types';

/** One call's abort signal: the caller's signal and the deadline, composed. */
export interface Deadline {
  /** Aborts when the caller's signal does or the deadline passes. Given to fetch. */
  readonly signal: AbortSignal;
  /** Why the signal aborted, if it did. */
  readonly reason: 'timeout' | 'abort' | undefined;
  /** Starts the read phase of a `{ connect, read }` deadline (a no-op for a single number). */
  startReading(): void;
  /**
   * Settles with the promise, or rejects as soon as the signal aborts: a `fetch` (or an interceptor,
   * or a body read) that ignores its signal cannot hold the call past the deadline.
   */
  race<T>(promise: T | PromiseLike<T>): Promise<T>;
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void;
}

const isLimit = (ms: number | undefined): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms > 0;

class AbortedError extends Error {
  constructor() {
    super('The request was aborted.');
    this.name = 'AbortError';
  }
}

/** Composes the caller's signal with a timeout (see `HttpTimeout`). */
export function createDeadline(callerSignal: AbortSignal | undefined, timeout: HttpTimeout | undefined): Deadline {
  const controller = new AbortController();
  let reason: Deadline['reason'];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const abort = (why: 'timeout' | 'abort') => {
    if (controller.signal.aborted) return;
    reason = why;
    clearTimeout(timer);
    controller.abort();
  };
  const onCallerAbort = () => abort('abort');
  const arm = (ms: number | undefined) => {
    clearTimeout(timer);
    if (isLimit(ms) && !controller.signal.aborted) timer = setTimeout(() => abort('timeout'), ms);
  };

  if (callerSignal?.aborted) abort('abort');
  else callerSignal?.addEventListener('abort', onCallerAbort);
  arm(typeof timeout === 'object' ? timeout.connect : timeout);

  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    startReading() {
      if (typeof timeout === 'object') arm(timeout.read);
    },
    race<T>(promise: T | PromiseLike<T>): Promise<T> {
      const { signal } = controller;
      if (signal.aborted) {
        // The call is over, but the promise still settles (a fetch given an aborted signal rejects
        // with its reason): handled here, so it is no unhandled rejection in the page.
        Promise.resolve(promise).catch(() => undefined);
        return Promise.reject(new AbortedError());
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(new AbortedError());
        signal.addEventListener('abort', onAbort);
        Promise.resolve(promise).then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
