/**
 * The bench's HTTP server, on 127.0.0.1 only: the demo pages and their scripts, and an autocomplete
 * endpoint answering after a fixed latency (or per query, for the out-of-order run), logging every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RequestRecord {
  query: string;
  at: number;
}

export interface BenchServer {
  origin: string;
  /**
   * Adds or replaces a page (`/app/<id>`) and its script (`/js/<id>.js`). With `serverHtml` the page is
   * that markup in #root (server-rendered, for hydration) instead of an empty #root inside <main>.
   */
  setApp: (id: string, script: string, serverHtml?: string) => void;
  /** The latency of an answer for a query, in ms. */
  setLatency: (latency: (query: string) => number) => void;
  /** Clears and returns the autocomplete requests logged so far. */
  takeRequests: () => RequestRecord[];
  close: () => Promise<void>;
}

/** Answer names carry their query (`<query> #<n>`) so the page can tell which query a list belongs to. */
export function answerFor(query: string, limit = 5) {
  return {
    results: Array.from({ length: limit }, (_, index) => ({
      id: `${index + 1}`,
      name: `${query} #${index + 1}`,
      optionType: 'TASK',
    })),
    searchId: 'bench',
  };
}

/** The query a rendered suggestion answers (see `answerFor`). */
export function queryOfItem(text: string): string {
  const at = text.lastIndexOf(' #');
  return at === -1 ? text : text.slice(0, at);
}

const page = (id: string, serverHtml?: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  (serverHtml === undefined
    ? `<body><main id="main"><div id="root"></div></main>`
    : `<body><div id="root">${serverHtml}</div>`) +
  `<script src="/js/${id}.js"></script></body></html>`;

export async function startServer(): Promise<BenchServer> {
  const scripts = new Map<string, string>();
  const bodies = new Map<string, string>();
  let latency: (query: string) => number = () => 50;
  let requests: RequestRecord[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/autocomplete') {
      // Ours sends searchQuery= (spec 7.6); the peer demos send q=.
      const query = url.searchParams.get('searchQuery') ?? url.searchParams.get('q') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 5) || 5;
      requests.push({ query, at: performance.now() });
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(200, 'application/json', JSON.stringify(answerFor(query, Math.min(limit, 10))));
      }, latency(query));
      timers.add(timer);
      return;
    }
    const app = /^\/app\/([\w-]+)$/.exec(url.pathname);
    if (app?.[1] && scripts.has(app[1])) return send(200, 'text/html; charset=utf-8', page(app[1], bodies.get(app[1])));
    const js = /^\/js\/([\w-]+)\.js$/.exec(url.pathname);
    if (js?.[1] && scripts.has(js[1])) return send(200, 'text/javascript; charset=utf-8', scripts.get(js[1]) ?? '');
    if (url.pathname === '/favicon.ico') return send(204, 'text/plain', '');
    send(404, 'text/plain', 'not found');
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    setApp: (id, script, serverHtml) => {
      scripts.set(id, script);
      if (serverHtml === undefined) bodies.delete(id);
      else bodies.set(id, serverHtml);
    },
    setLatency: (next) => {
      latency = next;
    },
    takeRequests: () => {
      const taken = requests;
      requests = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
