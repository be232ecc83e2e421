import type { DevRequest } from '../http';
import type { DevApiState, EndpointName } from '../state';
import type { TokenIssuer } from '../token';

/** What a handler answers; the router writes it (after any delay the control asked for). */
export type Reply = (
  | { status: number; json: unknown }
  | { status: number; text: string; contentType?: string | undefined }
  | { status: number; empty: true }
) & {
  /** Extra response headers (the endpoint's name, Allow on a 405). */
  headers?: Record<string, string> | undefined;
};

export interface HandlerContext {
  state: DevApiState;
  tokens: TokenIssuer;
  /** The dev API's own address as the client reached it, e.g. http://127.0.0.1:4010 */
  selfUrl: string;
  now: () => number;
}

export interface Route {
  endpoint: EndpointName;
  method: 'GET' | 'POST';
  /** Matches the path (prefixes before the service path are allowed, so any base URL works). */
  match: (path: string, req: DevRequest) => boolean;
  handle: (req: DevRequest, ctx: HandlerContext) => Promise<Reply> | Reply;
}
