import { createHttpClient, getErrorMessage, isHttpError } from '../../src';

// A client for one API: base URL, the API auth token and an interceptor that adds a trace header.
export const api = createHttpClient({
  baseUrl: 'https://api.example.com',
  authToken: () => 'token-from-your-session',
  requestInterceptors: [(request) => ({ ...request, headers: { ...request.headers, 'X-Trace': 'docs' } })],
});

export async function loadProfile(signal?: AbortSignal): Promise<{ userId: string } | string> {
  try {
    const { data } = await api.get<{ userId: string }>('/profile', { query: { fields: 'userId' }, signal });
    return data;
  } catch (error) {
    // Status 300 and above, network failures and aborts all reject with an HttpError.
    if (isHttpError(error) && error.kind === 'abort') return 'cancelled';
    return getErrorMessage(error, { useResponseMessage: true });
  }
}
