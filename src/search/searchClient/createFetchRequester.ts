'use client';

import type { FetchFn } from '../../config/config.types';
import { getChromeHttp } from '../../http/chromeHttp';
import type { HttpClient, HttpResponse } from '../../http/http.types';
import { isHttpError } from '../../http/httpError';
import type { SearchRequester } from './searchClient.types';

type SendResult = Awaited<ReturnType<SearchRequester['send']>>;

function readHeaders(response: HttpResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  const { headers: raw } = response;
  if (typeof (raw as Headers).forEach === 'function') {
    (raw as Headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
  } else {
    for (const [key, value] of Object.entries(raw)) headers[key.toLowerCase()] = String(value);
  }
  return headers;
}

/**
 * A requester for the lite client that sends through the library's HTTP client, so the hosted search
 * calls get the same fetch, interceptors and auth token as every other call. Like the lite client's own
 * requesters it applies the connect timeout until the headers arrive and the response timeout to the
 * body, answers an error status as that status, and reports a timeout or a network failure as status 0
 * so the transporter retries another host. Credentials are `same-origin`, as algoliasearch sends them:
 * the hosts answer any origin with `*`, which a credentialed request may not use.
 */
export function createHttpRequester(http: HttpClient): SearchRequester {
  return {
    async send(request): Promise<SendResult> {
      const { data } = request;
      try {
        const response = await http.request(request.method, request.url, {
          headers: request.headers,
          ...(typeof data === 'string' ? { text: data } : data ? { binary: new Uint8Array(data) } : {}),
          timeout: { connect: request.connectTimeout, read: request.responseTimeout },
          responseType: 'text',
          credentials: 'same-origin',
        });
        return {
          status: response.status,
          content: String(response.data ?? ''),
          headers: readHeaders(response),
          isTimedOut: false,
        };
      } catch (error) {
        if (isHttpError(error) && error.kind === 'status' && error.response) {
          const { response } = error;
          return {
            status: response.status,
            content: String(response.data ?? ''),
            headers: readHeaders(response),
            isTimedOut: false,
          };
        }
        const isTimedOut = isHttpError(error) && error.kind === 'timeout';
        return { status: 0, content: isTimedOut ? 'Request timeout' : 'Network request failed', isTimedOut };
      }
    },
  };
}

/** {@link createHttpRequester} over the library's client built on this fetch. */
export function createFetchRequester(fetch: FetchFn): SearchRequester {
  return createHttpRequester(getChromeHttp(fetch).httpClient);
}
