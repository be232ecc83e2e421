'use client';

import { useCallback, type MouseEvent, type MouseEventHandler } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { ANALYTICS_LIMITS } from './limits';
import { mergeProps } from '../shared/propGetters';
import { useLatestRef } from '../shared/useLatestRef';
import { ITEM_FIELDS, getComponentContext, hasAnalyticsAttribute } from './componentContext';
import { safeTrack } from './safeCall';
import type { UseItemClickTrackingOptions, UseItemClickTrackingResult } from './useItemClickTracking.types';

/** The event sent for a click on a tracked item (spec 7.10). */
export const ITEM_CLICKED_EVENT = 'Item Clicked';

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as Node).nodeType === 1;
}

/**
 * The tracked item a click landed on: the nearest element from the target up to the container
 * (inclusive, at most `ANALYTICS_LIMITS.attributeAncestorLookupLimit` ancestors) that carries a label,
 * element id or element key attribute.
 */
export function findTrackedItem(target: unknown, container: Element): Element | null {
  let element: Element | null = isElement(target) ? target : null;
  for (let depth = 0; element && depth <= ANALYTICS_LIMITS.attributeAncestorLookupLimit; depth += 1) {
    if (hasAnalyticsAttribute(element, ITEM_FIELDS)) return element;
    if (element === container) return null;
    element = element.parentElement;
  }
  return null;
}

/**
 * Sends `analytics.track('Item Clicked', context)` for every click inside the container on (or
 * inside) an element carrying analytics attributes (see `analyticsAttributes`). The context is
 * read by `getComponentContext`. A throwing or rejecting adapter only warns; the click goes on.
 *
 * @example
 * const { getContainerProps } = useItemClickTracking();
 * <footer {...getContainerProps()}><a {...analyticsAttributes({ label: 'About' })} href="/about">About</a></footer>
 */
export function useItemClickTracking(options: UseItemClickTrackingOptions = {}): UseItemClickTrackingResult {
  const config = useChromeConfig(pickConfig(options));
  const analyticsRef = useLatestRef(config.analytics);

  const getContainerProps = useCallback(
    <P extends { onClick?: MouseEventHandler | undefined }>(userProps?: P): P & { onClick: MouseEventHandler } => {
      const onClick = (event: MouseEvent) => {
        try {
          const item = findTrackedItem(event.target, event.currentTarget);
          if (!item) return;
          safeTrack(analyticsRef.current, ITEM_CLICKED_EVENT, { ...getComponentContext(item) });
        } catch {
          // Reading the DOM never breaks the click.
        }
      };
      return mergeProps({ onClick }, userProps) as P & { onClick: MouseEventHandler };
    },
    [analyticsRef],
  );

  return { getContainerProps };
}
