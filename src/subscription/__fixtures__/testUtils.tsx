import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig, type StorageLike } from '../../config';

/** A fake Response: jsdom has no fetch. */
export function fakeResponse(status: number, body?: unknown, text?: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
    text: async () => text ?? (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

/** In-memory storage with the StorageLike surface. */
export function createFakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fetch mock answering by the first route whose key the URL contains; unmatched URLs reject. */
export function createFetch(routes: Record<string, Route>) {
  return jest.fn(async (url: string, init?: RequestInit) => {
    const entry = Object.entries(routes).find(([fragment]) => url.includes(fragment));
    if (!entry) throw new TypeError(`Unexpected request to ${url}`);
    return entry[1](url, init);
  });
}

/** A promise you resolve by hand, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export const BASE_CONFIG: ChromeConfig = {
  subscriptionServiceBaseUrl: 'https://subscribe.example.com',
  eventGatewayBaseUrl: 'https://events.example.com',
  applicationName: 'cost-guides',
  pageName: 'roofing-cost',
  anonymousId: 'anon-123',
  location: () => ({
    href: 'https://www.roofline.com/cost/roofing',
    origin: 'https://www.roofline.com',
    pathname: '/cost/roofing',
    search: '',
  }),
};

export function withProvider(config: ChromeConfig) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <ChromeProvider config={config}>{children}</ChromeProvider>;
  };
}

/** The init of a call, with its headers as a plain object and its body parsed. */
export function requestOf(fetchMock: jest.Mock, index: number) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return {
    url,
    method: init.method,
    headers: init.headers as Record<string, string>,
    body: typeof init.body === 'string' ? init.body : undefined,
  };
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
