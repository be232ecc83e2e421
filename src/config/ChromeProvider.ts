'use client';

import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { sharedContext } from '../shared/sharedContext';
import type { ChromeConfig, ResolvedChromeConfig } from './config.types';
import { overrideResolvedConfig, resolveChromeConfig } from './defaults';

/** What a provider holds: its config (over its parent's) resolved once. */
interface ChromeContextValue {
  resolved: ResolvedChromeConfig;
}

// One context for the ESM and the CommonJS build (see sharedContext).
const ChromeConfigContext = sharedContext<ChromeContextValue | undefined>('ChromeConfigContext', undefined);

export interface ChromeProviderProps {
  /** The injected world: fetch, navigate, now, analytics, storage, base URLs and identity. */
  config: ChromeConfig;
  children?: ReactNode | undefined;
}

/**
 * Provides the injected world to every hook below it. Nested providers merge: an inner provider's
 * fields win over the outer one's.
 *
 * @example
 * <ChromeProvider config={{ brand: 'ROOFLINE', searchApiHost: 'https://search.example.com' }}>
 *   <Header />
 * </ChromeProvider>
 */
export function ChromeProvider({ config, children }: ChromeProviderProps) {
  const parent = useContext(ChromeConfigContext);
  // Resolved here, once per provider value: every hook below reads the same resolved object.
  const value = useMemo<ChromeContextValue>(() => {
    if (!parent) return { resolved: resolveTopLevel(config) };
    // Only the fields that change the parent's resolved config are merged; a nested provider that
    // changes nothing (a footer's sign-up slot naming the brand already resolved, often) is its parent's.
    const resolved = overrideResolvedConfig(parent.resolved, config);
    if (resolved === parent.resolved) return parent;
    return { resolved };
  }, [parent, config]);
  return createElement(ChromeConfigContext.Provider, { value }, children);
}

/**
 * Top-level configs resolved, by identity: a config declared once (a module constant, a memoised
 * object) is resolved once for every render that passes it, server renders included (each of them
 * mounts a new provider). A resolved config only derives from its config's fields, so sharing it is
 * what a re-render with the same config object already did.
 */
const resolvedByConfig = new WeakMap<ChromeConfig, ResolvedChromeConfig>();

function resolveTopLevel(config: ChromeConfig): ResolvedChromeConfig {
  let resolved = resolvedByConfig.get(config);
  if (!resolved) resolvedByConfig.set(config, (resolved = resolveChromeConfig(config)));
  return resolved;
}

let defaultResolved: ResolvedChromeConfig | undefined;

/** The config without a provider, resolved on first use (never at import: the defaults read `window`). */
function getDefaultResolved(): ResolvedChromeConfig {
  return (defaultResolved ??= resolveChromeConfig());
}

/**
 * The resolved config for a hook: the provider's fields, overridden by the hook's own options.
 * Works without a provider (every field then has its default).
 *
 * The provider resolves its config once; without options (or with options that set no field) every
 * hook below it gets that same object, and options only merge the fields they set.
 */
export function useChromeConfig(overrides?: ChromeConfig): ResolvedChromeConfig {
  const resolved = useContext(ChromeConfigContext)?.resolved ?? getDefaultResolved();
  return useMemo(
    () => overrideResolvedConfig(resolved, overrides),
    // Overrides are usually an inline object: compare them field by field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resolved, ...overrideDeps(overrides)],
  );
}

const CONFIG_KEYS: ReadonlyArray<keyof ChromeConfig> = [
  'fetch',
  'http',
  'navigate',
  'now',
  'analytics',
  'storage',
  'location',
  'subscriptionServiceBaseUrl',
  'eventGatewayBaseUrl',
  'landingPagesBackendHost',
  'apiServer',
  'wsEntityServer',
  'searchApiHost',
  'splitDomain',
  'resultsDomain',
  'serviceRequestDomain',
  'reviewsWidgetScriptUrl',
  'brand',
  'applicationName',
  'pageName',
  'anonymousId',
  'domain',
  'locale',
  'catalogues',
  'textOverrides',
  'nonce',
];
const CONFIG_KEY_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(CONFIG_KEYS);

function overrideDeps(overrides: ChromeConfig | undefined): unknown[] {
  return CONFIG_KEYS.map((key) => overrides?.[key]);
}

/** Picks the ChromeConfig fields out of a hook's options, so a hook can pass its options as overrides. */
export function pickConfig(options: object | undefined): ChromeConfig {
  const out: Record<string, unknown> = {};
  if (!options) return out;
  // The options' own keys (a handful), not every config key looked up on each options object.
  for (const key of Object.keys(options)) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined && CONFIG_KEY_SET.has(key)) out[key] = value;
  }
  return out as ChromeConfig;
}
