import type { LoadScriptFn } from './useAccessibilityWidget.types';

// One load per URL for the page's lifetime (several hooks may ask for the same widget).
const loads = new Map<string, Promise<void>>();

/**
 * The default script loader: appends one `<script async src>` to `document.head` per URL and
 * resolves on its load event, rejects on its error event (and forgets the URL so a later call
 * retries). Call it only from an effect or an event handler, never during a server render.
 */
export const appendScript: LoadScriptFn = (url) => {
  if (typeof document === 'undefined') return Promise.reject(new Error('No document to load a script into'));
  const existing = loads.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loads.set(url, promise);
  return promise;
};

/**
 * Runs an injected loader and always answers with a promise: a loader that throws, or returns
 * something that is not a promise, ends as a rejected or resolved one.
 */
export function runScriptLoader(loadScript: LoadScriptFn, url: string): Promise<void> {
  try {
    return Promise.resolve(loadScript(url));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Forgets every load (tests only). */
export function resetScriptLoadsForTests(): void {
  loads.clear();
}
