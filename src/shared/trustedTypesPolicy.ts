/**
 * The name of the Trusted Types policy through which the library sets the address of every script
 * it injects, and, on React 18, the text of the `<style>` elements its skins render: allow it in the
 * page's `trusted-types` directive when there is one (docs/safety.md).
 */
export const TRUSTED_TYPES_POLICY_NAME = 'roofline-chrome';

interface ChromePolicy {
  createScriptURL(url: string): unknown;
  createHTML(html: string): unknown;
}

// The policy, created on first use (`null`: none could be created).
let policy: ChromePolicy | null | undefined;

/** Only http(s) addresses (relative ones resolve against the page): never `javascript:` or `data:`. */
export function checkScriptUrl(url: string): string {
  if (!/^https?:$/.test(new URL(url, document.baseURI).protocol)) throw new TypeError(`Not an http(s) script: ${url}`);
  return url;
}

/** Style text only: without a `<` (the skins escape it), so nothing made from it can hold markup. */
function checkStyleText(text: string): string {
  if (text.includes('<')) throw new TypeError('Not style text');
  return text;
}

/**
 * The `roofline-chrome` policy where the browser has Trusted Types, created once, lazily; `null` where
 * it has none, or the page's `trusted-types` directive does not allow the name.
 */
function chromePolicy(): ChromePolicy | null {
  if (policy === undefined) {
    const trustedTypes = (
      globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ChromePolicy } | undefined }
    ).trustedTypes;
    try {
      policy =
        trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
          createScriptURL: checkScriptUrl,
          createHTML: checkStyleText,
        }) ?? null;
    } catch {
      policy = null;
    }
  }
  return policy;
}

/**
 * The script address as the page requires it: a TrustedScriptURL from the `roofline-chrome` policy
 * where the browser has Trusted Types (a page whose `trusted-types` directive does not allow the name
 * gets the plain string, which only a page not requiring Trusted Types takes), the checked string
 * elsewhere. Throws for an address that is not http(s).
 */
export function trustedScriptUrl(url: string): string {
  const created = chromePolicy();
  // A TrustedScriptURL is what `script.src` takes under Trusted Types; typed as the string it stands for.
  return created ? (created.createScriptURL(url) as string) : checkScriptUrl(url);
}

/**
 * A `<style>`'s text as the `innerHTML` React 18 sets it through (`dangerouslySetInnerHTML`): a
 * TrustedHTML from the `roofline-chrome` policy in a browser with Trusted Types, so a page requiring
 * them keeps the chrome (React 18 threw on the plain string and unmounted the whole root); the string
 * elsewhere (a server, a browser without Trusted Types). Only text without `<` passes.
 */
export function trustedStyleHtml(text: string): string {
  if (typeof document === 'undefined' || text.includes('<')) return text;
  const created = chromePolicy();
  // A TrustedHTML is what `innerHTML` takes under Trusted Types; typed as the string it stands for.
  return created ? (created.createHTML(text) as string) : text;
}

/** Forgets the policy, so the next use creates it again (tests only). */
export function resetTrustedTypesPolicyForTests(): void {
  policy = undefined;
}
