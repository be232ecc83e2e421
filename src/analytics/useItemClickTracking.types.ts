import type { MouseEventHandler } from 'react';
import type { AnalyticsAdapter } from '../config';

export interface UseItemClickTrackingOptions {
  /** The analytics adapter. @default the ChromeProvider's adapter (a no-op without one) */
  analytics?: AnalyticsAdapter | undefined;
}

export interface UseItemClickTrackingResult {
  /**
   * Props for the element that contains the tracked items. Spread them on the container; your own
   * `onClick` runs first, and calling `event.preventDefault()` in it skips the tracking of that click.
   */
  getContainerProps: <P extends { onClick?: MouseEventHandler | undefined }>(
    userProps?: P,
  ) => P & { onClick: MouseEventHandler };
}
