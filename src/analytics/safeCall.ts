import type { AnalyticsAdapter, AnalyticsTraits } from '../config';
import { warn } from '../shared';

/** The warning printed when an analytics adapter throws or rejects. */
export const ANALYTICS_FAILURE_WARNING = 'Analytics call failed';

function settle(result: unknown): void {
  if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
    Promise.resolve(result).catch((error: unknown) => warn(ANALYTICS_FAILURE_WARNING, error));
  }
}

/** Calls `adapter.track`; a throw or a rejection only warns (spec 8: tracking never breaks the page). */
export function safeTrack(
  adapter: AnalyticsAdapter | undefined,
  event: string,
  properties?: Record<string, unknown>,
): void {
  try {
    settle(adapter?.track(event, properties));
  } catch (error) {
    warn(ANALYTICS_FAILURE_WARNING, error);
  }
}

/** Calls `adapter.page`; a throw or a rejection only warns. */
export function safePage(
  adapter: AnalyticsAdapter | undefined,
  name?: string,
  properties?: Record<string, unknown>,
): void {
  try {
    settle(adapter?.page(name, properties));
  } catch (error) {
    warn(ANALYTICS_FAILURE_WARNING, error);
  }
}

/** Calls `adapter.identify`; a throw or a rejection only warns. */
export function safeIdentify(adapter: AnalyticsAdapter | undefined, userId: string, traits?: AnalyticsTraits): void {
  try {
    settle(adapter?.identify(userId, traits));
  } catch (error) {
    warn(ANALYTICS_FAILURE_WARNING, error);
  }
}
