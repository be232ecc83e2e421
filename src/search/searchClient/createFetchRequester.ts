import type { FetchFn } from '../../config/config.types';
import type { SearchRequester } from './searchClient.types';

type SendResult = Awaited<ReturnType<SearchRequester['send']>>;

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function readHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers?.forEach?.((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return headers;
}

/**
 * A requester for the lite client that sends through an injected fetch. The lite client ships an XHR
 * requester and the package's fetch requester reads the global `fetch`, so this one is written here.
 * Like them, it applies the connect timeout until the headers arrive and the response timeout to the
 * body, and reports a timeout or a network failure as status 0 so the transporter retries another host.
 */
export function createFetchRequester(fetch: FetchFn): SearchRequester {
  return {
    async send(request): Promise<SendResult> {
      const controller = new AbortController();
      let timer = setTimeout(() => controller.abort(), request.connectTimeout);
      try {
        let response: Response;
        try {
          response = await fetch(request.url, {
            method: request.method,
            headers: request.headers,
            body: typeof request.data === 'string' ? request.data : request.data ? new Uint8Array(request.data) : null,
            signal: controller.signal,
          });
        } catch (error) {
          return {
            status: 0,
            content: isAbort(error) ? 'Connection timeout' : 'Network request failed',
            isTimedOut: isAbort(error),
          };
        }
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(), request.responseTimeout);
        try {
          const content = await response.text();
          return { status: response.status, content, headers: readHeaders(response), isTimedOut: false };
        } catch (error) {
          return {
            status: 0,
            content: isAbort(error) ? 'Socket timeout' : 'Network request failed',
            isTimedOut: isAbort(error),
          };
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
