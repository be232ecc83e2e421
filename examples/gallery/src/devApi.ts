import type { ChromeConfig } from '../../../src';
import { mockServicesBaseUrls, type EndpointName } from '../../../testing';

/** The dev API's address: `?api=` on the page, else VITE_DEV_API_URL, else the default port. */
export function devApiUrl(): string {
  const fromPage = typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get('api') : null;
  return (fromPage ?? import.meta.env.VITE_DEV_API_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
}

/** Credentials for the token endpoint (any non-empty pair works against the dev API). */
export const NAV_CREDENTIALS = { accessKey: 'gallery-key', userName: 'gallery' } as const;

/**
 * Every base URL of the injected world pointed at the dev API. The results and service-request
 * domains are left out, so a search lands on this site's own /find and /service-request pages.
 * `failing` prefixes the base URLs with /__fail/<status> so this one subtree always fails.
 */
export function devApiConfig(api: string, options: { failing?: number } = {}): ChromeConfig {
  const base = options.failing ? `${api}/__fail/${options.failing}` : api;
  return { ...mockServicesBaseUrls(base), applicationName: 'chrome-gallery', pageName: 'gallery' };
}

export type { EndpointName };

export interface FaultRequest {
  endpoint: EndpointName;
  fail?: number | 'network' | 'empty';
  delayMs?: number;
}

async function post(api: string, path: string, body?: unknown): Promise<boolean> {
  try {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Tells the dev API how one endpoint should misbehave (no fail and no delay clears it). */
export const setFault = (api: string, fault: FaultRequest) => post(api, '/__control', fault);
/** Sets split treatments, e.g. `{ growth_SearchUserEntry: 'test' }`. */
export const setTreatments = (api: string, treatments: Record<string, string>) =>
  post(api, '/__control', { treatments });
/** Forgets everything the dev API received and every fault. */
export const resetDevApi = (api: string) => post(api, '/__reset');
