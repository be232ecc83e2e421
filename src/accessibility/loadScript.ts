import {
  TRUSTED_TYPES_POLICY_NAME,
  resetTrustedTypesPolicyForTests,
  trustedScriptUrl,
} from '../shared/trustedTypesPolicy';
import type { LoadScriptFn } from './useAccessibilityWidget.types';

// The script addresses go through the library's one Trusted Types policy (src/shared/trustedTypesPolicy.ts).
export { TRUSTED_TYPES_POLICY_NAME };

// One load per URL for the page's lifetime (several hooks may ask for the same widget).
const loads = new Map<string, Promise<void>>();

/**
 * The default script loader: appends one `<script async src>` to `document.head` per URL, with the
 * page's Content Security Policy `nonce` when given and its address through the `roofline-chrome`
 * Trusted Types policy, and resolves on its load event, rejects on its error event (and forgets the
 * URL so a later call retries), and at once for an address that is not http(s). Call it only from an
 * effect or an event handler, never during a server render.
 */
export const appendScript: LoadScriptFn = (url, options) => {
  if (typeof document === 'undefined') return Promise.reject(new Error('No document to load a script into'));
  const existing = loads.get(url);
  if (existing) return existing;
  let src: string;
  try {
    src = trustedScriptUrl(url);
  } catch (error) {
    return Promise.reject(error);
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    if (options?.nonce) script.nonce = options.nonce;
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
 * something that is not a promise, ends as a rejected or resolved one. `nonce` is the page's Content
 * Security Policy nonce (the ChromeProvider's), handed to the loader.
 */
export function runScriptLoader(loadScript: LoadScriptFn, url: string, nonce?: string): Promise<void> {
  try {
    return Promise.resolve(nonce ? loadScript(url, { nonce }) : loadScript(url));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Forgets every load and the policy (tests only). */
export function resetScriptLoadsForTests(): void {
  loads.clear();
  resetTrustedTypesPolicyForTests();
}
