import type { FetchFn, LocationLike } from '../config/config.types';
import type { RequestStatus } from '../request/requestReducer';
import type { NavigationDataError } from './navigationApi';
import type { NavigationData } from './navigation.types';

export interface UseNavigationDataOptions {
  /**
   * Navigation data supplied by the page (for example rendered on the server). When given (even
   * `null`), nothing is fetched. It is untrusted and validated like fetched data.
   */
  data?: unknown;
  /** The `variant` query parameter of the navigation call. @default '' */
  variant?: string | undefined;
  /** The `domain` query parameter. @default the current host */
  domain?: string | undefined;
  /** A bearer token; used while its `exp` has not passed, else a token is fetched. */
  token?: string | null | undefined;
  /** Access key for the token call (`r_accesskey`). */
  accessKey?: string | undefined;
  /** User name for the token call (`r_username`). */
  userName?: string | undefined;
  /** Set false to hold the fetch. @default true */
  enabled?: boolean | undefined;
  /** API host of the navigation call. @default from ChromeProvider */
  apiServer?: string | undefined;
  /** Host of the token call. @default from ChromeProvider */
  wsEntityServer?: string | undefined;
  fetch?: FetchFn | undefined;
  now?: (() => number) | undefined;
  location?: (() => LocationLike) | undefined;
}

export interface UseNavigationDataResult {
  // actions
  /** Fetches again (ignored when data was supplied). */
  refetch: () => void;
  // state
  /** The validated data, or null: the header is hidden without data. */
  data: NavigationData | null;
  /** `success` as soon as supplied data is valid; `idle` on the server and before the first fetch. */
  status: RequestStatus;
  /** Why there is no data, when `status` is `error`. */
  error: NavigationDataError | null;
  isLoading: boolean;
}
