'use client';

import { useEffect, useRef, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { checkAnalyticsBrand } from './eventProperties';
import { safePage } from './safeCall';
import type { PageViewStatus, UsePageViewOptions, UsePageViewResult } from './usePageView.types';

/** A page view is sent this long after the page has loaded (spec 7.10). */
export const PAGE_VIEW_DELAY_MS = 1000;

/**
 * Sends `analytics.page(pageName, properties)` once, `delayMs` (1 second) after the window's load
 * event, or after mount when the page has already loaded. Properties carry `url`, `path`, the
 * valid brand and the application name. An adapter failure only warns. SSR-safe: the timer starts
 * in an effect.
 */
export function usePageView(options: UsePageViewOptions = {}): UsePageViewResult {
  const config = useChromeConfig(pickConfig(options));
  const [status, setStatus] = useState<PageViewStatus>('idle');
  const latest = useRef({ config, options });
  latest.current = { config, options };

  const enabled = options.enabled ?? true;
  const delayMs = options.delayMs ?? PAGE_VIEW_DELAY_MS;
  const pageName = config.pageName;

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const send = () => {
      const { config: current, options: currentOptions } = latest.current;
      const properties: Record<string, unknown> = {};
      try {
        const where = current.location();
        properties.url = where.href;
        properties.path = where.pathname;
      } catch {
        // An unreadable address is left out.
      }
      const brand = checkAnalyticsBrand(current.brand);
      if (brand) properties.brand = brand;
      if (current.applicationName) properties.applicationName = current.applicationName;
      safePage(current.analytics, pageName, { ...properties, ...currentOptions.properties });
      setStatus('sent');
    };
    const schedule = () => {
      setStatus('scheduled');
      timer = setTimeout(send, delayMs);
    };

    if (document.readyState === 'complete') {
      schedule();
      return () => clearTimeout(timer);
    }
    setStatus('waitingForLoad');
    window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
    };
  }, [enabled, delayMs, pageName]);

  return { status };
}
