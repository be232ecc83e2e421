'use client';

import type { Brand } from '../brand/brand';
import { hostOf, resolveSite } from '../brand/site';
import type {
  AnalyticsAdapter,
  ChromeConfig,
  LocationLike,
  NavigateFn,
  ResolvedChromeConfig,
  StorageLike,
} from './config.types';
import { defaultFetch, getHttpClient, resolveChromeTimeouts } from '../http/chromeHttp';
import type { HttpClient } from '../http/http.types';

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
  for (const layer of layers) Object.assign(merged, definedFields(layer));
  // `storage` without a configured one is `window.localStorage`, looked up on first read: the first
  // touch of localStorage opens the origin's storage, which costs milliseconds in a browser, so a hook
  // that reads `storage` in an effect or a handler keeps that out of the render (and of hydration).
  let storage = merged.storage;
  const location = merged.location ?? defaultLocation;
  // The site, decided once: from the configured domain, else the host of the current address.
  const site = resolveSite({
    brand: merged.brand,
    domain: merged.domain ?? hostOf(location().href),
    locale: merged.locale,
  });
  // One literal with the resolved fields and the lazy ones as getters, then the remaining configured
  // fields copied on: a literal that spreads `merged` first is built by the runtime's slow path (about
  // 8 µs a call against 1 µs), and resolution is on every server render's path.
  const resolved: ResolvedChromeConfig = {
    fetch: merged.fetch ?? defaultFetch,
    timeouts: resolveChromeTimeouts(merged.http),
    navigate: merged.navigate ?? defaultNavigate,
    now: merged.now ?? defaultNow,
    analytics: merged.analytics ?? noopAnalytics,
    location,
    brand: site.brand,
    brandFamily: site,
    site,
    domain: site.domain,
    locale: site.locale,
    applicationName: applicationNameOf(merged.applicationName),
    get storage(): StorageLike | null {
      if (storage === undefined) storage = defaultStorage();
      return storage;
    },
    // The library's client for the config's `fetch` and `http`, built on first read (and shared by
    // every config with the same pair), so a config whose hook makes no call builds none.
    get httpClient(): HttpClient {
      return getHttpClient(this);
    },
  };
  const out = resolved as unknown as Record<string, unknown>;
  for (const key of Object.keys(merged)) if (!(key in out)) out[key] = (merged as Record<string, unknown>)[key];
  layersOf.set(resolved, merged);
  return resolved;
}

/** The merged layers each resolved config was built from, so options on top resolve them again. */
const layersOf = new WeakMap<ResolvedChromeConfig, ChromeConfig>();

/**
 * A resolved config with a hook's options on top: the same result as resolving the provider's layers
 * and the options together, but only the fields the options set are merged (and what derives from
 * them: the HTTP client and deadlines from `fetch` / `http`, the brand family from `brand`). Options
 * that set nothing give `resolved` itself. The HTTP client and the default storage stay unread until
 * read.
 */
export function overrideResolvedConfig(
  resolved: ResolvedChromeConfig,
  overrides: ChromeConfig | undefined,
): ResolvedChromeConfig {
  const defined = changedFields(resolved, overrides);
  if (!defined) return resolved;
  // Resolved again from the layers it was resolved from, the changed fields on top: a microsecond,
  // where copying it with its accessors took ten. (Every resolved config comes from resolveChromeConfig.)
  return resolveChromeConfig(layersOf.get(resolved) ?? resolved, defined);
}

/**
 * The fields of `overrides` that change `resolved` (set, and not the value it holds already, as a skin
 * component's `brand` usually is), or `null` when none does. An accessor (the lazy client, the default
 * storage) is never read here: an override of it always counts.
 */
function changedFields(resolved: ResolvedChromeConfig, overrides: ChromeConfig | undefined): ChromeConfig | null {
  const defined = definedFields(overrides);
  if (!defined) return null;
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(defined)) {
    const current = Object.getOwnPropertyDescriptor(resolved, key);
    if (!current || !('value' in current) || current.value !== value) (out ??= {})[key] = value;
  }
  return out as ChromeConfig | null;
}

/** The fields of `layer` that are set (`undefined` never overrides), or `null` when none is. */
function definedFields(layer: ChromeConfig | undefined): ChromeConfig | null {
  let out: Record<string, unknown> | null = null;
  if (!layer) return out;
  for (const key of Object.keys(layer)) {
    const value = (layer as Record<string, unknown>)[key];
    if (value !== undefined) (out ??= {})[key] = value;
  }
  return out as ChromeConfig | null;
}

function applicationNameOf(name: string | undefined): string {
  return name?.trim() ? name : DEFAULT_APPLICATION_NAME;
}
