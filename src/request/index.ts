export { useRequestState } from './useRequestState';
export type { UseRequestStateResult } from './useRequestState';
export { requestReducer, initialRequestState } from './requestReducer';
export type { RequestState, RequestStatus, RequestAction } from './requestReducer';
