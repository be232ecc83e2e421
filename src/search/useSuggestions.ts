'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { HttpClient } from '../http/http.types';
import { useLatestRef } from '../shared/useLatestRef';
import { devWarn } from '../shared/warn';
import { fetchSuggestions } from './autocomplete';
import { initialSuggestionsState, suggestionsReducer, type SuggestionsState } from './suggestionsReducer';

export interface UseSuggestionsParams {
  /** The text as typed; requests use it trimmed. */
  query: string;
  /** While true (an IME is composing) nothing is asked; the settled text is asked once it ends. */
  paused: boolean;
  /** The library's HTTP client, resolved by `useSearchBox` (the provider's interceptors apply). */
  http: HttpClient;
  /** The autocomplete call's deadline (ms). */
  timeout: number;
  searchApiHost: string | undefined;
  identifier: string | undefined;
  limit: number;
  debounceMs: number;
  stallThresholdMs: number;
  /** Called once when a request fails (not when it is aborted or superseded). */
  onError?: (() => void) | undefined;
}

export interface UseSuggestionsResult extends SuggestionsState {
  /** Forget the results and cancel anything pending. */
  reset: () => void;
}

/**
 * The autocomplete request cycle (spec 7.6, 9): one GET per settled query, `debounceMs` after the
 * text stops changing; the previous request is aborted and its late answer dropped; `stalled` after
 * `stallThresholdMs`; an empty query cancels everything and asks nothing. Internal to `useSearchBox`.
 */
export function useSuggestions(params: UseSuggestionsParams): UseSuggestionsResult {
  const { query, paused, searchApiHost, debounceMs } = params;
  const [state, dispatch] = useReducer(suggestionsReducer, initialSuggestionsState);
  const latest = useLatestRef(params);
  const requestIdRef = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);
  const stallTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const askedRef = useRef('');
  const warnedNoHostRef = useRef(false);

  const cancelPending = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    if (stallTimerRef.current !== null) clearTimeout(stallTimerRef.current);
    stallTimerRef.current = null;
  }, []);

  const start = useCallback(
    (text: string) => {
      const { http, timeout, identifier, limit, stallThresholdMs, searchApiHost: host } = latest.current;
      if (!host) return;
      cancelPending();
      const controller = new AbortController();
      controllerRef.current = controller;
      const requestId = ++requestIdRef.current;
      askedRef.current = text;
      dispatch({ type: 'fetchStart', requestId, query: text });
      stallTimerRef.current = setTimeout(() => dispatch({ type: 'fetchStalled', requestId }), stallThresholdMs);
      const settle = () => {
        if (requestId !== requestIdRef.current) return false;
        if (stallTimerRef.current !== null) clearTimeout(stallTimerRef.current);
        stallTimerRef.current = null;
        controllerRef.current = null;
        return true;
      };
      const request = { http, timeout, searchApiHost: host, identifier, query: text, limit, signal: controller.signal };
      fetchSuggestions(request).then(
        (response) => {
          if (settle()) dispatch({ type: 'fetchSuccess', requestId, response });
        },
        () => {
          if (controller.signal.aborted || !settle()) return;
          dispatch({ type: 'fetchError', requestId });
          latest.current.onError?.();
        },
      );
    },
    [cancelPending, latest],
  );

  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === '') {
      // Nothing to ask: cancel what is out and fall back to the initial suggestions.
      if (askedRef.current !== '' || controllerRef.current) {
        cancelPending();
        askedRef.current = '';
        dispatch({ type: 'inputChangeEmpty', requestId: ++requestIdRef.current });
      }
      return;
    }
    if (paused || trimmed === askedRef.current) return;
    if (!searchApiHost) {
      if (!warnedNoHostRef.current)
        devWarn('useSearchBox: no `searchApiHost` configured, so no suggestions are fetched.');
      warnedNoHostRef.current = true;
      return;
    }
    const timer = setTimeout(() => start(trimmed), debounceMs);
    return () => clearTimeout(timer);
    // `query` (untrimmed) restarts the debounce on every keystroke, spaces included: the request goes
    // out once the text has settled, not 100 ms after the last non-space key.
  }, [query, trimmed, paused, searchApiHost, debounceMs, start, cancelPending]);

  // Abort anything still out when the component goes away.
  useEffect(() => cancelPending, [cancelPending]);

  const reset = useCallback(() => {
    cancelPending();
    askedRef.current = '';
    dispatch({ type: 'functionReset', requestId: ++requestIdRef.current });
  }, [cancelPending]);

  return { ...state, reset };
}
