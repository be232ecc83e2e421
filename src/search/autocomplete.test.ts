import type { FetchFn } from '../config/config.types';
import { createHttpClient } from '../http/httpClient';
import { fetchSuggestions, parseAutocompleteResponse } from './autocomplete';
import { fetchSplitTreatment } from './splitTreatment';

describe('parseAutocompleteResponse', () => {
  it('should keep well-formed results up to the limit and read searchId and experiment', () => {
    const parsed = parseAutocompleteResponse(
      {
        results: [
          { id: 1, name: 'A', optionType: 'TASK', srPathUrl: 'service-request/task/1' },
          { id: 2, name: '' },
          'junk',
          { id: null, name: 'B' },
          { id: '3', name: 'C' },
          { id: 4, name: 'D' },
        ],
        searchId: 'sid',
        experiment: { feature: 'f', treatment: 7 },
      },
      2,
    );
    expect(parsed).toEqual({
      results: [
        { id: 1, name: 'A', optionType: 'TASK', srPathUrl: 'service-request/task/1' },
        { id: '3', name: 'C', optionType: 'TASK' },
      ],
      searchId: 'sid',
      experiment: { feature: 'f' },
    });
  });

  it.each([[null], [[]], [{ results: 'x' }], ['text']])('should reject the body %j', (body) => {
    expect(() => parseAutocompleteResponse(body, 5)).toThrow(TypeError);
  });
});

describe('fetchSuggestions and fetchSplitTreatment', () => {
  const answer = (ok: boolean, body: unknown) =>
    jest.fn(
      async (_url: string, _init?: RequestInit) =>
        ({ ok, status: ok ? 200 : 500, text: async () => JSON.stringify(body) }) as unknown as Response,
    );
  const http = (fetch: FetchFn) => createHttpClient({ fetch });

  it('should send a GET with Accept JSON and a signal, through the client', async () => {
    const fetch = answer(true, { results: [] });
    const signal = new AbortController().signal;
    await fetchSuggestions({
      http: http(fetch),
      searchApiHost: 'https://s.example',
      identifier: 'i',
      query: 'q',
      limit: 5,
      signal,
    });
    expect(fetch).toHaveBeenCalledWith('https://s.example?identifier=i&searchQuery=q&limit=5', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal: expect.any(AbortSignal),
      credentials: 'include',
      cache: 'no-store',
    });
  });

  it('should reject a non-2xx answer', async () => {
    await expect(
      fetchSuggestions({ http: http(answer(false, {})), searchApiHost: 'https://s.example', query: 'q', limit: 5 }),
    ).rejects.toMatchObject({ name: 'HttpError', kind: 'status', status: 500 });
  });

  it('should read the treatment and fall back to control', async () => {
    await expect(
      fetchSplitTreatment({ http: http(answer(true, { treatment: 'test' })), splitDomain: 'https://x', flag: 'f' }),
    ).resolves.toBe('test');
    await expect(
      fetchSplitTreatment({ http: http(answer(false, { treatment: 'test' })), splitDomain: 'https://x', flag: 'f' }),
    ).resolves.toBe('control');
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSplitTreatment({ http: http(failing), splitDomain: 'https://x', flag: 'f' })).resolves.toBe(
      'control',
    );
  });
});
