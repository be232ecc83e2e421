import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDevApiCore, errorReply, type DevApiCoreOptions } from '../../testing/devApi/core';
import { HttpError } from '../../testing/devApi/http';
import type { DevApiState } from '../../testing/devApi/state';
import { applyCors, type AllowedOrigins } from './cors';
import { readBody, writeReply } from './http';

export interface DevApiOptions extends DevApiCoreOptions {
  /** Page origins allowed to call with credentials besides loopback ones, or '*' for any. @default [] */
  allowedOrigins?: AllowedOrigins;
}

export interface DevApi {
  readonly server: Server;
  readonly state: DevApiState;
  /** Starts listening (port 0 picks a free one) and resolves to the base URL, e.g. http://127.0.0.1:4010 */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A local stand-in for every service of spec section 7, with inspect and fault controls, over
 * node:http. The services themselves are the browser-safe core in testing/devApi, which
 * `@roofline/chrome/testing` also answers through (as a fetch double, no server).
 */
export function createDevApi(options: DevApiOptions = {}): DevApi {
  const core = createDevApiCore(options);
  const allowed = options.allowedOrigins ?? [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) writeReply(res, errorReply(new HttpError(500, 'internal_error', String(error))));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (applyCors(req, res, allowed)) return;
    let bodyText: Promise<string> | undefined;
    const plan = await core.plan({
      method: req.method ?? 'GET',
      pathAndQuery: req.url ?? '/',
      selfUrl: `http://${req.headers.host ?? '127.0.0.1'}`,
      headers: req.headers,
      text: () => (bodyText ??= readBody(req)),
    });
    if (plan.delayMs && !(await wait(plan.delayMs, res))) return plan.abandon();
    const reply = await plan.respond();
    if (reply === 'network') {
      req.socket.destroy();
      return;
    }
    writeReply(res, reply);
  }

  return {
    server,
    state: core.state,
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
