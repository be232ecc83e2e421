import type { FetchFn } from '../../config/config.types';

/** One request the fake saw, with the means to answer it. */
export interface FakeCall {
  url: string;
  init: RequestInit | undefined;
  /** Answers with a JSON body (status 200 unless given). */
  respond: (body: unknown, status?: number) => void;
  /** Answers with a body that is not JSON. */
  respondInvalidJson: (status?: number) => void;
  /** Fails as a network error does. */
  fail: (error?: Error) => void;
  aborted: () => boolean;
}

/**
 * A fetch whose answers the test gives by hand, in any order. An aborted request rejects with an
 * AbortError, as the real fetch does.
 */
export function createFakeFetch({ ignoreAbort = false }: { ignoreAbort?: boolean } = {}) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>(
    (url, init) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal ?? undefined;
        if (!ignoreAbort) signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        const answer = (status: number, text: string) =>
          resolve({
            ok: status >= 200 && status < 300,
            status,
            json: async () => JSON.parse(text),
            text: async () => text,
          } as unknown as Response);
        calls.push({
          url,
          init,
          respond: (body, status = 200) => answer(status, JSON.stringify(body)),
          respondInvalidJson: (status = 200) => answer(status, '<html>Bad gateway</html>'),
          fail: (error = new TypeError('Failed to fetch')) => reject(error),
          aborted: () => signal?.aborted ?? false,
        });
      }),
  );
  return { fetch, calls };
}

/** An autocomplete body (spec 3) with one TASK result per name. */
export function autocompleteBody(names: string[], extra: Record<string, unknown> = {}) {
  return {
    results: names.map((name, index) => ({
      id: 1000 + index,
      name,
      optionType: 'TASK',
      srPathUrl: `service-request/task/${1000 + index}`,
    })),
    searchId: 'search-1',
    experiment: { feature: 'growth_SearchUserEntry', treatment: 'control' },
    ...extra,
  };
}
