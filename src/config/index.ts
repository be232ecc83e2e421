export { ChromeProvider, useChromeConfig, pickConfig } from './ChromeProvider';
export type { ChromeProviderProps } from './ChromeProvider';
export { resolveChromeConfig, noopAnalytics, DEFAULT_BRAND, DEFAULT_APPLICATION_NAME } from './defaults';
export type {
  AnalyticsAdapter,
  AnalyticsTraits,
  ChromeConfig,
  ResolvedChromeConfig,
  StorageLike,
  LocationLike,
  NavigateFn,
  NavigateOptions,
  FetchFn,
} from './config.types';
