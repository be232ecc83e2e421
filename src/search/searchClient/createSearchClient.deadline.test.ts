import { createSearchClient } from './createSearchClient';
import { SearchClientError } from './searchClientError';
import type { SearchRequester } from './searchClient.types';

// Issue 37 (spec 7.9, 8): one hosted search call has an overall deadline, a rate-limited answer's
// Retry-After is capped (algoliasearch honoured `Retry-After: 120` three times: 360 s for one call),
// and an empty or non-JSON body rejects with the deserialization error.

type Answer = Awaited<ReturnType<SearchRequester['send']>>;

const rateLimited = (seconds: string): Answer => ({
  status: 429,
  content: '{"message":"Too many requests","status":429}',
  headers: { 'retry-after': seconds },
  isTimedOut: false,
});
const ok: Answer = { status: 200, content: '{"hits":[]}', isTimedOut: false };

function clientAnswering(answers: Answer[], timeouts?: Parameters<typeof createSearchClient>[0]['timeouts']) {
  let index = 0;
  const send = jest.fn(async () => answers[Math.min(index++, answers.length - 1)]!);
  return { send, client: createSearchClient({ appId: 'APP', apiKey: 'key', requester: { send }, timeouts }) };
}

/** The call's outcome, or 'still pending' when it has not settled within `ms`. */
const settled = (call: Promise<unknown>, ms: number) =>
  Promise.race([
    call.catch((error: unknown) => error),
    new Promise((resolve) => setTimeout(resolve, ms, 'still pending')),
  ]);

beforeEach(() => window.localStorage.clear());

describe('the hosted search client', () => {
  it.each([
    ['an empty 200 body', { status: 200, content: '', isTimedOut: false }],
    ['a 204', { status: 204, content: '', isTimedOut: false }],
    ['a body that is not JSON', { status: 200, content: '<html>maintenance</html>', isTimedOut: false }],
  ])('should reject %s with its deserialization error', async (_name, answer: Answer) => {
    const { client } = clientAnswering([answer]);
    const failed = await settled(client.searchSingleIndex({ indexName: 'tasks', query: 'roof' }), 1000);
    expect(failed).toBeInstanceOf(SearchClientError);
    expect((failed as SearchClientError).kind).toBe('deserialization');
    const multi = await settled(client.search([{ indexName: 'tasks', query: 'roof' }]), 1000);
    expect((multi as SearchClientError).kind).toBe('deserialization');
  });

  it('should wait at most the Retry-After cap before retrying a rate-limited call', async () => {
    const { client, send } = clientAnswering([rateLimited('120'), ok]);
    const started = Date.now();
    const result = await settled(client.searchSingleIndex({ indexName: 'tasks', query: 'roof' }), 4000);
    expect(result).toEqual({ hits: [] });
    expect(send).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('should end a call that keeps being rate limited at its overall deadline, as unreachable', async () => {
    const { client } = clientAnswering([rateLimited('120')], { call: 800 });
    const started = Date.now();
    const failed = await settled(client.search([{ indexName: 'tasks', query: 'roof' }]), 4000);
    expect(failed).toBeInstanceOf(SearchClientError);
    expect((failed as SearchClientError).kind).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
