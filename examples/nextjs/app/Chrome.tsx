'use client';

// The client boundary of the page's chrome: the ChromeProvider's config is created here, in the
// browser's bundle, because a real app's config holds functions (fetch, navigate, analytics) that
// cannot cross from the server. The header and footer themselves are Server Components rendered by
// the page (app/page.tsx); only their islands hydrate, and they read this provider. Under a Content
// Security Policy the page passes the request's nonce (app/csp/: the proxy's `x-nonce` header).
import { ChromeProvider, type ChromeConfig } from '@roofline/chrome';
import { useMemo, type ReactNode } from 'react';

const config: ChromeConfig = {
  brand: 'ROOFLINE',
  applicationName: 'nextjs-example',
  searchApiHost: '/api/autocomplete',
  resultsDomain: 'https://www.roofline.com',
  serviceRequestDomain: 'https://www.roofline.com',
};

export function Chrome({ children, nonce }: { children: ReactNode; nonce?: string | undefined }) {
  const withNonce = useMemo(() => (nonce ? { ...config, nonce } : config), [nonce]);
  return <ChromeProvider config={withNonce}>{children}</ChromeProvider>;
}
