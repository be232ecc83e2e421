import type { LoadScriptFn } from './useAccessibilityWidget.types';

/**
 * The name of the Trusted Types policy through which the library sets the address of every script
 * it injects: allow it in the page's `trusted-types` directive when there is one (docs/safety.md).
 */
export const TRUSTED_TYPES_POLICY_NAME = 'roofline-chrome';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

// One load per URL for the page's lifetime (several hooks may ask for the same widget).
const loads = new Map<string, Promise<void>>();
// The policy, created on the first script (`null`: none could be created).
let policy: ScriptUrlPolicy | null | undefined;

/** Only http(s) addresses (relative ones resolve against the page): never `javascript:` or `data:`. */
function checkScriptUrl(url: string): string {
  if (!/^https?:$/.test(new URL(url, document.baseURI).protocol)) throw new TypeError(`Not an http(s) script: ${url}`);
  return url;
}

/**
 * The script address as the page requires it: a TrustedScriptURL from the `roofline-chrome` policy
 * where the browser has Trusted Types (created once, lazily; a page whose `trusted-types` directive
 * does not allow the name gets the plain string, which only a page not requiring Trusted Types takes),
 * the checked string elsewhere. Throws for an address that is not http(s).
 */
function trustedScriptUrl(url: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } })
    .trustedTypes;
  if (policy === undefined) {
    try {
      policy = trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createScriptURL: checkScriptUrl }) ?? null;
    } catch {
      policy = null;
    }
  }
  // A TrustedScriptURL is what `script.src` takes under Trusted Types; typed as the string it stands for.
  return policy ? (policy.createScriptURL(url) as string) : checkScriptUrl(url);
}

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
  policy = undefined;
}
