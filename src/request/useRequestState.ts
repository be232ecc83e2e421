'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { initialRequestState, requestReducer, type RequestAction, type RequestState } from './requestReducer';

export interface UseRequestStateResult<TRequest, TResponse, TError> extends RequestState<TRequest, TResponse, TError> {
  // actions
  /** Sets loading and keeps the request. */
  start: (request: TRequest) => void;
  /** Stores the response and clears the error. */
  succeed: (response: TResponse) => void;
  /** Stores the error and clears the response. */
  fail: (error: TError) => void;
  /** Back to idle. */
  reset: () => void;
  /**
   * Runs the whole cycle: start, then success or error. A newer `run` (or `reset`, or unmount) aborts
   * the older one's signal and its result is ignored, so a late answer never replaces a newer one.
   * Resolves with the response, or `undefined` when it failed or was superseded; never rejects.
   */
  run: (
    request: TRequest,
    execute: (request: TRequest, signal: AbortSignal) => Promise<TResponse>,
  ) => Promise<TResponse | undefined>;
  // state
  isLoading: boolean;
}

/**
 * Async request stages (spec 4.8) as state plus actions.
 *
 * @example
 * const save = useRequestState<Payload, Saved, Error>();
 * <button onClick={() => save.run(payload, (p, signal) => api.post('/save', { json: p, signal }).then((r) => r.data))}>
 */
export function useRequestState<TRequest = unknown, TResponse = unknown, TError = unknown>(): UseRequestStateResult<
  TRequest,
  TResponse,
  TError
> {
  const [state, dispatch] = useReducer(
    requestReducer as (
      s: RequestState<TRequest, TResponse, TError>,
      a: RequestAction<TRequest, TResponse, TError>,
    ) => RequestState<TRequest, TResponse, TError>,
    initialRequestState as RequestState<TRequest, TResponse, TError>,
  );
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback((request: TRequest) => dispatch({ type: 'start', request }), []);
  const succeed = useCallback((response: TResponse) => dispatch({ type: 'success', response }), []);
  const fail = useCallback((error: TError) => dispatch({ type: 'error', error }), []);
  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    dispatch({ type: 'reset' });
  }, []);

  const run = useCallback<UseRequestStateResult<TRequest, TResponse, TError>['run']>(async (request, execute) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    dispatch({ type: 'start', request });
    try {
      const response = await execute(request, controller.signal);
      if (current.current !== controller) return undefined;
      dispatch({ type: 'success', response });
      return response;
    } catch (error) {
      if (current.current === controller) dispatch({ type: 'error', error: error as TError });
      return undefined;
    }
  }, []);

  return useMemo(
    () => ({ ...state, isLoading: state.status === 'loading', start, succeed, fail, reset, run }),
    [state, start, succeed, fail, reset, run],
  );
}
