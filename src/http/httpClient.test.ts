/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_TOKEN_HEADER, createHttpClient, type HttpError, isHttpError, type HttpClient } from '.';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// A real HTTP server on 127.0.0.1: the client is tested over the wire, with Node's own fetch.
let server: Server;
let base: string;
let seen: Seen[] = [];
let respond: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      respond(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  respond = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  };
});

const client = (extra: Parameters<typeof createHttpClient>[0] = {}): HttpClient =>
  createHttpClient({ baseUrl: base, ...extra });

describe('given a real server', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'should send %s with Accept JSON and parse JSON',
    async (method) => {
      const res = await client().request(method, '/things/1');
      expect(seen[0]).toMatchObject({ method, url: '/things/1' });
      expect(seen[0]!.headers.accept).toBe('application/json');
      expect(res).toMatchObject({ status: 200, ok: true, data: { ok: true } });
    },
  );

  it('should send HEAD and read no body', async () => {
    const res = await client().head('/h');
    expect(seen[0]!.method).toBe('HEAD');
    expect(res.data).toBeUndefined();
  });

  it('should add a query given as an object, repeating arrays and leaving out null and undefined', async () => {
    await client().get('/q?x=0', { query: { a: 1, b: 'two words', c: [true, false], d: null, e: undefined } });
    expect(seen[0]!.url).toBe('/q?x=0&a=1&b=two+words&c=true&c=false');
  });

  it('should add a query given as a string', async () => {
    await client().get('/q', { query: '?variant=&domain=roofline.com' });
    expect(seen[0]!.url).toBe('/q?variant=&domain=roofline.com');
  });

  it('should send a JSON body', async () => {
    await client().post('/json', { json: { email: 'a@b.co', n: 1 } });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'a@b.co', n: 1 });
  });

  it('should send a form body', async () => {
    await client().post('/form', { form: { email: 'a@b.co', zip: '10001', marketingOptIn: true } });
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0]!.body).toBe('email=a%40b.co&zip=10001&marketingOptIn=true');
  });

  it('should send text, binary and multipart bodies', async () => {
    await client().put('/text', { text: 'hello' });
    await client().put('/bin', { binary: new Uint8Array([104, 105]) });
    await client().post('/multi', { multipart: { field: 'value' } });
    expect(seen[0]).toMatchObject({ body: 'hello' });
    expect(seen[0]!.headers['content-type']).toMatch(/^text\/plain/);
    expect(seen[1]).toMatchObject({ body: 'hi' });
    expect(seen[1]!.headers['content-type']).toBe('application/octet-stream');
    expect(seen[2]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[2]!.body).toContain('name="field"');
  });

  it('should send the API auth token header, per client or per request', async () => {
    await client({ authToken: () => 'tok-1' }).get('/a');
    await client({ authToken: 'tok-1' }).get('/a', { authToken: 'tok-2' });
    expect(seen[0]!.headers[AUTH_TOKEN_HEADER.toLowerCase()]).toBe('tok-1');
    expect(seen[1]!.headers[AUTH_TOKEN_HEADER.toLowerCase()]).toBe('tok-2');
  });

  it('should keep a non-JSON body as text', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('eyJhbGciOi.token');
    };
    expect((await client().get('/token')).data).toBe('eyJhbGciOi.token');
  });

  it('should reject status 300 and above with the parsed response and its own message', async () => {
    respond = (_req, res) => {
      res.writeHead(422, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Email taken' }));
    };
    const error = await client()
      .post('/x', { json: {} })
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'status',
      status: 422,
      message: 'Email taken',
      data: { message: 'Email taken' },
    });
    expect((error as HttpError).response?.status).toBe(422);
  });

  it('should reject a 3xx status too', async () => {
    respond = (_req, res) => {
      res.writeHead(304);
      res.end();
    };
    await expect(client().get('/cached')).rejects.toMatchObject({ kind: 'status', status: 304 });
  });

  it.each([
    [400, 'Invalid data sent'],
    [401, 'You are not logged in'],
    [403, 'You are not authorized'],
    [404, 'The endpoint for the request was not found'],
    [408, 'The request timed out'],
    [500, 'An unknown server error occurred'],
    [520, 'An unknown error occurred'],
    [418, 'Request failed with status 418'],
  ])('should give a bodiless %i the default message %p', async (status, message) => {
    respond = (_req, res) => {
      res.writeHead(status);
      res.end();
    };
    await expect(client().get('/e')).rejects.toMatchObject({ status, message, data: undefined });
  });

  it('should pass an AbortSignal through and reject with kind abort', async () => {
    respond = () => {}; // never answers
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
  });

  it('should reject a network failure with kind network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createHttpClient().get(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('should run request and response interceptors in order', async () => {
    const api = client({
      requestInterceptors: [
        (req) => ({ ...req, headers: { ...req.headers, 'X-One': '1' } }),
        async (req) => ({ ...req, url: `${req.url}?intercepted=1` }),
      ],
      responseInterceptors: [(res) => ({ ...res, data: { wrapped: res.data } })],
    });
    const res = await api.get('/i');
    expect(seen[0]!.url).toBe('/i?intercepted=1');
    expect(seen[0]!.headers['x-one']).toBe('1');
    expect(res.data).toEqual({ wrapped: { ok: true } });
  });

  it('should let a response interceptor turn an error status into success', async () => {
    respond = (_req, res) => {
      res.writeHead(404);
      res.end();
    };
    const res = await client({ responseInterceptors: [(r) => ({ ...r, status: 200, ok: true, data: [] })] }).get('/x');
    expect(res.data).toEqual([]);
  });
});

describe('given a misbehaving interceptor', () => {
  it.each([undefined, null, 'garbage', { url: '/x' }, 42])(
    'should reject when a request interceptor returns %p',
    async (garbage) => {
      const fetch = jest.fn();
      const api = createHttpClient({ fetch, requestInterceptors: [() => garbage as never] });
      await expect(api.get('/x')).rejects.toMatchObject({ kind: 'interceptor' });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('should reject when a response interceptor returns garbage', async () => {
    const fetch = jest.fn(
      async () => ({ status: 200, url: '/x', headers: {}, text: async () => '{}' }) as unknown as Response,
    );
    const api = createHttpClient({ fetch, responseInterceptors: [() => ({ nope: true }) as never] });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'interceptor' });
  });
});

describe('given any request', () => {
  it('should always include credentials and never use the cache', async () => {
    const fetch = jest.fn(
      async () => ({ status: 204, url: '/x', headers: {}, text: async () => '' }) as unknown as Response,
    );
    await createHttpClient({ fetch }).delete('/x');
    expect(fetch).toHaveBeenCalledWith(
      '/x',
      expect.objectContaining({ credentials: 'include', cache: 'no-store', method: 'DELETE' }),
    );
  });

  it('should refuse two bodies, or a body on GET, as a usage error', async () => {
    const fetch = jest.fn();
    await expect(createHttpClient({ fetch }).post('/x', { json: {}, text: 'x' })).rejects.toMatchObject({
      kind: 'usage',
    });
    await expect(createHttpClient({ fetch }).get('/x', { json: {} })).rejects.toMatchObject({ kind: 'usage' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
