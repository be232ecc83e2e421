import type { FetchFn } from '../config';

/** A fake fetch Response (jsdom has none). Test helper only. */
export function fakeResponse(status: number, body: unknown = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** A jest mock fetch answering every call with `status`. Test helper only. */
export function mockFetch(status = 200, body: unknown = {}): jest.MockedFunction<FetchFn> {
  return jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>(async () => fakeResponse(status, body));
}

/** Silences and records console.warn for one test. */
export function spyWarn(): jest.SpyInstance {
  return jest.spyOn(console, 'warn').mockImplementation(() => {});
}
