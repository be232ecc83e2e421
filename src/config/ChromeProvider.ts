import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { ChromeConfig, ResolvedChromeConfig } from './config.types';
import { resolveChromeConfig } from './defaults';

const ChromeConfigContext = createContext<ChromeConfig | undefined>(undefined);
ChromeConfigContext.displayName = 'ChromeConfigContext';

export interface ChromeProviderProps {
  /** The injected world: fetch, navigate, now, analytics, storage, base URLs and identity. */
  config: ChromeConfig;
  children?: ReactNode;
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
  const value = useMemo(() => (parent ? { ...parent, ...stripUndefined(config) } : config), [parent, config]);
  return createElement(ChromeConfigContext.Provider, { value }, children);
}

function stripUndefined(config: ChromeConfig): ChromeConfig {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) if (value !== undefined) out[key] = value;
  return out as ChromeConfig;
}

/**
 * The resolved config for a hook: the provider's fields, overridden by the hook's own options.
 * Works without a provider (every field then has its default).
 */
export function useChromeConfig(overrides?: ChromeConfig): ResolvedChromeConfig {
  const provided = useContext(ChromeConfigContext);
  return useMemo(
    () => resolveChromeConfig(provided, overrides),
    // Overrides are usually an inline object: compare them field by field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [provided, ...overrideDeps(overrides)],
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
];

function overrideDeps(overrides: ChromeConfig | undefined): unknown[] {
  return CONFIG_KEYS.map((key) => overrides?.[key]);
}

/** Picks the ChromeConfig fields out of a hook's options, so a hook can pass its options as overrides. */
export function pickConfig(options: object | undefined): ChromeConfig {
  const out: Record<string, unknown> = {};
  if (!options) return out;
  for (const key of CONFIG_KEYS) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as ChromeConfig;
}
