import type { Brand } from '../brand/brand';
import { resolveBrandFamily } from '../brand/brandFamily';
import type {
  AnalyticsAdapter,
  ChromeConfig,
  LocationLike,
  NavigateFn,
  ResolvedChromeConfig,
  StorageLike,
} from './config.types';
import { defaultFetch, getChromeHttp } from '../http/chromeHttp';

/** An analytics adapter that does nothing. */
export const noopAnalytics: AnalyticsAdapter = {
  track() {},
  page() {},
  identify() {},
};

const defaultNavigate: NavigateFn = (url, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

const SERVER_LOCATION: LocationLike = { href: '/', origin: '', pathname: '/', search: '', hash: '' };

const defaultLocation = (): LocationLike => {
  if (typeof window === 'undefined') return SERVER_LOCATION;
  const { href, origin, pathname, search, hash } = window.location;
  return { href, origin, pathname, search, hash };
};

/** window.localStorage when it can be used (it throws in some privacy modes), else null. */
function defaultStorage(): StorageLike | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    return window.localStorage;
  } catch {
    return null;
  }
}

const defaultNow = () => Date.now();

/** The brand used without a configured one: the main brand, as the footers already fall back to. */
export const DEFAULT_BRAND: Brand = 'ROOFLINE';

/**
 * The application name used without a configured one (or a blank one): sent as `X-Source-Application`,
 * the footer form's `appName` and the events' `applicationName`, which the services refuse empty.
 */
export const DEFAULT_APPLICATION_NAME = 'roofline-chrome';

/**
 * Merges config layers (provider first, hook options last; `undefined` never overrides) and fills the
 * injected functions with their defaults. Pure apart from reading `window` lazily for the defaults.
 */
export function resolveChromeConfig(...layers: Array<ChromeConfig | undefined>): ResolvedChromeConfig {
  const merged: ChromeConfig = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of Object.keys(layer) as Array<keyof ChromeConfig>) {
      const value = layer[key];
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return {
    ...merged,
    fetch: merged.fetch ?? defaultFetch,
    ...getChromeHttp(merged.fetch ?? defaultFetch, merged.http),
    navigate: merged.navigate ?? defaultNavigate,
    now: merged.now ?? defaultNow,
    analytics: merged.analytics ?? noopAnalytics,
    storage: merged.storage === undefined ? defaultStorage() : merged.storage,
    location: merged.location ?? defaultLocation,
    brand: merged.brand ?? DEFAULT_BRAND,
    brandFamily: resolveBrandFamily(merged.brand),
    applicationName: merged.applicationName?.trim() ? merged.applicationName : DEFAULT_APPLICATION_NAME,
  };
}
