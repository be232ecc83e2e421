import { createHttpClient, HttpError, type HttpClientOptions, type HttpResponse } from '..';

/** A fetch Response double: only what the client reads. */
const answer = (status: number, text = '') => ({ status, text: async () => text }) as unknown as Response;
const never = () => new Promise<Response>(() => undefined);

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

const client = (options: HttpClientOptions) => createHttpClient({ baseUrl: 'https://api.example.com', ...options });

describe('given a request interceptor that answers (spec 7.11)', () => {
  it('should short-circuit with a fetch Response: no fetch, body parsed, response interceptors run', async () => {
    const fetch = jest.fn(async () => answer(200, '{"from":"network"}'));
    const seen: number[] = [];
    const api = client({
      fetch,
      requestInterceptors: [() => answer(200, '{"from":"cache"}')],
      responseInterceptors: [(response) => (seen.push(response.status), response)],
    });
    const response = await api.get('/x');
    expect(response.data).toEqual({ from: 'cache' });
    expect(fetch).not.toHaveBeenCalled();
    expect(seen).toEqual([200]);
  });

  it('should short-circuit with an HttpResponse, and still reject its error status', async () => {
    const fetch = jest.fn(async () => answer(200));
    const cached: HttpResponse = { kind: 'response', status: 200, ok: true, url: '', headers: {}, data: 1 };
    await expect(client({ fetch, requestInterceptors: [() => cached] }).get('/x')).resolves.toBe(cached);
    const denied = { ...cached, status: 403, ok: false, data: undefined };
    const error = await failure(client({ fetch, requestInterceptors: [() => denied] }).get('/x'));
    expect(error).toMatchObject({ kind: 'status', status: 403, message: 'You are not authorized' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given a failure of any kind', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'ok'],
    ['an object without status', { text: async () => '' }],
    ['an object without text()', { status: 200 }],
  ])('should reject a fetch that resolves to %s with kind invalidResponse', async (_name, value) => {
    const api = client({ fetch: jest.fn(async () => value as unknown as Response) });
    expect(await failure(api.get('/x'))).toMatchObject({ kind: 'invalidResponse', status: 0 });
  });

  it.each([NaN, 1.5, Infinity, -1, '200'])('should reject the status %p with kind invalidResponse', async (status) => {
    const api = client({ fetch: jest.fn(async () => ({ status, text: async () => '' }) as unknown as Response) });
    expect((await failure(api.get('/x'))).kind).toBe('invalidResponse');
  });

  it('should reject a response interceptor that gives a non-integer status', async () => {
    const api = client({
      fetch: jest.fn(async () => answer(200)),
      responseInterceptors: [(response) => ({ ...response, status: NaN })],
    });
    expect((await failure(api.get('/x'))).kind).toBe('invalidResponse');
  });

  it('should reject a body read that gives something other than text', async () => {
    const api = client({ fetch: jest.fn(async () => ({ status: 200, text: async () => 42 }) as unknown as Response) });
    expect((await failure(api.get('/x'))).kind).toBe('invalidResponse');
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('should reject a request interceptor that %s with kind interceptor', async (_name, interceptor) => {
    const fetch = jest.fn(async () => answer(200));
    const error = await failure(client({ fetch, requestInterceptors: [interceptor] }).get('/x'));
    expect(error).toMatchObject({ kind: 'interceptor' });
    expect((error.cause as Error).message).toBe('boom');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should reject a response interceptor that throws with kind interceptor', async () => {
    const api = client({
      fetch: jest.fn(async () => answer(200)),
      responseInterceptors: [
        () => {
          throw new Error('boom');
        },
      ],
    });
    expect((await failure(api.get('/x'))).kind).toBe('interceptor');
  });

  it('should reject an auth-token getter that throws with kind usage, sending nothing', async () => {
    const fetch = jest.fn(async () => answer(200));
    const api = client({
      fetch,
      authToken: () => {
        throw new Error('no session');
      },
    });
    expect((await failure(api.get('/x'))).kind).toBe('usage');
    expect(fetch).not.toHaveBeenCalled();
  });

  const circular: Record<string, unknown> = {};
  circular.self = circular;
  it.each([
    ['a BigInt', { n: BigInt(1) }],
    ['a circular object', circular],
    ['a function', () => 1],
  ])('should reject %s as a JSON body with kind usage, sending nothing', async (_name, json) => {
    const fetch = jest.fn(async () => answer(200));
    expect((await failure(client({ fetch }).post('/x', { json }))).kind).toBe('usage');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should reject a form value that cannot become a string with kind usage', async () => {
    const form = {
      a: {
        toString() {
          throw new Error('no');
        },
      },
    } as unknown as Record<string, string>;
    expect((await failure(client({ fetch: jest.fn() }).post('/x', { form }))).kind).toBe('usage');
  });
});

describe('given a deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should reject a fetch that never answers (and ignores its signal) at the deadline, with kind timeout', async () => {
    const fetch = jest.fn((_url: string, _init?: RequestInit) => never());
    const settled = jest.fn();
    const call = client({ fetch, timeout: 1000 }).get('/x');
    call.catch(settled);
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout', status: 0 }));
    // fetch was handed a signal that aborted at the deadline.
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.signal?.aborted).toBe(true);
  });

  it('should let a request give its own deadline over the client one', async () => {
    const call = client({ fetch: jest.fn(never), timeout: 10_000 }).get('/x', { timeout: 50 });
    const result = failure(call);
    await jest.advanceTimersByTimeAsync(50);
    expect((await result).kind).toBe('timeout');
  });

  it('should time out a body that never arrives, with the read part of { connect, read }', async () => {
    // The headers come at 50 ms (inside connect), then the read deadline starts: 50 + 300.
    const headers = { status: 200, text: never } as unknown as Response;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => setTimeout(() => resolve(headers), 50)));
    const settled = jest.fn();
    client({ fetch })
      .get('/x', { timeout: { connect: 100, read: 300 } })
      .catch(settled);
    await jest.advanceTimersByTimeAsync(349);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }));
  });

  it('should time out an interceptor that never returns', async () => {
    const fetch = jest.fn(async () => answer(200));
    const result = failure(client({ fetch, timeout: 200, requestInterceptors: [never] }).get('/x'));
    await jest.advanceTimersByTimeAsync(200);
    expect((await result).kind).toBe('timeout');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("should end with kind abort when the caller's signal aborts first, and not time out later", async () => {
    const controller = new AbortController();
    const result = failure(client({ fetch: jest.fn(never), timeout: 1000 }).get('/x', { signal: controller.signal }));
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    expect((await result).kind).toBe('abort');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should clear its timer once the call is answered', async () => {
    await client({ fetch: jest.fn(async () => answer(200, '{}')), timeout: 1000 }).get('/x');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('given responseType text', () => {
  it('should keep a JSON-looking body as text', async () => {
    const api = client({ fetch: jest.fn(async () => answer(200, '{"a":1}')) });
    expect((await api.get('/x', { responseType: 'text' })).data).toBe('{"a":1}');
  });
});

describe('given a signal aborted before the call starts (a hook unmounted while the client loaded)', () => {
  it('should end with kind abort and leave no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort();
      // As a browser's fetch does with an aborted signal: it rejects with the signal's reason.
      const fetch = jest.fn((_url: string, init?: RequestInit) => Promise.reject(init?.signal?.reason));
      const error = await failure(client({ fetch }).get('/x', { signal: controller.signal }));
      expect(error.kind).toBe('abort');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
