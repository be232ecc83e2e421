import type { AnalyticsAdapter, ChromeConfig, NavigateOptions, StorageLike } from '../src';
import { createMockServices, type MockServices, type MockServicesOptions } from './createMockServices';

/** One redirect the chrome asked for. */
export interface RecordedNavigation {
  /** The address asked for. */
  url: string;
  /** Whether it asked to replace the history entry. */
  replace: boolean;
}

/** One analytics call the chrome made. */
export type RecordedAnalyticsCall =
  | { type: 'track'; event: string; properties: Record<string, unknown> | undefined }
  | { type: 'page'; name: string | undefined; properties: Record<string, unknown> | undefined }
  | { type: 'identify'; userId: string; traits: Record<string, unknown> | undefined };

/** Storage in memory, with `key()` and `length` (the sign-up retry queue keeps one entry per sign-up). */
export interface MemoryStorage extends StorageLike {
  /** How many entries it holds. */
  readonly length: number;
  /** The name of the entry at `index`, or null. */
  key(index: number): string | null;
  /** Removes every entry. */
  clear(): void;
  /** Every entry, for assertions. */
  entries(): Record<string, string>;
}

/** The clock given to the chrome as `now`: fixed until the test moves it. */
export interface TestClock {
  /** The time, in ms since the epoch. */
  now(): number;
  /** Sets the time. */
  set(ms: number): void;
  /** Moves the time on by `ms`. */
  advance(ms: number): void;
}

/** Options of `createTestChrome`: the mock services' options, and the config of your page. */
export interface TestChromeOptions extends MockServicesOptions {
  /** Config fields of your page (brand, domain, locale, nonce…); they win over the test defaults. */
  config?: ChromeConfig | undefined;
  /** Services to share between several test chromes. @default a new createMockServices(options) */
  services?: MockServices | undefined;
  /** The clock's first time, in ms. @default 2026-01-15T12:00:00Z */
  startAt?: number | undefined;
}

/** What `createTestChrome()` gives a test: a config and the doubles behind it, to assert on. */
export interface TestChrome {
  /** For `<ChromeProvider config={chrome.config}>`: the mock services, navigate, now, storage, analytics. */
  readonly config: ChromeConfig;
  /** The mock services behind `config.fetch`: what they received, their faults. */
  readonly services: MockServices;
  /** Every redirect asked for, in order (search submit, suggestion pick, AI entry, login). */
  readonly navigations: RecordedNavigation[];
  /** Every analytics call made, in order. */
  readonly analytics: RecordedAnalyticsCall[];
  /** The storage given as `config.storage`. */
  readonly storage: MemoryStorage;
  /** The injected clock (fixed unless the test moves it). */
  readonly clock: TestClock;
  /** Empties the records and the storage, resets the services and the clock. */
  reset(): void;
}

/** The test clock's first time: 2026-01-15T12:00:00Z. */
export const DEFAULT_TEST_TIME = Date.UTC(2026, 0, 15, 12, 0, 0);

/** An in-memory `StorageLike` with the `Storage` methods the library may use. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    entries: () => Object.fromEntries(map),
  };
}

/**
 * Everything a page test needs to render the chrome with no network and no browser globals: the
 * spec's services as a fetch double, a recording `navigate`, a fixed clock, in-memory storage and a
 * recording analytics adapter.
 *
 * ```tsx
 * const chrome = createTestChrome({ config: { brand: 'ROOFLINE' } });
 * render(<ChromeProvider config={chrome.config}><MyPage /></ChromeProvider>);
 * ```
 */
export function createTestChrome(options: TestChromeOptions = {}): TestChrome {
  const services = options.services ?? createMockServices(options);
  const startAt = options.startAt ?? DEFAULT_TEST_TIME;
  let time = startAt;
  const clock: TestClock = {
    now: () => time,
    set: (ms) => void (time = ms),
    advance: (ms) => void (time += ms),
  };
  const navigations: RecordedNavigation[] = [];
  const analyticsCalls: RecordedAnalyticsCall[] = [];
  const storage = createMemoryStorage();
  const analytics: AnalyticsAdapter = {
    track: (event, properties) => void analyticsCalls.push({ type: 'track', event, properties }),
    page: (name, properties) => void analyticsCalls.push({ type: 'page', name, properties }),
    identify: (userId, traits) => void analyticsCalls.push({ type: 'identify', userId, traits }),
  };
  const config: ChromeConfig = {
    ...services.config,
    navigate: (url: string, navigateOptions?: NavigateOptions) =>
      void navigations.push({ url, replace: Boolean(navigateOptions?.replace) }),
    now: clock.now,
    storage,
    analytics,
    ...options.config,
  };
  return {
    config,
    services,
    navigations,
    analytics: analyticsCalls,
    storage,
    clock,
    reset() {
      navigations.length = 0;
      analyticsCalls.length = 0;
      storage.clear();
      services.reset();
      time = startAt;
    },
  };
}
