import { createSearchClient, SEARCH_CLIENT_TIMEOUTS } from './createSearchClient';
import { expectConsole } from '../../../test/console';
import { SearchClientError } from './searchClientError';
import type { SearchRequester } from './searchClient.types';

type EndRequest = Parameters<SearchRequester['send']>[0];
type Answer = Awaited<ReturnType<SearchRequester['send']>>;

const ok = (body: unknown): Answer => ({ status: 200, content: JSON.stringify(body), isTimedOut: false });
const down: Answer = { status: 0, content: 'Network request failed', isTimedOut: false };

/** A requester answering from a function of the request; it records every request. */
function fakeRequester(answer: (request: EndRequest) => Answer) {
  const requests: EndRequest[] = [];
  const requester: SearchRequester = {
    send: jest.fn(async (request: EndRequest) => {
      requests.push(request);
      return answer(request);
    }),
  };
  return { requester, requests };
}

const hostOf = (request: EndRequest) => new URL(request.url).host;
const pathOf = (request: EndRequest) => new URL(request.url).pathname;

beforeEach(() => window.localStorage.clear());

describe('given a client on the lite client', () => {
  it('should be configured with the timeouts of spec 9', () => {
    const { requester } = fakeRequester(() => ok({}));
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester });
    expect(SEARCH_CLIENT_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
    expect(client.liteClient.transporter.timeouts).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });

  it.each([
    [
      'search',
      (c: ReturnType<typeof createSearchClient>) => c.search([{ indexName: 'tasks', query: 'roof' }]),
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'tasks', query: 'roof' }] },
    ],
    [
      'searchSingleIndex',
      (c: ReturnType<typeof createSearchClient>) =>
        c.searchSingleIndex({ indexName: 'tasks', query: 'roof', params: { hitsPerPage: 5 } }),
      '/1/indexes/tasks/query',
      { hitsPerPage: 5, query: 'roof' },
    ],
    [
      'searchForFacetValues',
      (c: ReturnType<typeof createSearchClient>) =>
        c.searchForFacetValues({ indexName: 'tasks', facetName: 'category', facetQuery: 'plu' }),
      '/1/indexes/tasks/facets/category/query',
      { facetQuery: 'plu' },
    ],
    [
      'findAnswers',
      (c: ReturnType<typeof createSearchClient>) =>
        c.findAnswers({ indexName: 'tasks', query: 'how to fix a leak', queryLanguages: ['en'] }),
      '/1/answers/tasks/prediction',
      { query: 'how to fix a leak', queryLanguages: ['en'] },
    ],
  ])('should send %s as a POST read request to its path', async (_name, call, path, body) => {
    const { requester, requests } = fakeRequester(() => ok({ results: [], hits: [] }));
    await call(createSearchClient({ appId: 'APP', apiKey: 'key', requester }));
    expect(requests).toHaveLength(1);
    const [request] = requests as [EndRequest];
    expect(request.method).toBe('POST');
    expect(hostOf(request)).toBe('app-dsn.algolia.net');
    expect(pathOf(request)).toBe(path);
    expect(JSON.parse(String(request.data))).toEqual(body);
    expect(request.connectTimeout).toBe(1000);
    expect(request.responseTimeout).toBe(2000);
    // The browser build authenticates in the query string, the Node build in headers.
    const appId =
      new URL(request.url).searchParams.get('x-algolia-application-id') ?? request.headers['x-algolia-application-id'];
    expect(appId).toBe('APP');
  });
});

describe('given a host that fails', () => {
  afterEach(() => jest.useRealTimers());

  it('should try the next host, skip the failed one for 2 minutes, then try it again', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    let dsnFails = true;
    const { requester, requests } = fakeRequester((request) =>
      hostOf(request) === 'app-dsn.algolia.net' && dsnFails ? down : ok({ hits: [] }),
    );
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester });

    await client.searchSingleIndex({ indexName: 'tasks', query: 'a' });
    expect(requests.map(hostOf)).toHaveLength(2);
    expect(hostOf(requests[0] as EndRequest)).toBe('app-dsn.algolia.net');
    expect(hostOf(requests[1] as EndRequest)).not.toBe('app-dsn.algolia.net');

    requests.length = 0;
    jest.setSystemTime(new Date('2026-01-01T00:01:59Z'));
    await client.searchSingleIndex({ indexName: 'tasks', query: 'b' });
    expect(requests.map(hostOf)).not.toContain('app-dsn.algolia.net');

    requests.length = 0;
    dsnFails = false;
    jest.setSystemTime(new Date('2026-01-01T00:02:01Z'));
    await client.searchSingleIndex({ indexName: 'tasks', query: 'c' });
    expect(requests.map(hostOf)).toEqual(['app-dsn.algolia.net']);
  });
});

describe('given a failing call', () => {
  it('should reject with kind "unreachable" when no host answers', async () => {
    const { requester, requests } = fakeRequester(() => down);
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester });
    const error = await client.search([{ indexName: 'tasks', query: 'roof' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchClientError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(requests).toHaveLength(4); // the read host and the three fallbacks
  });

  it('should reject with kind "deserialization" when the answer is not JSON', async () => {
    const { requester } = fakeRequester(() => ({ status: 200, content: '<html>', isTimedOut: false }));
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester });
    const error = await client.searchSingleIndex({ indexName: 'tasks', query: 'roof' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SearchClientError', kind: 'deserialization' });
  });

  it('should reject with kind "api", the message and the status of an API error', async () => {
    const { requester, requests } = fakeRequester(() => ({
      status: 403,
      content: JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }),
      isTimedOut: false,
    }));
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester });
    const error = await client
      .findAnswers({ indexName: 'tasks', query: 'q', queryLanguages: ['en'] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', status: 403, message: 'Invalid Application-ID or API key' });
    expect(requests).toHaveLength(1); // a 4xx is not retried
  });
});

describe('given an injected fetch', () => {
  afterEach(() => jest.useRealTimers());

  it('should send through it and abort a host that does not connect within 1 second', async () => {
    jest.useFakeTimers();
    const seen: string[] = [];
    const fetch = jest.fn((url: string, init?: RequestInit) => {
      seen.push(new URL(url).host);
      if (new URL(url).host === 'app-dsn.algolia.net') {
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return Promise.resolve({
        status: 200,
        ok: true,
        text: async () => JSON.stringify({ hits: [{ objectID: '1' }] }),
      } as unknown as Response);
    });
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', fetch });
    const pending = client.searchSingleIndex<{ hits: unknown[] }>({ indexName: 'tasks', query: 'roof' });
    await jest.advanceTimersByTimeAsync(999);
    expect(seen).toEqual(['app-dsn.algolia.net']);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ hits: [{ objectID: '1' }] });
    expect(seen).toHaveLength(2);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});

describe('given a user token', () => {
  it('should send it as a header and only warn when it breaks the rule', async () => {
    expectConsole(
      'warn',
      'Search user token "not valid!" should be 1 to 64 characters of letters, digits, underscore or hyphen.',
    );
    const warn = jest.spyOn(console, 'warn');
    const { requester, requests } = fakeRequester(() => ok({ hits: [] }));
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', requester, userToken: 'not valid!' });
    await client.searchSingleIndex({ indexName: 'tasks', query: 'roof' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('should be 1 to 64 characters'));
    expect(requests[0]?.headers['x-algolia-usertoken']).toBe('not valid!');
    warn.mockRestore();
  });
});
