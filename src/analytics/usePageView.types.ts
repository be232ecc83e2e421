import type { AnalyticsAdapter, LocationLike } from '../config';

export interface UsePageViewOptions {
  /** The analytics adapter. @default the ChromeProvider's adapter */
  analytics?: AnalyticsAdapter | undefined;
  /** The page name sent with the page view; a new name sends a new page view. @default config.pageName */
  pageName?: string | undefined;
  /** Brand sent with the page view; an invalid name is warned about and left out. @default config.brand */
  brand?: string | undefined;
  /** Application name sent with the page view. @default config.applicationName */
  applicationName?: string | undefined;
  /** The current address. @default config.location */
  location?: (() => LocationLike) | undefined;
  /** Extra page-view properties (read when the event is sent). */
  properties?: Record<string, unknown> | undefined;
  /** Set false to send nothing (for example until consent is given). @default true */
  enabled?: boolean | undefined;
  /** Delay after the page's load event, in ms. @default 1000 (PAGE_VIEW_DELAY_MS) */
  delayMs?: number | undefined;
}

export type PageViewStatus = 'idle' | 'waitingForLoad' | 'scheduled' | 'sent';

export interface UsePageViewResult {
  /** Where the page view is: not started, waiting for the load event, timer running, or sent. */
  status: PageViewStatus;
}
