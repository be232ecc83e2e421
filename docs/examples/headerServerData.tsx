// The Header with its navigation data loaded on the server: the page's HTML holds the whole header,
// so nothing moves when it hydrates. Two shapes: a Next.js Server Component, and a plain server
// render (a loader, getServerSideProps, an Express handler) with react-dom/server.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChromeProvider, loadNavigationData, type FetchFn, type LoadNavigationDataRequest } from '../../src';
import { Header, ThemeProvider } from '../../skins/roofline';

/** Where the navigation comes from: the same fields as the Header's `navigationRequest`. */
export const NAVIGATION_REQUEST: LoadNavigationDataRequest = {
  domain: 'www.roofline.com',
  accessKey: 'public-key',
  userName: 'navigation',
};

/** The services, as the page's server knows them (environment variables in a real app). */
export const SERVICES = { apiServer: 'https://api.example.com', wsEntityServer: 'https://ws.example.com' };

// --- Next.js (App Router) ---------------------------------------------------------------------

/**
 * The page chrome, a client component in an app (`'use client'` at the top of its file): the config's
 * functions are created here. `navigationData` is plain JSON from the server, so it crosses the boundary.
 */
export function Chrome({ navigationData, children }: { navigationData: unknown; children: ReactNode }) {
  return (
    <ChromeProvider config={{ brand: 'ROOFLINE' }}>
      <ThemeProvider>
        <Header navigationData={navigationData} />
        <main id="main">{children}</main>
      </ThemeProvider>
    </ChromeProvider>
  );
}

/**
 * `app/layout.tsx`, a Server Component: it awaits the data and passes it down. A failure is already
 * logged; `null` hides the header (spec 4.4), the page still renders.
 */
export async function RootLayout({ children, fetch }: { children: ReactNode; fetch?: FetchFn }) {
  const navigation = await loadNavigationData(NAVIGATION_REQUEST, { ...SERVICES, fetch });
  return <Chrome navigationData={navigation.ok ? navigation.data : null}>{children}</Chrome>;
}

// --- Any server: a loader, then renderToString ------------------------------------------------

/** One token for the whole server process: fetched once, reused until its exp passes. */
const tokenCache = { current: null };

/** The route's loader (Remix / React Router), `getServerSideProps` or a handler: plain data out. */
export async function loader({ fetch, signal }: { fetch?: FetchFn; signal?: AbortSignal } = {}) {
  const navigation = await loadNavigationData(NAVIGATION_REQUEST, { ...SERVICES, fetch, signal, tokenCache });
  return { navigationData: navigation.ok ? navigation.data : null };
}

/** The page the server renders and the browser hydrates with the same props. */
export function Page({ navigationData }: { navigationData: unknown }) {
  return (
    <ChromeProvider config={{ brand: 'ROOFLINE' }}>
      <ThemeProvider>
        <Header navigationData={navigationData} />
        <main id="main">...</main>
      </ThemeProvider>
    </ChromeProvider>
  );
}

/**
 * The server's HTML: the page, plus its data for hydration
 * (`hydrateRoot(container, <Page {...window.__PAGE_DATA__} />)` in the browser).
 */
export async function renderPageHtml(options: { fetch?: FetchFn } = {}): Promise<string> {
  const data = await loader(options);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<div id="root">${renderToString(<Page {...data} />)}</div><script>window.__PAGE_DATA__=${json}</script>`;
}
