import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyCors, type AllowedOrigins } from './cors';
import { devtools, parseFault } from './handlers/devtools';
import { signupPage } from './handlers/tracking';
import type { HandlerContext, Reply } from './handlers/types';
import { HttpError, readBody, sendEmpty, sendError, sendJson, sendText, type DevRequest } from './http';
import { ROUTES } from './routes';
import { DevApiState, type EndpointName, type Fault } from './state';
import { TokenIssuer } from './token';

export interface DevApiOptions {
  /** Page origins allowed to call with credentials besides loopback ones, or '*' for any. @default [] */
  allowedOrigins?: AllowedOrigins;
  /** Lifetime of issued tokens, in seconds. @default 3600 */
  tokenTtlSeconds?: number;
  /** The clock, in ms. @default Date.now */
  now?: () => number;
  /** Called once per answered request (for logging). */
  onRequest?: (line: string) => void;
}

export interface DevApi {
  readonly server: Server;
  readonly state: DevApiState;
  /** Starts listening (port 0 picks a free one) and resolves to the base URL, e.g. http://127.0.0.1:4010 */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** A local stand-in for every service of spec section 7, with inspect and fault controls. */
export function createDevApi(options: DevApiOptions = {}): DevApi {
  const state = new DevApiState({ tokenTtlSeconds: options.tokenTtlSeconds ?? 3600 });
  const tokens = new TokenIssuer();
  const now = options.now ?? Date.now;
  const allowed = options.allowedOrigins ?? [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, new HttpError(500, 'internal_error', String(error)));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (applyCors(req, res, allowed)) return;
    const url = new URL(req.url ?? '/', 'http://dev-api.invalid');
    const { path, fault: prefixFault } = stripFaultPrefixes(url.pathname);
    let bodyText: Promise<string> | undefined;
    const devReq: DevRequest = {
      raw: req,
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: req.headers,
      text: () => (bodyText ??= readBody(req)),
    };
    const ctx: HandlerContext = { state, tokens, now, selfUrl: `http://${req.headers.host ?? '127.0.0.1'}` };
    let endpoint: EndpointName | null = null;
    const finish = (status: number) => {
      state.logRequest({
        at: new Date().toISOString(),
        method: devReq.method,
        path,
        endpoint,
        status,
        origin: req.headers.origin,
      });
      options.onRequest?.(`${devReq.method} ${path}${url.search} -> ${status}${endpoint ? ` (${endpoint})` : ''}`);
    };

    try {
      if (
        path.startsWith('/__') ||
        path.startsWith('/assets/') ||
        (path === '/' && !url.searchParams.has('r_accesskey') && !url.searchParams.has('r_username'))
      ) {
        const reply = await devtools(devReq, ctx);
        if (reply) {
          write(res, reply);
          finish(reply.status);
          return;
        }
      }
      const candidates = ROUTES.filter((r) => r.match(path, devReq));
      const route = candidates.find(
        (r) => r.method === devReq.method || (r.method === 'GET' && devReq.method === 'HEAD'),
      );
      if (!route) {
        if (candidates.length) {
          res.setHeader('Allow', [...new Set(candidates.map((r) => r.method))].join(', '));
          throw new HttpError(405, 'method_not_allowed', `Use ${candidates.map((r) => r.method).join(' or ')}.`);
        }
        throw new HttpError(404, 'not_found', `No endpoint at ${devReq.method} ${path}.`);
      }
      endpoint = route.endpoint;
      res.setHeader('X-Dev-Api-Endpoint', endpoint);
      const fault =
        parseFault({ fail: url.searchParams.get('__fail'), delayMs: url.searchParams.get('__delayMs') }) ??
        prefixFault ??
        state.takeFault(endpoint);
      if (fault?.delayMs) {
        const stillConnected = await wait(fault.delayMs, res);
        if (!stillConnected) return finish(499);
      }
      if (fault?.fail === 'network') {
        req.socket.destroy();
        return finish(0);
      }
      if (fault?.fail === 'empty') {
        const reply: Reply =
          endpoint === 'homeAdvisorSignup'
            ? { status: 200, text: signupPage('0'), contentType: 'text/html' }
            : { status: 200, empty: true };
        write(res, reply);
        return finish(200);
      }
      if (typeof fault?.fail === 'number') {
        throw new HttpError(
          fault.fail,
          'injected_failure',
          `The dev API was told to answer ${endpoint} with ${fault.fail}.`,
        );
      }
      const reply = await route.handle(devReq, ctx);
      write(res, reply);
      finish(reply.status);
    } catch (error) {
      const httpError = error instanceof HttpError ? error : new HttpError(500, 'internal_error', String(error));
      if (!res.headersSent) sendError(res, httpError);
      finish(httpError.status);
    }
  }

  return {
    server,
    state,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function write(res: ServerResponse, reply: Reply): void {
  if ('json' in reply) sendJson(res, reply.status, reply.json);
  else if ('text' in reply) sendText(res, reply.status, reply.text, reply.contentType);
  else sendEmpty(res, reply.status);
}

/** Removes leading `/__fail/<status>` and `/__slow/<ms>` segments, returning the fault they ask for. */
export function stripFaultPrefixes(pathname: string): { path: string; fault: Fault | undefined } {
  let path = pathname;
  let fail: string | undefined;
  let delayMs: string | undefined;
  for (;;) {
    const m = /^\/__(fail|slow)\/([^/]+)(\/.*|$)/.exec(path);
    if (!m) break;
    if (m[1] === 'fail') fail = m[2];
    else delayMs = m[2];
    path = m[3] || '/';
  }
  return { path, fault: parseFault({ fail, delayMs }) };
}

/** Waits `ms`, resolving false early if the client went away. */
function wait(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}
