import { assertNever } from '../shared/warn';

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

export interface RequestState<TRequest = unknown, TResponse = unknown, TError = unknown> {
  status: RequestStatus;
  /** The request of the latest start (kept through success and error). */
  request: TRequest | undefined;
  response: TResponse | undefined;
  error: TError | undefined;
}

/** The stages of spec 4.8, named after where they come from. */
export type RequestAction<TRequest, TResponse, TError> =
  | { type: 'start'; request: TRequest }
  | { type: 'success'; response: TResponse }
  | { type: 'error'; error: TError }
  | { type: 'reset' };

export const initialRequestState: RequestState<never, never, never> = {
  status: 'idle',
  request: undefined,
  response: undefined,
  error: undefined,
};

/**
 * start sets loading and keeps the request; success stores the response and clears the error; error
 * stores the error and clears the response; reset returns to idle.
 */
export function requestReducer<TRequest, TResponse, TError>(
  state: RequestState<TRequest, TResponse, TError>,
  action: RequestAction<TRequest, TResponse, TError>,
): RequestState<TRequest, TResponse, TError> {
  switch (action.type) {
    case 'start':
      return { ...state, status: 'loading', request: action.request };
    case 'success':
      return { ...state, status: 'success', response: action.response, error: undefined };
    case 'error':
      return { ...state, status: 'error', error: action.error, response: undefined };
    case 'reset':
      return initialRequestState;
    default:
      return assertNever(action);
  }
}
