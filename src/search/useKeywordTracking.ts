'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { checkAnalyticsBrand } from '../analytics/eventProperties';
import { safeTrack } from '../analytics/safeCall';
import type { ResolvedChromeConfig } from '../config/config.types';
import { useLatestRef } from '../shared/useLatestRef';
import { SEARCH_LIMITS } from './limits';
import type { SearchStatus } from './suggestionsReducer';

/** The default name of the keyword event (spec 9 names the delay, not the event). */
export const KEYWORD_TRACKING_EVENT = 'Search Keyword Entered';

/** The properties of a keyword event, in the shape of the page view's (`url`, `path`, `brand`, `applicationName`). */
export interface KeywordEventProperties {
  /** The settled text, trimmed. */
  keyword: string;
  /** The `searchId` of the autocomplete answer for this keyword; absent when none came (no host, a failure). */
  searchId?: string | undefined;
  /** A valid brand only (an invalid one is warned about and left out). */
  brand?: string | undefined;
  pageName?: string | undefined;
  applicationName?: string | undefined;
  url?: string | undefined;
  path?: string | undefined;
}

/** What the autocomplete last asked and answered: the keyword event waits for the answer to its own text. */
export interface KeywordAnswer {
  query: string;
  status: SearchStatus;
  searchId?: string | undefined;
}

export interface UseKeywordTrackingParams {
  /** The text as it stands in the field. */
  query: string;
  /** An input method is composing: nothing is tracked until it ends. */
  composing: boolean;
  answer: KeywordAnswer;
  /** Analytics adapter, identity and location. */
  config: Pick<ResolvedChromeConfig, 'analytics' | 'brand' | 'pageName' | 'applicationName' | 'location'>;
  /** @default true */
  enabled?: boolean | undefined;
  /** @default KEYWORD_TRACKING_EVENT */
  eventName?: string | undefined;
  /** @default 1000 (SEARCH_LIMITS.keywordTrackingDelayMs) */
  delayMs?: number | undefined;
}

export interface KeywordTracking {
  /** The text now in the field was typed: track it once it settles. */
  markTyped: () => void;
  /** The text now in the field was put there by a pick, a submit or the code: never track it. */
  skip: () => void;
}

const isPending = (status: SearchStatus) => status === 'loading' || status === 'stalled';

/**
 * Keyword tracking (spec 9): once typed text has been still for `delayMs`, is non-empty and differs
 * from the last keyword tracked, one `analytics.track(eventName, properties)`. Nothing while an IME
 * composes, nothing for text a pick, submit or `setInputValue` put there, at most one event per
 * settled text. When the autocomplete answer for the text is still out at the deadline, the event
 * waits for it so it carries that answer's `searchId`. Timers live in effects (nothing on a server;
 * Strict Mode's second effect run only restarts the timer) and the last keyword is marked before the
 * call, so no path sends twice. Internal to `useSearchBox`: it adds no state and no render.
 */
export function useKeywordTracking(params: UseKeywordTrackingParams): KeywordTracking {
  const { query, composing, answer, enabled = true, delayMs = SEARCH_LIMITS.keywordTrackingDelayMs } = params;
  const latest = useLatestRef(params);
  const typedRef = useRef(false);
  const lastTrackedRef = useRef('');
  // The keyword whose deadline passed while its answer was still out.
  const waitingRef = useRef<string | null>(null);

  const send = useCallback(
    (keyword: string, searchId: string | undefined) => {
      waitingRef.current = null;
      if (keyword === lastTrackedRef.current) return;
      lastTrackedRef.current = keyword;
      const { config, eventName = KEYWORD_TRACKING_EVENT } = latest.current;
      const properties: KeywordEventProperties = { keyword };
      if (searchId) properties.searchId = searchId;
      const brand = checkAnalyticsBrand(config.brand);
      if (brand) properties.brand = brand;
      if (config.pageName) properties.pageName = config.pageName;
      if (config.applicationName) properties.applicationName = config.applicationName;
      try {
        const where = config.location();
        properties.url = where.href;
        properties.path = where.pathname;
      } catch {
        // An unreadable address is left out.
      }
      safeTrack(config.analytics, eventName, { ...properties });
    },
    [latest],
  );

  const keyword = query.trim();
  useEffect(() => {
    if (!enabled || composing || !typedRef.current || keyword === '' || keyword === lastTrackedRef.current) {
      return undefined;
    }
    const timer = setTimeout(() => {
      if (!typedRef.current) return; // a pick or submit came first and left the text as it was
      const current = latest.current.answer;
      if (current.query === keyword && isPending(current.status)) waitingRef.current = keyword;
      else send(keyword, current.query === keyword ? current.searchId : undefined);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      waitingRef.current = null;
    };
    // `query` (untrimmed): a typed space restarts the wait, as it does for the autocomplete.
  }, [query, keyword, composing, enabled, delayMs, latest, send]);

  // The answer the event was waiting for has come (or failed).
  useEffect(() => {
    if (waitingRef.current === null || waitingRef.current !== answer.query || isPending(answer.status)) return;
    send(answer.query, answer.status === 'success' ? answer.searchId : undefined);
  }, [answer.query, answer.status, answer.searchId, send]);

  return useMemo(
    () => ({
      markTyped: () => {
        typedRef.current = true;
      },
      skip: () => {
        typedRef.current = false;
        waitingRef.current = null;
      },
    }),
    [],
  );
}
