// The strict, nonce-based Content Security Policy of docs/safety.md, per request (Next 16 names its
// middleware `proxy`). A fresh nonce (128 bits, base64) goes:
// - into the policy, sent as the response's `Content-Security-Policy` header;
// - onto the request as `Content-Security-Policy` too: Next reads the nonce from it and puts it on its
//   own scripts;
// - onto the request as `x-nonce`: the pages read it (`(await headers()).get('x-nonce')`, which also
//   makes them render per request) and hand it to the chrome (ChromeProvider's `nonce`, the server
//   header's and footer's `theme={{ nonce }}`).
// Only the /csp pages are under it here (the other pages are prerendered as static HTML, which cannot
// carry a per-request nonce); scripts/check-next-csp.mjs loads them in chromium.
import { NextResponse, type NextRequest } from 'next/server';

export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    // Not `require-trusted-types-for 'script'`: Next 16's own client runtime (Turbopack's chunk
    // loader) assigns script URLs without a Trusted Types policy, so Next's pages stop loading under
    // it. The chrome itself runs under it (e2e/scenarios/csp.mjs); add `require-trusted-types-for
    // 'script'; trusted-types roofline-chrome` once your framework's runtime does.
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: '/csp/:path*' };
