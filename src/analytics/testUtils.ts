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

/**
 * The console guard's record of console.warn for one test (jest.setup.ts), to assert on. The test
 * still declares the warnings it expects with expectConsole (test/console.ts).
 */
export function spyWarn(): jest.SpyInstance {
  return jest.spyOn(console, 'warn');
}
