import { headers } from 'next/headers';

/**
 * The request's Content Security Policy nonce, set by the proxy (proxy.ts) as `x-nonce`; undefined
 * where the proxy does not run (the /no-csp pages). Reading the headers renders the page per request.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
